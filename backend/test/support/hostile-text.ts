/**
 * Hostile text for the linear-time tests (docs/adr/0001): long runs of the characters the parsers' patterns key on
 * (whitespace, digits, separators, brackets left open, count marks, card-name marks), between a lead that lets a
 * pattern start and a tail that makes it fail, so a pattern that backtracks tries every split of the run.
 */
import { expect } from '@jest/globals';
import fc from 'fast-check';

/** What runs are made of. */
export const HOSTILE_UNITS: readonly string[] = [
  ' ',
  '\t',
  '\u00a0',
  ' \t',
  '1',
  '0',
  '1 ',
  '- ',
  ':',
  '：',
  '–',
  '(',
  '( ',
  '[',
  '[ ',
  '{',
  '{R',
  ')',
  '<',
  '/',
  '.',
  ' .',
  'x',
  'x ',
  '×',
  '*',
  '* ',
  '#',
  '•',
  'δ',
  ' ★',
  'δ ★ ◇',
  '@',
  'a ',
  'energy ',
  'deck list',
  'cards ',
  'ace spec ',
  ' G',
  '1:1',
  '6.',
  ' am',
];

/** Starts that let a pattern begin (a count, a header word, a total) and ends that make it fail. */
const LEADS: readonly string[] = ['', '4 ', 'Energy', 'Total ', '****', '* 4 x'];
const TAILS: readonly string[] = ['!', ' a)'];

export interface HostileText {
  /** For messages: lead, unit and tail as JSON. */
  name: string;
  /** The text at about this many characters. */
  atLength(length: number): string;
}

function runOf(lead: string, unit: string, tail: string): HostileText {
  return {
    name: JSON.stringify([lead, unit, tail]),
    atLength: (length) =>
      lead + unit.repeat(Math.max(1, Math.floor((length - lead.length - tail.length) / unit.length))) + tail,
  };
}

/** Every unit between every lead and tail: one line as long as asked. */
export const HOSTILE_LINES: readonly HostileText[] = LEADS.flatMap((lead) =>
  HOSTILE_UNITS.flatMap((unit) => TAILS.map((tail) => runOf(lead, unit, tail))),
);

/** The same runs cut into lines of `lineLength` characters: what passes a per-line length bound. */
export function asLines(text: HostileText, lineLength: number): HostileText {
  return {
    name: `${text.name} in lines of ${lineLength}`,
    atLength: (length) => {
      const line = text.atLength(lineLength);
      return Array.from({ length: Math.max(1, Math.floor(length / (line.length + 1))) }, () => line).join(
        '\n',
      );
    },
  };
}

/** Random mixtures of long runs (fast-check), for what the fixed families above do not think of. */
export function hostileMixtures(count: number, seed = 24): HostileText[] {
  const chunk = fc.tuple(fc.constantFrom(...HOSTILE_UNITS), fc.integer({ min: 1, max: 400 }));
  const mixture = fc.tuple(fc.constantFrom(...LEADS), fc.array(chunk, { minLength: 1, maxLength: 6 }));
  return fc.sample(mixture, { numRuns: count, seed }).map(([lead, chunks], index) => ({
    name: `mixture ${index}: ${JSON.stringify([lead, chunks])}`,
    atLength: (length) => {
      const once = lead + chunks.map(([unit, times]) => unit.repeat(times)).join('') + '!';
      return once.repeat(Math.ceil(length / once.length)).slice(0, length);
    },
  }));
}

/** The longest text the API takes in one field (deck lists, descriptions). */
export const LONGEST_ACCEPTED = 20_000;
/** The goal: no input keeps the event loop busy longer than this. */
const BUDGET_MS = 50;
/** Each length is four times the one before: linear time grows 4×, quadratic 16×, cubic 64×. */
const LENGTHS = [LONGEST_ACCEPTED / 16, LONGEST_ACCEPTED / 4, LONGEST_ACCEPTED];
/** Growth allowed per step (4× is linear) and noise allowed on top, for a shared, busy machine. */
const GROWTH = 8;
const NOISE_MS = 5;
/** A slow machine scales the budget: a linear parser does at most this many times the baseline's work. */
const BASELINE_FACTOR = 100;

/**
 * The fastest of up to `runs` runs, in milliseconds of this process's CPU time (a busy machine delays a run but does
 * not add to its CPU time), stopping at the first within `limit`: one run within the limit is proof enough. A run
 * far over the limit is not noise and is not repeated.
 */
async function fastestMs(run: () => unknown, limit = 0, runs = 5): Promise<number> {
  let fastest = Infinity;
  for (let i = 0; i < runs && fastest > limit; i++) {
    const started = process.cpuUsage();
    await run();
    const used = process.cpuUsage(started);
    const took = (used.user + used.system) / 1000;
    fastest = Math.min(fastest, took);
    if (took > 20 * limit && limit > 0) break;
  }
  return fastest;
}

/** A few linear passes over the text, timed beside the parser to tell a slow machine from a slow parser. */
function baseline(text: string): number {
  return text
    .split('\n')
    .map((line) => line.trim().toLowerCase().split(' ').reverse().join(' '))
    .join('\n').length;
}

/**
 * Expects `parse` to read every text in linear time: at each length the fastest run stays within the budget, and
 * from one length to the next (4×) time grows at most GROWTH×. Lengths go up only while the parser keeps up, so a
 * super-linear one fails in seconds instead of blocking the test run for hours.
 */
export async function expectLinearTime(
  parse: (text: string) => unknown,
  texts: readonly HostileText[],
): Promise<void> {
  await parse(texts[0].atLength(LENGTHS[0])); // compiled before anything is timed
  for (const text of texts) {
    let previous: number | undefined;
    for (const length of LENGTHS) {
      const input = text.atLength(length);
      const budget = Math.max(BUDGET_MS, BASELINE_FACTOR * (await fastestMs(() => baseline(input))));
      const growth = previous === undefined ? Infinity : GROWTH * previous + NOISE_MS;
      const took = await fastestMs(() => parse(input), Math.min(budget, growth));
      const verdict = { text: text.name, length: input.length, ms: Math.round(took * 10) / 10 };
      expect({ ...verdict, withinBudget: took <= budget }).toEqual({ ...verdict, withinBudget: true });
      expect({ ...verdict, linearGrowth: took <= growth }).toEqual({ ...verdict, linearGrowth: true });
      previous = took;
    }
  }
}
