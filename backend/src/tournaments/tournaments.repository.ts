import type { EntityManager } from '@mikro-orm/postgresql';
import { TournamentMatch } from './tournament-match.entity.js';
import { TournamentPlayer } from './tournament-player.entity.js';
import { TournamentRound } from './tournament-round.entity.js';
import type { Tournament } from './tournament.entity.js';

/** A tournament's rows as the tournament feature reads them, in `em` (inside its transaction, if any). */
export class TournamentsRepository {
  constructor(private readonly em: EntityManager) {}

  /** The number of players of every tournament that has any. */
  async playerCounts(): Promise<Map<number, number>> {
    // Raw SQL: one grouped count for every tournament (MikroORM's count takes one filter at a time).
    const counts = await this.sql<{ tournament_id: number; count: string }>(
      'select tournament_id, count(*) as count from tournament_players group by tournament_id',
    );
    return new Map(counts.map((row) => [row.tournament_id, Number(row.count)]));
  }

  /** The players, their people with them, in order of entry. */
  players(tournament: Tournament): Promise<TournamentPlayer[]> {
    return this.em.find(
      TournamentPlayer,
      { tournament },
      { populate: ['user', 'familyMember'], orderBy: { id: 'ASC' }, refresh: true },
    );
  }

  /** Every table, by round and table. */
  matches(tournament: Tournament): Promise<TournamentMatch[]> {
    return this.em.find(
      TournamentMatch,
      { tournament },
      { orderBy: { round: 'ASC', table: 'ASC' }, refresh: true },
    );
  }

  /** Every round's clock, by round. */
  rounds(tournament: Tournament): Promise<TournamentRound[]> {
    return this.em.find(TournamentRound, { tournament }, { orderBy: { round: 'ASC' }, refresh: true });
  }

  /** When each player who gave a deck list gave it, by player id. */
  async deckListTimes(tournament: Tournament): Promise<Map<number, Date>> {
    // Raw SQL: two columns of each list; its cards are large, and entities loaded in part would stay so.
    const rows = await this.sql<{ player_id: number; submitted_at: Date }>(
      `select l.player_id, l.submitted_at from tournament_deck_lists l
          join tournament_players p on p.id = l.player_id where p.tournament_id = ?`,
      [tournament.id],
    );
    return new Map(rows.map((row) => [row.player_id, new Date(row.submitted_at)]));
  }

  /**
   * Holds the import of TOM's tournament `tomId` until the transaction ends, so a second import waits for the
   * first and then updates what it made.
   */
  async holdTomImport(tomId: string): Promise<void> {
    // Raw SQL: an advisory lock, since before the first import there is no row to lock.
    await this.sql('select pg_advisory_xact_lock(hashtext(?))', [`tom:${tomId}`]);
  }

  /** Rows of `query`, in `em`'s transaction if it has one. */
  private sql<T extends Record<string, unknown> = Record<string, unknown>>(
    query: string,
    params: unknown[] = [],
  ): Promise<T[]> {
    return this.em.getConnection().execute<T[]>(query, params, 'all', this.em.getTransactionContext());
  }
}
