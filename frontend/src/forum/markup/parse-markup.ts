/**
 * The forum's markup (spec 2 §2): **bold**, *italic*, __underline__ and line breaks, read into a tree that
 * Markup.tsx renders as React elements. Everything else is text: there is no HTML, no link and no escape
 * hatch, so what a member types can only ever be shown, never run.
 *
 * Rules, chosen to be predictable for people who never read them:
 * - a marker opens only before a non-space and closes only after a non-space, so `2 * 3 * 4` stays as typed;
 * - a marker with no partner on the same line is shown as typed (`**unfinished`);
 * - styles nest (`**bold *and italic***`), but a style never opens inside itself;
 * - markup never spans a line break.
 */

export type MarkupStyle = 'bold' | 'italic' | 'underline';

export type MarkupNode =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'break' }
  | { readonly kind: MarkupStyle; readonly children: readonly MarkupNode[] };

/** Longer markers first, so `**` is read as bold before `*` as italic. */
const MARKERS: readonly { marker: string; style: MarkupStyle }[] = [
  { marker: '**', style: 'bold' },
  { marker: '__', style: 'underline' },
  { marker: '*', style: 'italic' },
];

const isSpace = (char: string | undefined) => char === undefined || /\s/u.test(char);

/** A run of one marker character (`***`) within a span: read whole, as markers are. */
interface Run {
  readonly start: number;
  readonly end: number;
}

/**
 * Where spans close within one part of a line. A closing `*` takes the last star of an odd run (the rest pair
 * up inside, as in `*a **b***`), a closing `**` or `__` the last two of a run of two or more; the character
 * before it must not be a space. Runs are found once per part, so a line full of markers that never close is
 * still read in about linear time (a forum page shows twenty posts of up to 5000 characters).
 */
class Closers {
  private readonly runs = new Map<string, Run[]>();
  /** Per marker: for each run, the index of the first run from there on that can close it (or -1). */
  private readonly firstClosing = new Map<string, number[]>();

  constructor(
    private readonly line: string,
    private readonly start: number,
    private readonly end: number,
  ) {}

  /** Where the span opened by `marker`, its inside starting at `from`, closes; -1 when it never does. */
  closerOf(marker: string, from: number): number {
    const char = marker[0];
    const at = from + 1; // the inside is never empty
    if (at >= this.end) return -1;
    const runs = this.runsOf(char);
    // The inside may begin in the middle of a run (`***x***`): that part of the run is read on its own.
    if (this.line[at] === char && this.line[at - 1] === char) {
      const run = runs[this.runIndex(runs, (candidate) => candidate.end > at - 1)];
      const partial = this.closingAt(marker, { start: at, end: run.end });
      if (partial !== -1) return partial;
    }
    const index = this.runIndex(runs, (candidate) => candidate.start >= at);
    const closing = this.firstClosingOf(marker)[index] ?? -1;
    return closing === -1 ? -1 : this.closingAt(marker, runs[closing]);
  }

  private closingAt(marker: string, run: Run): number {
    const length = run.end - run.start;
    const fits = marker.length === 1 ? length % 2 === 1 : length >= marker.length;
    const closeAt = run.end - marker.length;
    return fits && !isSpace(this.line[closeAt - 1]) ? closeAt : -1;
  }

  /** The index of the first run for which `after` holds (runs.length when none); runs are in order. */
  private runIndex(runs: readonly Run[], after: (run: Run) => boolean): number {
    let low = 0;
    let high = runs.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (after(runs[middle])) high = middle;
      else low = middle + 1;
    }
    return low;
  }

  private runsOf(char: string): Run[] {
    let runs = this.runs.get(char);
    if (runs) return runs;
    runs = [];
    for (let at = this.line.indexOf(char, this.start); at !== -1 && at < this.end;) {
      let end = at;
      while (end < this.end && this.line[end] === char) end++;
      runs.push({ start: at, end });
      at = this.line.indexOf(char, end);
    }
    this.runs.set(char, runs);
    return runs;
  }

  private firstClosingOf(marker: string): number[] {
    let first = this.firstClosing.get(marker);
    if (first) return first;
    const runs = this.runsOf(marker[0]);
    first = new Array<number>(runs.length);
    let next = -1;
    for (let index = runs.length - 1; index >= 0; index--) {
      if (this.closingAt(marker, runs[index]) !== -1) next = index;
      first[index] = next;
    }
    this.firstClosing.set(marker, first);
    return first;
  }
}

const MARKER_CHAR = /[*_]/g;

function nextMarkerChar(line: string, from: number, end: number): number {
  MARKER_CHAR.lastIndex = from;
  const found = MARKER_CHAR.exec(line);
  return found && found.index < end ? found.index : end;
}

function parseSpan(line: string, start: number, end: number, open: ReadonlySet<MarkupStyle>): MarkupNode[] {
  const closers = new Closers(line, start, end);
  const nodes: MarkupNode[] = [];
  let text = '';
  let at = start;
  while (at < end) {
    const span = spanAt(line, at, start, end, open, closers);
    if (!span) {
      // Plain text up to the next star or underscore, where a span might open.
      const next = nextMarkerChar(line, at + 1, end);
      text += line.slice(at, next);
      at = next;
      continue;
    }
    if (text) nodes.push({ kind: 'text', text });
    text = '';
    const inside = new Set(open).add(span.style);
    nodes.push({ kind: span.style, children: parseSpan(line, span.from, span.to, inside) });
    at = span.to + span.length;
  }
  if (text) nodes.push({ kind: 'text', text });
  return nodes;
}

function spanAt(
  line: string,
  at: number,
  start: number,
  end: number,
  open: ReadonlySet<MarkupStyle>,
  closers: Closers,
) {
  for (const { marker, style } of MARKERS) {
    if (open.has(style) || !line.startsWith(marker, at)) continue;
    // A marker opens at the start of its run of stars or underscores, never from the middle of one.
    if (at > start && line[at - 1] === marker[0]) continue;
    const from = at + marker.length;
    if (from >= end || isSpace(line[from])) continue;
    const to = closers.closerOf(marker, from);
    if (to !== -1) return { style, from, to, length: marker.length };
  }
  return undefined;
}

/** Reads forum text into markup nodes; line breaks (`\n`, `\r\n`, `\r`) become break nodes. */
export function parseMarkup(text: string): MarkupNode[] {
  const nodes: MarkupNode[] = [];
  text.split(/\r\n|\r|\n/).forEach((line, index) => {
    if (index > 0) nodes.push({ kind: 'break' });
    nodes.push(...parseSpan(line, 0, line.length, new Set()));
  });
  return nodes;
}

/** The text a reader sees, markers taken out (for names, summaries and tests). */
export function markupText(nodes: readonly MarkupNode[]): string {
  return nodes
    .map((node) =>
      node.kind === 'text' ? node.text : node.kind === 'break' ? '\n' : markupText(node.children),
    )
    .join('');
}
