import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, Injectable } from '@nestjs/common';
import { EventsService } from '../events/events.service.js';
import { DeckFormat } from '../decks/domain/deck-format.js';
import { type Division, DIVISIONS, TournamentStage, ukInstant } from '@club/rules';
import { bookkeepingOf, type TomBookkeeping } from './domain/tom/tom-bookkeeping.js';
import { SINGLE_ELIMINATION_ROUND, type TomFile, type TomRound } from './domain/tom/tom-file.js';
import { fromUsDate, readTomFile, TomFileRefused } from './domain/tom/tom-reader.js';
import { computedPlaces, tomPlaces, tomRuleView, type TomRuleView } from './domain/tom/tom-rules.js';
import type { StandingsDisagreementDto, TomImportDto } from './dto/tom.dto.js';
import { XmlRefused } from './domain/tom/xml-tree.js';
import { MatchStage, TournamentMatch } from './tournament-match.entity.js';
import { TournamentRound } from './tournament-round.entity.js';
import { TournamentPlayer } from './tournament-player.entity.js';
import { Tournament } from './tournament.entity.js';
import { TournamentsRepository } from './tournaments.repository.js';

/** A round as TOM times it, when its round time is one the club's tournaments take (10 to 180 minutes). */
const DEFAULT_ROUND_MINUTES = 50;
/** TOM's file names no time of day: a sanctioned day starts in the morning. */
const START_HOUR = 10;

export type TomImport = TomImportDto;

/**
 * Loads TOM's file into a tournament: the same TOM id updates the same tournament, its players kept by Player ID,
 * its matches replaced by the file's, in one transaction (a refused file changes nothing). The row triggers
 * announce the change, so the live answers and the dashboard are renewed at once.
 */
@Injectable()
export class TournamentTomImportService {
  constructor(
    private readonly em: EntityManager,
    private readonly events: EventsService,
  ) {}

  async import(bytes: Buffer): Promise<TomImport> {
    const file = this.read(bytes);
    if (!file.data.id) {
      throw new BadRequestException(
        'This TOM file has no tournament id (<id> in <data>): give the tournament its sanction id in TOM, save, and send it again.',
      );
    }
    const view = tomRuleView(file);
    return this.em.transactional(async (em) => {
      // One import of a tournament at a time: the second waits for the first, then updates what it made.
      await new TournamentsRepository(em).holdTomImport(file.data.id);
      const existing = await em.findOne(
        Tournament,
        { tomId: file.data.id },
        { populate: ['event'], lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      const tournament = existing ?? this.newTournament(em, file);
      const before = tournament.tomFile;
      this.applyFacts(em, tournament, file, view);
      await em.flush();
      await this.applyPlayersAndMatches(em, tournament, file, view);
      await this.applyClocks(em, tournament, file, before);
      const round = tournament.currentRound ? `round ${tournament.currentRound}` : 'no round paired yet';
      return {
        id: tournament.id,
        created: !existing,
        message: `${file.data.name} ${existing ? 'updated' : 'loaded'}: ${file.players.length} players, ${round}.`,
        disagreements: disagreements(file, view),
      };
    });
  }

  private read(bytes: Buffer): TomFile {
    try {
      return readTomFile(bytes);
    } catch (error) {
      if (error instanceof TomFileRefused || error instanceof XmlRefused)
        throw new BadRequestException(error.message);
      throw error;
    }
  }

  private newTournament(em: EntityManager, file: TomFile): Tournament {
    const date = this.startOf(file);
    const event = this.events.importedTournamentEvent(em, null, {
      title: file.data.name,
      date,
      location: null,
    });
    const tournament = new Tournament(event, {
      format: DeckFormat.STANDARD,
      bestOf: 3,
      roundMinutes: DEFAULT_ROUND_MINUTES,
      divisionsApart: true,
      topCut: true,
      deckListDeadline: date,
    });
    tournament.tomId = file.data.id;
    em.persist(tournament);
    return tournament;
  }

  private startOf(file: TomFile): Date {
    const [year, month, day] = file.data.startDate.split('-').map(Number);
    return ukInstant({ year, month, day, hour: START_HOUR, minute: 0 });
  }

  /** The tournament's own facts: name, day, place, times, stage and rounds, and TOM's bookkeeping. */
  private applyFacts(em: EntityManager, tournament: Tournament, file: TomFile, view: TomRuleView): void {
    const location = [file.data.city, file.data.state, file.data.country].filter(Boolean).join(', ') || null;
    const date = this.startOf(file);
    this.events.importedTournamentEvent(em, tournament.event, { title: file.data.name, date, location });
    tournament.deckListDeadline = date;
    const minutes = file.data.roundTime;
    tournament.roundMinutes = minutes >= 10 && minutes <= 180 ? minutes : DEFAULT_ROUND_MINUTES;
    tournament.divisionsApart = file.pods.every((pod) => pod.category <= 2);
    tournament.topCut =
      file.finalsOptions.some((cut) => cut.cut > 0) || view.matches.some((match) => match.topCut);
    tournament.currentRound = Math.max(0, ...view.matches.map((match) => match.round));
    tournament.plannedRounds = this.swissRounds(view);
    tournament.topCutSizes = Object.fromEntries(
      file.finalsOptions.map((cut) => [divisionOfCategory(cut.key), cut.cut]),
    );
    const finished = file.standings !== null;
    tournament.stage = finished
      ? TournamentStage.FINISHED
      : view.matches.some((match) => match.topCut)
        ? TournamentStage.TOP_CUT
        : view.matches.length
          ? TournamentStage.SWISS
          : TournamentStage.CHECK_IN;
    tournament.finishedAt = finished ? (tournament.finishedAt ?? new Date()) : null;
    tournament.tomFile = bookkeepingOf(file);
  }

  /** Swiss rounds played so far in each division. */
  private swissRounds(view: TomRuleView): Record<string, number> {
    const rounds: Record<string, number> = {};
    const division = new Map(view.players.map((player) => [player.id, player.division]));
    for (const match of view.matches) {
      if (match.topCut) continue;
      const of = division.get(match.a)!;
      rounds[of] = Math.max(rounds[of] ?? 0, match.round);
    }
    return rounds;
  }

  /**
   * Each round's clock from TOM's: its length (the round time, the finals round time for a top-cut round) and
   * when TOM started it (`<starttime>`, the organiser's clock, read as UK time). Where two pods share a round
   * number, the one started last is the clock the phones show. A round already here keeps what the desk did to
   * its clock (a start, pauses, extensions), unless TOM started it anew since its last save: TOM's start then
   * wins (docs/adr/0063). Rounds no longer in the file lose their clock.
   */
  private async applyClocks(
    em: EntityManager,
    tournament: Tournament,
    file: TomFile,
    before: TomBookkeeping | null,
  ): Promise<void> {
    const stored = new Map(
      (await em.find(TournamentRound, { tournament }, { refresh: true })).map((clock) => [
        clock.round,
        clock,
      ]),
    );
    const startedBefore = new Map(
      [...newestRounds(before?.rounds ?? []).values()].map((round) => [round.number, round.startTime]),
    );
    for (const round of newestRounds(file.pods.flatMap((pod) => pod.rounds)).values()) {
      const topCut = round.type === SINGLE_ELIMINATION_ROUND;
      const stage = topCut ? MatchStage.TOP_CUT : MatchStage.SWISS;
      const minutes = (topCut ? file.data.finalsRoundTime : file.data.roundTime) || tournament.roundMinutes;
      const start = instantOf(round.startTime);
      let clock = stored.get(round.number);
      stored.delete(round.number);
      if (clock && clock.stage !== stage) {
        em.remove(clock);
        await em.flush();
        clock = undefined;
      }
      if (!clock) {
        clock = new TournamentRound(tournament, round.number, stage, 1);
        clock.startedAt = start;
        em.persist(clock);
      } else if (start && round.startTime !== (startedBefore.get(round.number) ?? null)) {
        clock.startedAt = start;
        clock.pausedAt = null;
        clock.pausedSeconds = 0;
      }
      clock.minutes = Math.min(600, Math.max(1, minutes));
    }
    for (const gone of stored.values()) em.remove(gone);
    await em.flush();
  }

  /** Players kept by Player ID (gone from the file: removed); matches replaced by the file's. */
  private async applyPlayersAndMatches(
    em: EntityManager,
    tournament: Tournament,
    file: TomFile,
    view: TomRuleView,
  ): Promise<void> {
    const existing = await em.find(TournamentPlayer, { tournament }, { refresh: true });
    const byPlayerId = new Map(existing.map((player) => [player.tomPlayerId, player]));
    const places = placesOf(file);
    const ruleOf = new Map(view.players.map((player) => [player.userId, player]));
    const extraTime = await this.tablesExtraTime(em, tournament);
    await em.nativeDelete(TournamentMatch, { tournament });
    const kept = new Map<string, TournamentPlayer>();
    for (const tomPlayer of file.players) {
      const rule = ruleOf.get(tomPlayer.userId)!;
      const player =
        byPlayerId.get(tomPlayer.userId) ??
        new TournamentPlayer(tournament, { tomPlayerId: tomPlayer.userId }, rule.division);
      player.firstName = tomPlayer.firstName.slice(0, 100);
      player.lastName = tomPlayer.lastName.slice(0, 100);
      player.birthYear = tomPlayer.birthYear;
      player.division = rule.division;
      player.checkedIn = rule.entered;
      player.joinedRound = rule.joinedRound;
      player.droppedAfterRound = rule.droppedAfterRound;
      player.place = places.get(tomPlayer.userId) ?? null;
      em.persist(player);
      kept.set(tomPlayer.userId, player);
    }
    for (const player of existing) if (!kept.has(player.tomPlayerId ?? '')) em.remove(player);
    await em.flush();
    const byNumber = new Map(view.players.map((player) => [player.id, kept.get(player.userId)!]));
    for (const match of view.matches) {
      const a = byNumber.get(match.a)!;
      const entity = new TournamentMatch(
        tournament,
        match.round,
        match.topCut ? MatchStage.TOP_CUT : MatchStage.SWISS,
        a.division,
        match.table,
        a,
        match.b === null ? null : byNumber.get(match.b)!,
      );
      entity.pod = match.pod;
      entity.outcome = match.outcome;
      entity.extraSeconds = extraTime.get(tableKey(entity)) ?? 0;
      em.persist(entity);
    }
    await em.flush();
  }

  /**
   * The extra time the desk gave tables (a deck check, a judge call), by pod, round, table and players: the
   * matches are replaced by the file's, the same table with the same players keeps its time.
   */
  private async tablesExtraTime(em: EntityManager, tournament: Tournament): Promise<Map<string, number>> {
    const given = await em.find(TournamentMatch, { tournament, extraSeconds: { $gt: 0 } }, { refresh: true });
    return new Map(given.map((match) => [tableKey(match), match.extraSeconds]));
  }
}

const tableKey = (match: TournamentMatch): string =>
  `${match.pod}/${match.round}/${match.table}/${match.playerA.id}/${match.playerB?.id ?? ''}`;

/** Each round number's round as the phones show it: where two pods share the number, the one started last. */
function newestRounds<R extends Pick<TomRound, 'number' | 'startTime'>>(
  rounds: readonly R[],
): Map<number, R> {
  const newest = new Map<number, R>();
  for (const round of rounds) {
    const kept = newest.get(round.number);
    if (!kept || startOf(round) >= startOf(kept)) newest.set(round.number, round);
  }
  return newest;
}

const DIVISION_OF_CATEGORY: Record<number, Division> = { 0: 'JUNIOR', 1: 'SENIOR', 2: 'MASTERS' };
const divisionOfCategory = (category: number): string => DIVISION_OF_CATEGORY[category] ?? String(category);

/** TOM's final place of each player, within their division. */
function placesOf(file: TomFile): Map<string, number> {
  const places = new Map<string, number>();
  for (const division of DIVISIONS) {
    tomPlaces(file)
      ?.get(division)
      ?.forEach((userId, index) => places.set(userId, index + 1));
  }
  return places;
}

/** Divisions where TOM's places differ from the order our rules give the same rounds (names, best first). */
function disagreements(file: TomFile, view: TomRuleView): StandingsDisagreementDto[] {
  const tom = tomPlaces(file);
  if (!tom) return [];
  const ours = computedPlaces(view);
  const name = new Map(
    file.players.map((player) => [player.userId, `${player.firstName} ${player.lastName}`.trim()]),
  );
  const found: StandingsDisagreementDto[] = [];
  for (const [division, order] of tom) {
    const computed = ours.get(division) ?? [];
    if (computed.join() === order.join()) continue;
    found.push({
      division,
      tom: order.map((id) => name.get(id)!),
      ours: computed.map((id) => name.get(id)!),
    });
  }
  return found;
}

const TOM_TIME = /\s(\d{1,2}):(\d{2}):\d{2}$/;

/** TOM's 'MM/DD/YYYY HH:MM:SS' (the organiser's clock) as an instant, read as UK time; null when absent. */
function instantOf(text: string | null): Date | null {
  if (!text) return null;
  const day = fromUsDate(text);
  const time = TOM_TIME.exec(text.trim());
  if (!day || !time) return null;
  const [year, month, date] = day.split('-').map(Number);
  return ukInstant({ year, month, day: date, hour: Number(time[1]), minute: Number(time[2]) });
}

const startOf = (round: Pick<TomRound, 'startTime'>): number => instantOf(round.startTime)?.getTime() ?? 0;
