import type pg from 'pg';

/** MikroORM's record of applied migrations: a backup names them, a restore re-creates them by migrating. */
export const MIGRATIONS_TABLE = 'mikro_orm_migrations';

export interface TableShape {
  name: string;
  /** The columns a backup carries: every stored one but generated columns, which PostgreSQL computes again. */
  columns: string[];
}

export interface SequenceState {
  name: string;
  /** bigint as text */
  value: string;
  isCalled: boolean;
}

/**
 * Settings that make COPY's text the same on every server and session: instants in UTC, ISO dates, floats exact.
 * Both sides of a backup use them.
 */
export const COPY_SETTINGS =
  "set time zone 'UTC'; set datestyle = 'ISO, YMD'; set intervalstyle = 'postgres'; set extra_float_digits = 3";

/**
 * The app's tables in the connection's schema, read from PostgreSQL's catalogue (so tables added by any feature
 * are found without being named here), ordered so that each comes after the tables its foreign keys point to.
 * Partitions are reached through their parent. The migrations' own table is left out.
 */
export async function tablesInLoadOrder(client: pg.Client): Promise<TableShape[]> {
  const { rows: columns } = await client.query<{ table: string; column: string }>(
    `select c.relname as table, a.attname as column
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where n.nspname = current_schema() and c.relkind in ('r', 'p') and not c.relispartition
        and c.relname <> $1
      order by c.relname, a.attnum`,
    [MIGRATIONS_TABLE],
  );
  const { rows: references } = await client.query<{ table: string; target: string }>(
    `select c.relname as table, t.relname as target
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_class t on t.oid = k.confrelid
      where k.contype = 'f' and k.connamespace = (select oid from pg_namespace where nspname = current_schema())`,
  );
  const shapes = new Map<string, TableShape>();
  for (const { table, column } of columns) {
    const shape = shapes.get(table) ?? { name: table, columns: [] };
    shape.columns.push(column);
    shapes.set(table, shape);
  }
  return loadOrder(shapes, references);
}

/** Tables after those they reference; a table referring to itself is loaded in one COPY, which PostgreSQL allows. */
function loadOrder(
  shapes: Map<string, TableShape>,
  references: { table: string; target: string }[],
): TableShape[] {
  const needs = new Map<string, Set<string>>([...shapes.keys()].map((name) => [name, new Set<string>()]));
  for (const { table, target } of references) {
    if (table !== target && needs.has(table) && shapes.has(target)) needs.get(table)!.add(target);
  }
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  while (placed.size < shapes.size) {
    const ready = [...needs].filter(
      ([name, wanted]) => !placed.has(name) && [...wanted].every((w) => placed.has(w)),
    );
    if (ready.length === 0) {
      const stuck = [...needs.keys()].filter((name) => !placed.has(name));
      throw new Error(
        `The foreign keys between ${stuck.join(', ')} form a cycle: no table can be loaded first.`,
      );
    }
    for (const [name] of ready.sort(([a], [b]) => a.localeCompare(b))) {
      placed.add(name);
      ordered.push(shapes.get(name)!);
    }
  }
  return ordered;
}

/** Every sequence of the schema with its position, so ids go on from where they were (deleted ids stay unused). */
export async function sequenceStates(client: pg.Client): Promise<SequenceState[]> {
  const { rows } = await client.query<{ name: string; last_value: string | null; start_value: string }>(
    `select sequencename as name, last_value, start_value from pg_sequences
      where schemaname = current_schema() order by sequencename`,
  );
  return rows.map((row) => ({
    name: row.name,
    value: row.last_value ?? row.start_value,
    isCalled: row.last_value !== null,
  }));
}

/** The names of the migrations applied, in order; none when the database has no migrations table. */
export async function appliedMigrations(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ present: boolean }>(
    `select to_regclass(quote_ident(current_schema()) || '.' || quote_ident($1)) is not null as present`,
    [MIGRATIONS_TABLE],
  );
  if (!rows[0].present) return [];
  const applied = await client.query<{ name: string }>(`select name from ${MIGRATIONS_TABLE} order by id`);
  return applied.rows.map((row) => row.name);
}

export function quoted(client: pg.Client, names: string[]): string {
  return names.map((name) => client.escapeIdentifier(name)).join(', ');
}
