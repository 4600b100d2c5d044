import { Injectable } from '@nestjs/common';
import { FAMILY_CHANGED } from '../family/family.tokens.js';
import { toCsv } from './domain/csv.js';
import { DIVISIONS, TournamentStage } from '@club/rules';
import type { LiveTournamentDto, StandingDto } from './dto/live.dto.js';
import type { NameAudience, TournamentSnapshot } from './tournament-snapshot.js';
import { TOURNAMENTS_CHANGED } from './tournament.entity.js';
import { TournamentsService } from './tournaments.service.js';

/** What the live answers show changes with the tournament, and with players' names (accounts, family members). */
export const LIVE_CHANNELS = [TOURNAMENTS_CHANGED, 'user_changed', FAMILY_CHANGED];

/**
 * What the live pages show (the current round's tables and the standings). The pages poll, and get a 304 from
 * memory until PostgreSQL announces a change (`@PublicCached`). Every answer is read from the database; the
 * standings are computed once per change (TournamentStandingsService).
 */
@Injectable()
export class TournamentLiveService {
  constructor(private readonly tournaments: TournamentsService) {}

  async live(id: number, audience: NameAudience): Promise<LiveTournamentDto> {
    const snapshot = await this.tournaments.snapshot(id);
    const current = snapshot.currentMatches().sort((a, b) => (a.table ?? 1e9) - (b.table ?? 1e9));
    return {
      now: new Date().toISOString(),
      clock: snapshot.clock(),
      tournament: snapshot.toTournamentDto(),
      pairings: snapshot.toMatchDtos(current, audience),
      tablesPlaying: current.filter((match) => match.outcome === null).length,
      standingsAfterRound: snapshot.results.afterRound,
      standings: this.standings(snapshot, audience),
    };
  }

  async exportStandings(id: number, format: 'csv' | 'json'): Promise<string> {
    const snapshot = await this.tournaments.snapshot(id);
    const rows = this.standings(snapshot, 'members');
    if (format === 'json') {
      return JSON.stringify({ tournament: snapshot.toTournamentDto(), standings: rows }, null, 2);
    }
    return toCsv(
      [
        'division',
        'rank',
        'name',
        'wins',
        'losses',
        'ties',
        'byes',
        'matchPoints',
        'opponentsWinPercentage',
        'opponentsOpponentsWinPercentage',
        'dropped',
      ],
      rows.map((row) => [
        row.division,
        row.rank,
        snapshot.fullName(snapshot.player(row.playerId)!),
        row.wins,
        row.losses,
        row.ties,
        row.byes,
        row.matchPoints,
        Number(row.opponentsWinPercentage.toFixed(6)),
        Number(row.opponentsOpponentsWinPercentage.toFixed(6)),
        row.dropped,
      ]),
    );
  }

  /** Standings by division; once finished, in final placings (the top cut's result first). */
  private standings(snapshot: TournamentSnapshot, audience: NameAudience): StandingDto[] {
    const finished = snapshot.tournament.stage === TournamentStage.FINISHED;
    const rows = snapshot.results.standings.map((standing) => ({
      rank: finished
        ? (snapshot.player(standing.playerId)!.place ?? standing.divisionRank)
        : standing.divisionRank,
      playerId: standing.playerId,
      name: snapshot.name(snapshot.player(standing.playerId)!, audience),
      division: standing.division,
      wins: standing.wins,
      losses: standing.losses,
      ties: standing.ties,
      byes: standing.byes,
      matchPoints: standing.matchPoints,
      opponentsWinPercentage: standing.opponentsWinPercentage,
      opponentsOpponentsWinPercentage: standing.opponentsOpponentsWinPercentage,
      dropped: standing.dropped,
      late: standing.late,
    }));
    return rows.sort(
      (a, b) => DIVISIONS.indexOf(a.division) - DIVISIONS.indexOf(b.division) || a.rank - b.rank,
    );
  }
}
