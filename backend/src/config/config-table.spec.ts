import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { environmentSchema } from './config-schema.js';
import { configTable, withConfigTable } from './config-table.js';

const readme = readFileSync(resolve(import.meta.dirname, '../../../README.md'), 'utf8');

describe("README.md's configuration table", () => {
  it('is the one generated from the schema (run `npm run docs:config` after changing config-schema.ts)', () => {
    expect(withConfigTable(readme)).toBe(readme);
  });

  it('has a row, with its default and meaning, for every variable the server reads', () => {
    const rows = configTable().split('\n').slice(2);
    expect(rows.map((row) => /^\| `(\w+)`/.exec(row)?.[1])).toEqual(Object.keys(environmentSchema.shape));
    for (const row of rows) expect(row.split(' | ').map((cell) => cell.trim())).not.toContain('');
  });
});
