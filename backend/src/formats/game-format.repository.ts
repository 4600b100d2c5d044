import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_FORMATS } from '../cards/domain/default-formats.js';
import type { FormatCode, FormatDefinition } from '../cards/domain/format.js';
import { GameFormat } from './game-format.entity.js';

/** The formats as defined in the database; the defaults are written the first time they are asked for. */
export async function loadFormats(em: EntityManager): Promise<Record<FormatCode, FormatDefinition>> {
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
