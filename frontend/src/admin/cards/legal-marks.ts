/** A regulation mark as the server accepts it: one capital letter. */
export const MARK = /^[A-Z]$/;

export interface ParsedMarks {
  /** The marks in the order typed, each once. */
  readonly marks: string[];
  /** The entries that are not one capital letter, as typed. */
  readonly invalid: string[];
}

/** Reads 'G, H, I' (commas and/or spaces between marks) into marks and the entries that are not marks. */
export function parseMarks(text: string): ParsedMarks {
  const entries = text
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const marks: string[] = [];
  const invalid: string[] = [];
  for (const entry of entries) {
    if (!MARK.test(entry)) invalid.push(entry);
    else if (!marks.includes(entry)) marks.push(entry);
  }
  return { marks, invalid };
}

/** Marks as the field shows them: 'G, H, I'. */
export function formatMarks(marks: readonly string[] | undefined): string {
  return (marks ?? []).join(', ');
}

/** The message next to the marks field, or null when the text is a non-empty list of marks. */
export function marksError(text: string): string | null {
  const { marks, invalid } = parseMarks(text);
  if (invalid.length > 0) {
    const list = invalid.map((entry) => `'${entry}'`).join(', ');
    return `Each regulation mark is one capital letter, e.g. H; ${list} ${invalid.length === 1 ? 'is' : 'are'} not.`;
  }
  if (marks.length === 0) return 'Give at least one regulation mark.';
  return null;
}
