import { type EntityManager, EntityRepository } from '@mikro-orm/postgresql';
import { DEFAULT_FORMATS } from '../cards/domain/default-formats.js';
import type { FormatCode, FormatDefinition } from '../cards/domain/format.js';
import { GameFormat } from './game-format.entity.js';

/** The formats as stored (`em.getRepository(GameFormat)`, so also inside a transaction and outside Nest). */
export class GameFormatRepository extends EntityRepository<GameFormat> {
  /** Every format's definition; the defaults are written the first time they are asked for. */
  async definitions(): Promise<Record<FormatCode, FormatDefinition>> {
    const em = this.getEntityManager();
    const stored = await em.find(GameFormat, {});
    const missing = (Object.keys(DEFAULT_FORMATS) as FormatCode[]).filter(
      (code) => !stored.some((f) => f.code === code),
    );
    if (missing.length) {
      for (const code of missing) {
        const created = new GameFormat(DEFAULT_FORMATS[code]);
        em.persist(created);
        stored.push(created);
      }
      await em.flush();
    }
    return Object.fromEntries(stored.map((format) => [format.code, format.toDefinition()])) as Record<
      FormatCode,
      FormatDefinition
    >;
  }
}

/** Every format's definition, read in `em` (inside its transaction, if any): how other features read formats. */
export function formatDefinitions(em: EntityManager): Promise<Record<FormatCode, FormatDefinition>> {
  return em.getRepository(GameFormat).definitions();
}
