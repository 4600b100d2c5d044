import { ConflictException, Injectable } from '@nestjs/common';
import { birthYearOf, type Division, DIVISIONS, TournamentStage, ukDay } from '@club/rules';
import type { TomBookkeeping } from './domain/tom/tom-bookkeeping.js';
import { matchKey } from './domain/tom/tom-bookkeeping.js';
import {
  OUTCOME,
  POD_CATEGORY,
  SINGLE_ELIMINATION_ROUND,
  type TomFile,
  type TomMatch,
  type TomPlayer,
  type TomPod,
  type TomRound,
  type TomStandingsPod,
} from './domain/tom/tom-file.js';
import { podOfDivision } from './domain/tom/tom-rules.js';
import { writeTomFile } from './domain/tom/tom-writer.js';
import { MatchStage, type TournamentMatch } from './tournament-match.entity.js';
import type { TournamentPlayer } from './tournament-player.entity.js';
import type { TournamentSnapshot } from './tournament-snapshot.js';
import { TournamentsService } from './tournaments.service.js';

/** TOM's version whose files ours follow (the newest in the exports read for issue 35). */
const TOM_VERSION = '1.84';
const SWISS_ROUND = 3;
/** `<round stage>` as TOM writes it: a round playing, a round done, the pod's newest round done. */
const ROUND_PLAYING = 4;
const ROUND_DONE = 6;
const ROUND_LAST = 8;

/** Who a player is in TOM's file: Player ID, names and birth year (the year is all TOM keeps). */
interface TomIdentity {
  userId: string | null;
  firstName: string;
  lastName: string;
  birthYear: number | null;
}

/**
 * A tournament as TOM's file: an imported one with TOM's own bookkeeping back in place, one of the club's with
 * TOM's defaults. Refused, naming them, while a player lacks a Player ID or a birth year: TOM would refuse the
 * file.
 */
@Injectable()
export class TournamentTomExportService {
  constructor(private readonly tournaments: TournamentsService) {}

  async tomFile(id: number): Promise<{ name: string; xml: string }> {
    const snapshot = await this.tournaments.snapshot(id);
    const file = this.fileOf(snapshot);
    const name = `${snapshot.tournament.event.title}_${file.data.id || snapshot.tournament.id}`.replace(
      /[^\w .-]+/g,
      '',
    );
    return { name, xml: writeTomFile(file) };
  }

  fileOf(snapshot: TournamentSnapshot): TomFile {
    const { tournament } = snapshot;
    const kept = tournament.tomFile;
    const players = snapshot.players.filter((player) => player.checkedIn || kept);
    const identities = new Map(players.map((player) => [player.id, identityOf(player)]));
    const missing = players
      .filter((player) => !identities.get(player.id)!.userId || identities.get(player.id)!.birthYear === null)
      .map((player) => {
        const identity = identities.get(player.id)!;
        const lacks = [
          !identity.userId && 'Player ID',
          identity.birthYear === null && 'date of birth',
        ].filter(Boolean);
        return `${snapshot.fullName(player)} (${lacks.join(' and ')})`;
      });
    if (missing.length) {
      throw new ConflictException(
        `TOM would refuse this file: ${missing.length === 1 ? 'a player lacks' : 'players lack'} a Player ID or a date of birth: ${missing.join('; ')}. Add them on the players’ profiles (or family members) and download again.`,
      );
    }
    const userId = (player: TournamentPlayer) => identities.get(player.id)!.userId!;
    const day = ukDay(tournament.event.date);
    const stamp = `${usDate(day)} 00:00:00`;
    const tomPlayers: TomPlayer[] = players.map((player) => {
      const identity = identities.get(player.id)!;
      const book = kept?.players[identity.userId!];
      return {
        userId: identity.userId!,
        firstName: identity.firstName,
        lastName: identity.lastName,
        birthYear: identity.birthYear,
        starter: book?.starter ?? true,
        order: book?.order ?? null,
        seed: book?.seed ?? null,
        dropped:
          player.droppedAfterRound === null
            ? null
            : {
                status: book?.dropStatus ?? 1,
                round: player.droppedAfterRound,
                timestamp: book?.dropTimestamp ?? null,
              },
        creationDate: book?.creationDate ?? stamp,
        lastModifiedDate: book?.lastModifiedDate ?? stamp,
      };
    });
    const finished = tournament.stage === TournamentStage.FINISHED;
    return {
      type: kept?.type ?? '3',
      stage: kept?.stage ?? (finished ? '5' : tournament.currentRound ? '4' : '1'),
      version: kept?.version ?? TOM_VERSION,
      gameType: 'TRADING_CARD_GAME',
      mode: kept?.mode ?? 'TCG1DAY',
      data: {
        name: tournament.event.title,
        id: tournament.tomId ?? '',
        city: kept?.data.city ?? tournament.event.location ?? '',
        state: kept?.data.state ?? '',
        country: kept?.data.country ?? '',
        roundTime: kept?.data.roundTime ?? tournament.roundMinutes,
        finalsRoundTime: kept?.data.finalsRoundTime ?? tournament.roundMinutes,
        organizer: kept?.data.organizer ?? { popId: '', name: '' },
        startDate: day,
        lessSwiss: kept?.data.lessSwiss ?? false,
        autoTableNumber: kept?.data.autoTableNumber ?? true,
        overflowTableStart: kept?.data.overflowTableStart ?? 0,
      },
      timeElapsed: kept?.timeElapsed ?? 0,
      players: tomPlayers,
      pods: kept ? keptPods(snapshot, kept, userId) : ownPods(snapshot, players, userId),
      standings: kept ? (finished ? kept.standings : null) : finished ? ownStandings(players, userId) : null,
      finalsOptions:
        kept?.finalsOptions ??
        divisionsOf(players).map((division) => ({
          key: podOfDivision(division),
          options: [0],
          cut: tournament.topCutSizes?.[division] ?? 0,
          playerCount: players.filter((player) => player.division === division).length,
          paired3rd4th: false,
        })),
    };
  }
}

function identityOf(player: TournamentPlayer): TomIdentity {
  if (player.tomPlayerId !== null) {
    return {
      userId: player.tomPlayerId,
      firstName: player.firstName ?? '',
      lastName: player.lastName ?? '',
      birthYear: player.birthYear,
    };
  }
  if (player.familyMember) {
    const [first, ...rest] = player.familyMember.name.trim().split(/\s+/);
    const owner = player.familyMember.owner;
    return {
      userId: player.familyMember.playerId,
      firstName: first ?? '',
      // A child's surname is most often their parent's.
      lastName: rest.join(' ') || (owner.profile?.lastName ?? ''),
      birthYear: player.familyMember.birthYear,
    };
  }
  const profile = player.user!.profile;
  return {
    userId: profile.playerId,
    firstName: profile.firstName,
    lastName: profile.lastName,
    birthYear: profile.birthDate ? birthYearOf(profile.birthDate) : null,
  };
}

const usDate = (day: string) => {
  const [year, month, date] = day.split('-');
  return `${month}/${date}/${year}`;
};

const divisionsOf = (players: readonly TournamentPlayer[]): Division[] =>
  DIVISIONS.filter((division) => players.some((player) => player.division === division));

function tomOutcome(match: TournamentMatch): number {
  if (match.playerB === null) return OUTCOME.BYE;
  switch (match.outcome) {
    case 'A_WINS':
      return OUTCOME.PLAYER1_WINS;
    case 'B_WINS':
      return OUTCOME.PLAYER2_WINS;
    case 'TIE':
      return OUTCOME.TIE;
    default:
      return OUTCOME.NOT_REPORTED;
  }
}

function tomMatch(
  match: TournamentMatch,
  userId: (player: TournamentPlayer) => string,
  timestamp: string | null,
): TomMatch {
  return {
    outcome: tomOutcome(match),
    player1: userId(match.playerA),
    player2: match.playerB ? userId(match.playerB) : null,
    timestamp,
    table: match.table ?? 0,
  };
}

/** An imported tournament's pods as TOM had them, with the rounds as they now stand. */
function keptPods(
  snapshot: TournamentSnapshot,
  kept: TomBookkeeping,
  userId: (player: TournamentPlayer) => string,
): TomPod[] {
  return kept.pods.map((pod) => ({
    ...pod,
    rounds: kept.rounds
      .filter((round) => round.pod === pod.category)
      .map(({ pod: _pod, ...round }): TomRound => ({
        ...round,
        matches: inTomOrder(
          snapshot.matches.filter((match) => match.pod === pod.category && match.round === round.number),
          kept.matchOrder?.[`${pod.category}/${round.number}`] ?? [],
          (match) => userId(snapshot.player(match.playerA.id)!),
        ).map((match) => {
          const player1 = userId(snapshot.player(match.playerA.id)!);
          return tomMatch(
            match,
            (player) => userId(snapshot.player(player.id)!),
            kept.matchTimestamps[matchKey(pod.category, round.number, player1)] ?? null,
          );
        }),
      })),
  }));
}

/** One pod per division when divisions play apart; one pod for all when they play together (TOM's 8, 9, 10). */
function ownPods(
  snapshot: TournamentSnapshot,
  players: readonly TournamentPlayer[],
  userId: (player: TournamentPlayer) => string,
): TomPod[] {
  const divisions = divisionsOf(players);
  const groups: Division[][] = snapshot.tournament.divisionsApart
    ? divisions.map((division) => [division])
    : [divisions];
  return groups
    .filter((group) => group.length)
    .map((group) => {
      const inPod = (player: TournamentPlayer) => group.includes(snapshot.player(player.id)!.division);
      const matches = snapshot.matches.filter((match) => inPod(match.playerA));
      const numbers = [...new Set(matches.map((match) => match.round))].sort((a, b) => a - b);
      const last = numbers.at(-1);
      return {
        category: podCategory(group),
        stage: matches.some((match) => match.stage === MatchStage.TOP_CUT) ? 1 : 0,
        startingTable: 1,
        playoff3rd4th: false,
        subgroupCount: 1,
        additionalRounds: 0,
        blockedRanges: true,
        subgroups: [{ number: 1, players: players.filter(inPod).map(userId) }],
        rounds: numbers.map((number): TomRound => {
          const round = matches.filter((match) => match.round === number);
          const open = round.some((match) => match.playerB !== null && match.outcome === null);
          return {
            number,
            type: round.some((match) => match.stage === MatchStage.TOP_CUT)
              ? SINGLE_ELIMINATION_ROUND
              : SWISS_ROUND,
            stage: open ? ROUND_PLAYING : number === last ? ROUND_LAST : ROUND_DONE,
            timeLeft: 0,
            pairTime: null,
            startTime: null,
            matches: round
              .sort((a, b) => (a.table ?? 0) - (b.table ?? 0))
              .map((match) => tomMatch(match, (player) => userId(snapshot.player(player.id)!), null)),
          };
        }),
      };
    });
}

/** A round's matches in the order TOM listed them (a match TOM did not list goes last, by table). */
function inTomOrder(
  matches: TournamentMatch[],
  order: readonly string[],
  firstPlayer: (match: TournamentMatch) => string,
): TournamentMatch[] {
  const at = (match: TournamentMatch) => {
    const index = order.indexOf(firstPlayer(match));
    return index < 0 ? order.length + (match.table ?? 0) : index;
  };
  return [...matches].sort((a, b) => at(a) - at(b));
}

function podCategory(group: readonly Division[]): number {
  if (group.length === 1) return podOfDivision(group[0]);
  if (group.length === 3) return POD_CATEGORY.ALL;
  return group.includes('MASTERS')
    ? group.includes('SENIOR')
      ? POD_CATEGORY.SENIOR_MASTERS
      : POD_CATEGORY.ALL
    : POD_CATEGORY.JUNIOR_SENIOR;
}

/** The final places, as TOM lists them: Masters, Seniors, Juniors, each finished then did-not-finish. */
function ownStandings(
  players: readonly TournamentPlayer[],
  userId: (player: TournamentPlayer) => string,
): TomStandingsPod[] {
  return [...DIVISIONS].flatMap((division) => {
    const placed = players
      .filter((player) => player.division === division && player.place !== null)
      .sort((a, b) => a.place! - b.place!);
    return [
      {
        category: podOfDivision(division),
        type: 'finished' as const,
        players: placed.map((player) => ({ id: userId(player), place: player.place })),
      },
      { category: podOfDivision(division), type: 'dnf' as const, players: [] },
    ];
  });
}
