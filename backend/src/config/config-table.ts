import { documented, environmentSchema } from './config-schema.js';

/** README.md's configuration table sits between these two lines; `npm run docs:config` rewrites it. */
export const TABLE_START = '<!-- config-table:start -->';
export const TABLE_END = '<!-- config-table:end -->';

/** The variables of environmentSchema as a Markdown table, its columns padded as Prettier pads them. */
export function configTable(): string {
  const rows = Object.entries(environmentSchema.shape).map(([name, schema]) => {
    const doc = documented.get(schema);
    if (!doc) throw new Error(`${name} has no description in config-schema.ts`);
    return [`\`${name}\``, doc.defaultText, doc.meaning];
  });
  const header = ['variable', 'default', 'meaning'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** The README with its configuration table (between the markers) generated afresh; the rest kept as it is. */
export function withConfigTable(readme: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`README.md lacks the lines ${TABLE_START} and ${TABLE_END}`);
  return `${readme.slice(0, start + TABLE_START.length)}\n\n${configTable()}\n\n${readme.slice(end)}`;
}
