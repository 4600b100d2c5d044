/**
 * CSV as RFC 4180 writes it (CRLF, fields quoted when they hold a comma, quote or line break). A text field that
 * a spreadsheet would read as a formula (=, +, -, @ first) gets a leading apostrophe, so a player's name cannot
 * run code in the organiser's spreadsheet.
 */
export type CsvValue = string | number | boolean | null;

const FORMULA_START = /^[=+\-@\t\r]/;

function field(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
