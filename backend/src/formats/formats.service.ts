import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import { NotifiedCache } from '../caching/notified-cache.js';
import { announce } from '../database/announce.js';
import { DatabaseNotifications } from '../database/notifications/database-notifications.js';
import type { FormatCode, FormatDefinition } from './domain/format-definition.js';
import type { UpdateFormatDto } from './dto/format.dto.js';
import { FORMATS_CHANGED } from './formats.tokens.js';
import { GameFormat } from './game-format.entity.js';

type Definitions = Record<FormatCode, FormatDefinition>;

/** What else must change with a format, in the same transaction (cards recompute every print's legality). */
export type FormatChangeEffect = (em: EntityManager) => Promise<void>;

/**
 * The game formats. Their definitions are read on every deck shown, and change a few times a year: they are kept
 * until PostgreSQL announces a format change (from any server) and never while notifications are down.
 */
@Injectable()
export class FormatsService {
  private readonly kept: NotifiedCache<'every format', Definitions>;
  private readonly effects: FormatChangeEffect[] = [];

  constructor(
    private readonly em: EntityManager,
    notifications: DatabaseNotifications,
  ) {
    this.kept = new NotifiedCache(notifications, { channels: [FORMATS_CHANGED], max: 1 });
  }

  /**
   * Runs `effect` inside the transaction of every format change. The features that depend on formats register
   * here, so formats depend on none of them (cards: legality).
   */
  onChange(effect: FormatChangeEffect): void {
    this.effects.push(effect);
  }

  /** Every format's definition (read-only: shared by every caller). */
  definitions(): Promise<Definitions> {
    return this.kept.getOrBuild('every format', () => this.em.fork().getRepository(GameFormat).definitions());
  }

  async list(): Promise<FormatDefinition[]> {
    return Object.values(await this.definitions());
  }

  async get(code: FormatCode): Promise<FormatDefinition> {
    return (await this.definitions())[code];
  }

  /** Changes a format and, in the same transaction, whatever depends on it; every server hears of it on commit. */
  async update(code: string, changes: UpdateFormatDto): Promise<FormatDefinition> {
    if (code !== 'standard' && code !== 'expanded')
      throw new NotFoundException('The formats are standard and expanded.');
    const updated = await this.em.transactional(async (em) => {
      const format = await em.getRepository(GameFormat).forChange(code);
      // DTO instances carry every declared key; only the ones sent change the format.
      const sent = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      format.rules = { ...format.rules, ...sent };
      await em.flush();
      for (const effect of this.effects) await effect(em);
      await announce(em, FORMATS_CHANGED);
      return format.toDefinition();
    });
    // This server's next read sees the change at once, before the notification comes back.
    this.kept.forget();
    return updated;
  }
}
