import { Inject, Injectable } from '@nestjs/common';
import { NotifiedCache } from '../caching/notified-cache.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { DatabaseNotifications } from '../database/notifications/database-notifications.js';
import type { CardRow } from './card-catalogue.service.js';
import { textBytes } from './card-answers.js';
import { CATALOGUE_CHANGED } from './cards.tokens.js';
import { CardRepository } from './card.repository.js';

/** Names whose prints' ids are kept: a few ids each, so a count bounds them well enough. */
const KEPT_NAMES = 5_000;

/**
 * The catalogue's cards as the card search and other features read them (the deck builder and importer). Rows
 * asked for by id are kept within a budget of bytes, the most recently used first, so a page of results or a deck
 * is put together from rows already read and parsed; forgotten whenever PostgreSQL announces a change to the
 * catalogue (imports, format changes: legality), or notifications stop. Kept rows are shared: read, never change.
 */
@Injectable()
export class CardRowsService {
  private readonly kept: NotifiedCache<string, CardRow>;
  /** Name lookup key → the ids of every print with that name (the reprint rule asks for them on every deck). */
  private readonly printIds: NotifiedCache<string, readonly string[]>;

  constructor(
    private readonly cards: CardRepository,
    notifications: DatabaseNotifications,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.kept = new NotifiedCache(notifications, {
      channels: [CATALOGUE_CHANGED],
      // Half the search budget: whole answers are kept by @PublicCached besides.
      maxBytes: Math.max(1, config.searchCacheBytes / 2),
      // An object weighs about twice its JSON text.
      bytesOf: (row) => 2 * textBytes(JSON.stringify(row)),
    });
    this.printIds = new NotifiedCache(notifications, { channels: [CATALOGUE_CHANGED], max: KEPT_NAMES });
  }

  /** The cards with these ids, in the order given (unknown ids are left out). */
  async byIds(ids: readonly string[]): Promise<CardRow[]> {
    const rows = await this.kept.getMany(ids, (missing) => this.load(missing));
    return ids.flatMap((id) => {
      const row = rows.get(id);
      return row ? [row] : [];
    });
  }

  /** Every print whose name has one of these lookup keys (cards/domain/card-name.ts), read as byIds reads. */
  async byNameKeys(keys: readonly string[]): Promise<CardRow[]> {
    const printIds = await this.printIds.getMany(keys, (missing) => this.loadPrintIds(missing));
    return this.byIds(keys.flatMap((key) => printIds.get(key) ?? []));
  }

  /** Every print a (set, number) pair can point at, leading zeros and promo prefixes aside. */
  bySetNumbers(pairs: readonly { setId: string; number: string }[]): Promise<CardRow[]> {
    if (!pairs.length) return Promise.resolve([]);
    return this.cards.bySetNumbers(pairs);
  }

  private async loadPrintIds(keys: readonly string[]): Promise<Map<string, readonly string[]>> {
    const rows = await this.cards.printIds(keys);
    // A name with no prints is kept too: it is asked for again on every read of the deck that holds it.
    const loaded = new Map<string, readonly string[]>(keys.map((key) => [key, []]));
    for (const row of rows) loaded.set(row.name_key, row.ids);
    return loaded;
  }

  private async load(ids: readonly string[]): Promise<Map<string, CardRow>> {
    const rows = await this.cards.rows(ids);
    return new Map(rows.map((row) => [row.data.id, row]));
  }
}
