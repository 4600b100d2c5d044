import { Injectable } from '@nestjs/common';
import { playResults, type PlayResults, resultsKey, type TournamentPlay } from '@club/rules';
import { NotifiedCache } from '../caching/notified-cache.js';
import { DatabaseNotifications } from '../database/notifications/database-notifications.js';
import { TOURNAMENTS_CHANGED } from './tournament.entity.js';

/** Tournaments whose standings are kept at once: a day's few, with room to spare. */
const KEPT_TOURNAMENTS = 50;

interface Kept {
  /** What they were computed from (`resultsKey`). */
  key: string;
  results: PlayResults;
}

/**
 * Each tournament's standings and records before each round (`@club/rules` playResults), computed once per
 * change and kept until PostgreSQL announces a change to that tournament (the notification names it). A snapshot
 * read before this server heard of a change can be newer than what is kept, so kept results are used only for
 * the very play they were computed from.
 */
@Injectable()
export class TournamentStandingsService {
  private readonly kept: NotifiedCache<number, Kept>;

  constructor(notifications: DatabaseNotifications) {
    this.kept = new NotifiedCache(notifications, { channels: [], max: KEPT_TOURNAMENTS });
    notifications.on(TOURNAMENTS_CHANGED, (id) => this.kept.forgetTagged(Number(id)));
  }

  /** The results of `play`, tournament `id`'s as just read. */
  resultsOf(id: number, play: TournamentPlay): PlayResults {
    const key = resultsKey(play);
    const kept = this.kept.get(id);
    if (kept?.key === key) return kept.results;
    const since = this.kept.mark();
    const results = playResults(play);
    this.kept.keep(id, { key, results }, since, { tags: [id] });
    return results;
  }
}
