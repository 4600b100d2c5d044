/**
 * Reads a Pokémon TCG Live (or PTCGO, Limitless) deck list into classified lines. Nothing is dropped: every line
 * comes back as blank, header, total, card or unknown, with its 1-based line number. Header and total numbers are
 * kept for information only; the importer recounts.
 */
import type { DeckSection } from './deck-entry.js';

interface LineBase {
  /** 1-based line number in the pasted text. */
  line: number;
  text: string;
}

export type PtcglLine =
  | (LineBase & { kind: 'blank' })
  /** A list title such as PTCGO's '****** Pokémon Trading Card Game Deck List ******'. */
  | (LineBase & { kind: 'title' })
  | (LineBase & { kind: 'header'; section: DeckSection; statedCount: number | null })
  | (LineBase & { kind: 'total'; statedCount: number })
  | (LineBase & PtcglCardLine & { kind: 'card' })
  | (LineBase & { kind: 'unknown'; reason: string });

export interface PtcglCardLine {
  count: number;
  name: string;
  setCode: string | null;
  number: string | null;
  /** The section of the header above the line, if any (the importer files cards by their supertype). */
  headerSection: DeckSection | null;
}

const SECTION_WORDS: Record<DeckSection, string[]> = {
  pokemon: ['pokémon', 'pokemon', 'ポケモン', '포켓몬', '宝可梦', '寶可夢'],
  trainer: [
    'trainer',
    'trainers',
    'trainer cards',
    'dresseur',
    'dresseurs',
    'entrenador',
    'entrenadores',
    'allenatore',
    'allenatori',
    'treinador',
    'treinadores',
    'トレーナーズ',
    '트레이너스',
    '训练家',
    '訓練家',
  ],
  energy: ['energy', 'énergie', 'energie', 'energía', 'energia', 'エネルギー', '에너지', '能量'],
};

/**
 * A line longer than this is not read at all: the longest real card line is about 60 characters, and a bound keeps
 * the work per line small whatever is pasted.
 */
export const MAX_LINE_LENGTH = 200;

// Every pattern below reads a line whose whitespace is already one space between words and none at the ends, so
// no two quantifiers can share characters: each runs in time linear in the line (docs/adr/0001).
const HEADER_TAIL = /^ ?(?:cards? ?)?(?:[:：\-–—] ?)?(?:\( ?(\d+) ?\)|(\d+))?$/;
const STARRED = /^\*+([^*]+)\*+$/;
const DECK_LIST = /deck ?list/i;
const TOTAL_WORDS = /total|gesamt|insgesamt|合計|合计|총/i;
const TRAILING_NUMBER = /(?<!\d)\d+$/;
const CARD_LINE = /^(?:[*•] ?)?(\d+) ?[x×]? (.+)$/i;
// Limitless writes "(SVI 196)".
const BRACKETED_PRINT = /\( ?([A-Za-z0-9-]+) ([A-Za-z]{0,5}\d{1,4}[a-z]?) ?\)$/;
export const SET_CODE = /^(?:[A-Z][A-Z0-9]{0,6}(?:-[A-Z0-9]{1,5})?|Energy)$/;
// Digits with an optional letter prefix or suffix; a few old prints are numbered 'A', 'ONE', '!' or '?'.
export const CARD_NUMBER = /^(?:[A-Za-z]{0,5}\d{1,4}[a-z]?|[A-Z]{1,5}|[!?])$/;
const ENDS_WITH_ENERGY = /\benergy$/i;

export function parsePtcgl(text: string): PtcglLine[] {
  let headerSection: DeckSection | null = null;
  return text.split(/\r\n|\r|\n/).map((raw, index): PtcglLine => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '') return { kind: 'blank', line, text: raw };
    if (trimmed.length > MAX_LINE_LENGTH) {
      return {
        kind: 'unknown',
        line,
        text: raw,
        reason: `Line too long: a deck list line has at most ${MAX_LINE_LENGTH} characters.`,
      };
    }
    const tidy = trimmed.replace(/\s+/g, ' ');
    if (isTitle(tidy)) return { kind: 'title', line, text: raw };
    // PTCGO wrote headers as '##Pokémon - 12'.
    const header = readHeader(tidy.replace(/^#+ ?/, ''));
    if (header) {
      headerSection = header.section;
      return { kind: 'header', line, text: raw, ...header };
    }
    const total = readTotal(tidy);
    if (total !== null) return { kind: 'total', line, text: raw, statedCount: total };
    const card = readCardLine(tidy);
    if (card) return { kind: 'card', line, text: raw, ...card, headerSection };
    return {
      kind: 'unknown',
      line,
      text: raw,
      reason:
        "Not a card line: expected '<count> <card name> <set code> <number>', e.g. '4 Ultra Ball SVI 196'.",
    };
  });
}

/** '****** Pokémon Trading Card Game Deck List ******': stars around a title naming a deck list, no digit before. */
function isTitle(text: string): boolean {
  const inside = STARRED.exec(text)?.[1] ?? '';
  const at = inside.search(DECK_LIST);
  return at !== -1 && !/\d/.test(inside.slice(0, at));
}

function readHeader(text: string): { section: DeckSection; statedCount: number | null } | null {
  const lower = text.toLowerCase();
  for (const [section, words] of Object.entries(SECTION_WORDS) as [DeckSection, string[]][]) {
    for (const word of words) {
      if (!lower.startsWith(word)) continue;
      const tail = HEADER_TAIL.exec(lower.slice(word.length));
      if (tail) {
        const stated = tail[1] ?? tail[2];
        return { section, statedCount: stated === undefined ? null : Number(stated) };
      }
    }
  }
  return null;
}

function readTotal(text: string): number | null {
  if (/^[\d*•]/.test(text) || !TOTAL_WORDS.test(text)) return null;
  const match = TRAILING_NUMBER.exec(text);
  return match ? Number(match[0]) : null;
}

function readCardLine(text: string): Omit<PtcglCardLine, 'headerSection'> | null {
  const match = CARD_LINE.exec(text);
  if (!match) return null;
  const count = Number(match[1]);
  const rest = match[2].replace(BRACKETED_PRINT, '$1 $2');
  const tokens = rest.split(' ');
  // PTCGL may end a line with "PH" (a print marker the import does not need).
  if (tokens.length > 2 && tokens[tokens.length - 1] === 'PH') tokens.pop();
  if (
    tokens.length > 2 &&
    CARD_NUMBER.test(tokens[tokens.length - 1]) &&
    SET_CODE.test(tokens[tokens.length - 2])
  ) {
    const number = tokens.pop() as string;
    const setCode = tokens.pop() as string;
    // "7 Fire Energy 2": the word Energy ends the name, and the number is PTCGL's basic Energy number. PTCGL's
    // own old export, "Basic {R} Energy Energy 2", names the set "Energy" after the name.
    if (setCode === 'Energy' && !ENDS_WITH_ENERGY.test(tokens.join(' '))) {
      return { count, name: [...tokens, setCode].join(' '), setCode: null, number };
    }
    return { count, name: tokens.join(' '), setCode, number };
  }
  return { count, name: tokens.join(' '), setCode: null, number: null };
}
