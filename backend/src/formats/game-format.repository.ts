import { type EntityManager, EntityRepository, LockMode } from '@mikro-orm/postgresql';
import { DEFAULT_FORMATS } from './domain/default-formats.js';
import type { FormatCode, FormatDefinition } from './domain/format-definition.js';
import { GameFormat } from './game-format.entity.js';

const FORMAT_CODES = Object.keys(DEFAULT_FORMATS) as FormatCode[];

/** The formats as stored (`em.getRepository(GameFormat)`, so also inside a transaction and outside Nest). */
export class GameFormatRepository extends EntityRepository<GameFormat> {
  /** Every format's definition: as an admin changed it, or its default while nobody has. Reads only. */
  async definitions(): Promise<Record<FormatCode, FormatDefinition>> {
    const stored = new Map((await this.findAll()).map((format) => [format.code, format.toDefinition()]));
    return Object.fromEntries(
      FORMAT_CODES.map((code) => [code, stored.get(code) ?? structuredClone(DEFAULT_FORMATS[code])]),
    ) as Record<FormatCode, FormatDefinition>;
  }

  /** The format's row to change, locked until the transaction ends; written from its default the first time. */
  async forChange(code: FormatCode): Promise<GameFormat> {
    const em = this.getEntityManager();
    const initial = new GameFormat(DEFAULT_FORMATS[code]);
    // Raw SQL: MikroORM's insert has no "on conflict do nothing"; two first changes at once must not collide.
    await em
      .getConnection()
      .execute(
        'insert into formats (code, label, rules, updated_at) values (?, ?, ?::jsonb, now()) on conflict (code) do nothing',
        [code, initial.label, JSON.stringify(initial.rules)],
        'run',
        em.getTransactionContext(),
      );
    return em.findOneOrFail(GameFormat, { code }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }
}

/** Every format's definition, read in `em` (inside its transaction, if any): how other features read formats. */
export function formatDefinitions(em: EntityManager): Promise<Record<FormatCode, FormatDefinition>> {
  return em.getRepository(GameFormat).definitions();
}
