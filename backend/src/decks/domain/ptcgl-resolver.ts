/**
 * Turns parsed PTCGL lines into deck entries, as PTCGL itself reads a list: a card line resolves to the print its
 * set code and number point at when that print has the line's name (spelling, accents and the data's labels aside:
 * card-name.ts). Otherwise the name decides: reprints of one card are one card, and the newest preferred print is
 * taken (the caller prefers prints legal in the deck's format); a name shared by different cards (different name
 * or game text) is never guessed: the line comes back unresolved with its candidates, unless exactly one of them is
 * preferred, which a note then says. Basic Energy resolves by type in every written form, PTCGL's own basic Energy
 * numbers included ("Energy 2", "Fire Energy 2": 1 Grass … 8 Metal, the numbers of SVE). Every line that is not
 * blank, a header, a total or a resolved card comes back in `unresolved` with its reason; fallbacks are explained
 * in `notes`.
 */
import type { CardRecord } from '../../cards/domain/card-record.js';
import { displayName, lookupNameKey, spelledName, spellingKey } from '../../cards/domain/card-name.js';
import { basicEnergyTypeOf } from '../../cards/domain/basic-energy.js';
import { BASIC_ENERGY_TYPES, parseEnergyType, type EnergyType } from '@club/rules';
import type { CardLookup } from './card-lookup.js';
import { comparePrints, newestPreferred, sameCards } from './card-prints.js';
import { DECK_SECTIONS, sectionOf, type DeckSection } from './deck-entry.js';
import { parsePtcgl, type PtcglCardLine, type PtcglLine } from './ptcgl-parser.js';

export interface ImportedCard {
  id: string;
  section: DeckSection;
  count: number;
}

export interface UnresolvedLine {
  line: number;
  text: string;
  reason: string;
  /** For a name shared by different cards: one print of each (the newest), for the member to choose from. */
  candidates?: string[];
  /** With candidates, the line as read: what the member's choice of print is stored under, and the count to add. */
  written?: WrittenCard;
}

export interface WrittenCard {
  count: number;
  name: string;
  setCode: string | null;
  number: string | null;
}

export interface ImportNote {
  line: number;
  text: string;
  id: string;
  note: string;
}

export interface PtcglImport {
  sections: Record<DeckSection, ImportedCard[]>;
  unresolved: UnresolvedLine[];
  notes: ImportNote[];
}

export interface ResolveOptions {
  /** Preferred prints when a name has several (e.g. legal in the deck's format); the newest preferred one wins. */
  isPreferred?: (card: CardRecord) => boolean;
  /** What "preferred" means, for notes: 'legal in Standard'. */
  preferredAs?: string;
  /**
   * The print the member chose earlier for a line like this one (print-choice-key.ts), if any. It settles a name
   * shared by different cards when it is one of the line's prints; it never overrides a set code and number.
   */
  chosenPrint?: (line: PtcglCardLine) => string | undefined;
}

type Resolution = { card: CardRecord; note?: string } | { reason: string; candidates?: string[] };

const PTCGL_ENERGY_SET = 'sve';
const CANDIDATES_SHOWN = 6;
/** A deck has 60 cards; card lines past this many are not looked up, so one pasted list costs a bounded few queries. */
export const MAX_CARD_LINES = 100;
const TOO_MANY_CARD_LINES = `Not read: a deck list has at most ${MAX_CARD_LINES} card lines (a deck has 60 cards).`;

export async function importPtcgl(
  text: string,
  lookup: CardLookup,
  options: ResolveOptions = {},
): Promise<PtcglImport> {
  return resolvePtcglLines(parsePtcgl(text), lookup, options);
}

export async function resolvePtcglLines(
  lines: readonly PtcglLine[],
  lookup: CardLookup,
  options: ResolveOptions = {},
): Promise<PtcglImport> {
  const merged = new Map<string, ImportedCard>();
  const unresolved: UnresolvedLine[] = [];
  const notes: ImportNote[] = [];
  let cardLines = 0;
  for (const line of lines) {
    if (line.kind === 'unknown') unresolved.push({ line: line.line, text: line.text, reason: line.reason });
    if (line.kind !== 'card') continue;
    if (++cardLines > MAX_CARD_LINES) {
      unresolved.push({ line: line.line, text: line.text, reason: TOO_MANY_CARD_LINES });
      continue;
    }
    const result = await resolveCardLine(line, lookup, options);
    if ('reason' in result) {
      const { count, name, setCode, number } = line;
      const written = result.candidates ? { written: { count, name, setCode, number } } : {};
      unresolved.push({ line: line.line, text: line.text, ...result, ...written });
      continue;
    }
    const { card } = result;
    if (result.note) notes.push({ line: line.line, text: line.text, id: card.id, note: result.note });
    const entry = merged.get(card.id);
    if (entry) entry.count += line.count;
    else merged.set(card.id, { id: card.id, section: sectionOf(card), count: line.count });
  }
  const sections = Object.fromEntries(
    DECK_SECTIONS.map((section) => [section, [] as ImportedCard[]]),
  ) as Record<DeckSection, ImportedCard[]>;
  for (const entry of merged.values()) sections[entry.section].push(entry);
  return { sections, unresolved, notes };
}

/** Labels some published lists write after a name: "Prime Catcher - ACESPEC", "Water Energy - Basic". */
const WRITTEN_LABEL = /(?<!\s)\s+-\s+(?:ace\s?spec|basic)$/i;

export async function resolveCardLine(
  written: PtcglCardLine,
  lookup: CardLookup,
  options: ResolveOptions = {},
): Promise<Resolution> {
  if (!Number.isInteger(written.count) || written.count < 1)
    return { reason: 'The count must be at least 1.' };
  const line = { ...written, name: written.name.replace(WRITTEN_LABEL, '') };
  const energyType = basicEnergyTypeOfName(line.name);
  if (energyType) return resolveBasicEnergy(line, energyType, lookup, options);

  const code = line.setCode;
  const setIds = code ? await lookup.setIdsForCode(code) : [];
  const key = lookupNameKey(line.name);
  const spelling = spellingKey(line.name);
  let misprint: CardRecord | undefined;
  for (const setId of setIds) {
    const card = line.number ? await lookup.bySetAndNumber(setId, line.number) : undefined;
    // The same name, labels aside ("Battle Compressor"), or the same letters ("Unown Q" for "Unown [Q]").
    if (card && (lookupNameKey(card.name) === key || spellingKey(card.name) === spelling)) return { card };
    misprint ??= card;
  }
  const prints = closestSpelling(line.name, await lookup.byLookupName(key));
  if (prints.length === 0 && !/\benergy$/i.test(line.name)) {
    // Players leave out the word Energy ("4 Double Colorless", "6 Water").
    // A choice is kept under the line as written, without the added word.
    const chosenPrint = options.chosenPrint && (() => options.chosenPrint?.(written));
    const energy = await resolveCardLine({ ...line, name: `${line.name} Energy` }, lookup, {
      ...options,
      chosenPrint,
    });
    if ('card' in energy) {
      const read = `"${line.name}" read as ${energy.card.name} (${energy.card.id})`;
      return { card: energy.card, note: energy.note ? `${read}; ${energy.note}` : `${read}.` };
    }
    if (energy.candidates) return energy;
  }
  if (prints.length === 0) {
    if (misprint) {
      return {
        reason: `${code} ${line.number} is ${misprint.name} in the card data, and no card named "${line.name}" was found.`,
      };
    }
    const unknownCode =
      code && setIds.length === 0 ? ` (set code ${code} is not in the card data either)` : '';
    return { reason: `No card named "${line.name}" was found${unknownCode}.` };
  }
  const inSet = prints.filter((card) => setIds.includes(card.setId));
  const where = code ? whereNote(line, code, setIds, misprint) : undefined;
  const chosen = options.chosenPrint?.(written);
  return chooseCard(line.name, inSet.length > 0 ? inSet : prints, where, lookup, options, chosen);
}

/**
 * Of the prints a name may mean, those spelled most like the line: the exact spelling (case and all, so "Mew ex"
 * is not "Mew-EX"), else the same letters and digits ("Porygon 2", "Pokegear 3.0"), else every print whose name
 * only differs by the data's labels ("Battle Compressor" for "Battle Compressor Team Flare Gear").
 */
function closestSpelling(name: string, prints: CardRecord[]): CardRecord[] {
  const exact = spelledName(name);
  const same = prints.filter((card) => spelledName(card.name) === exact);
  if (same.length > 0) return same;
  const spelling = spellingKey(name);
  const alike = prints.filter((card) => spellingKey(card.name) === spelling);
  return alike.length > 0 ? alike : prints;
}

/**
 * One card (all prints the same card: reprints) → its newest preferred print. Several different cards → the only
 * preferred one if exactly one is, said in a note; otherwise the line is ambiguous and lists one print of each.
 */
function chooseCard(
  name: string,
  prints: CardRecord[],
  where: string | undefined,
  lookup: CardLookup,
  options: ResolveOptions,
  chosenId?: string,
): Resolution {
  const cards = sameCards(prints);
  if (cards.length === 1) {
    const card = newestPreferred(prints, options.isPreferred);
    return { card, note: where ? `${where}; used ${card.name} (${card.id}).` : undefined };
  }
  const chosen = prints.find((card) => card.id === chosenId);
  if (chosen) return { card: chosen, note: `Your earlier choice: used ${chosen.name} (${chosen.id}).` };
  const preferred = options.isPreferred ? prints.filter(options.isPreferred) : [];
  const preferredCards = sameCards(preferred);
  if (preferredCards.length === 1) {
    const card = newestPreferred(preferred, options.isPreferred);
    const why = `"${name}" is ${cards.length} different cards and only one is ${options.preferredAs ?? 'preferred'}`;
    return { card, note: `${where ? `${where}, and ` : ''}${why}: used ${card.name} (${card.id}).` };
  }
  const choices = cards.map((group) => newestPreferred(group, options.isPreferred)).sort(comparePrints);
  const shown = choices
    .slice(0, CANDIDATES_SHOWN)
    .map((card) => `${displayName(card.name)} (${lookup.exportCodeFor(card.setId)} ${card.number})`);
  const more = choices.length > CANDIDATES_SHOWN ? ` and ${choices.length - CANDIDATES_SHOWN} more` : '';
  return {
    reason:
      `${where ? `${where}, and ` : ''}"${name}" is ${choices.length} different cards: ${shown.join(', ')}${more}. ` +
      'Add the set code and number of the one you mean.',
    candidates: choices.map((card) => card.id),
  };
}

/**
 * Basic Energy by type. PTCGL's numbers (its old code "Energy", or a number without a code) point at the SVE
 * print of that number; a set code and number at that print when it is basic Energy of the type, or an old special
 * Energy of the same name ("Darkness Energy N4 1"); otherwise the newest preferred basic print of the type.
 */
async function resolveBasicEnergy(
  line: PtcglCardLine,
  type: EnergyType,
  lookup: CardLookup,
  options: ResolveOptions,
): Promise<Resolution> {
  const prints = (await lookup.byLookupName(lookupNameKey(`${type} Energy`))).filter(
    (card) => basicEnergyTypeOf(card) === type,
  );
  const fallback = (note?: string): Resolution => {
    if (prints.length === 0) return { reason: `No basic ${type} Energy was found in the card data.` };
    const card = newestPreferred(prints, options.isPreferred);
    return { card, note: note ? `${note}; used ${card.name} (${card.id}).` : undefined };
  };
  const code = line.setCode;
  if (line.number && (code === null || code === 'Energy')) {
    const numbered = BASIC_ENERGY_TYPES[Number(line.number) - 1];
    const where = `${code ?? ''} ${line.number}`.trim();
    if (numbered !== type) {
      return fallback(`${where} is not ${type} Energy in PTCGL's basic Energy numbers`);
    }
    const card = await lookup.bySetAndNumber(PTCGL_ENERGY_SET, line.number);
    return card && basicEnergyTypeOf(card) === type ? { card } : fallback();
  }
  if (!code) return fallback();
  const setIds = await lookup.setIdsForCode(code);
  const key = lookupNameKey(line.name);
  let misprint: CardRecord | undefined;
  for (const setId of setIds) {
    const card = line.number ? await lookup.bySetAndNumber(setId, line.number) : undefined;
    if (card && (basicEnergyTypeOf(card) === type || lookupNameKey(card.name) === key)) return { card };
    misprint ??= card;
  }
  const inSet = prints.filter((card) => setIds.includes(card.setId));
  if (inSet.length > 0 && !line.number) return { card: newestPreferred(inSet, options.isPreferred) };
  return fallback(whereNote(line, code, setIds, misprint));
}

function whereNote(
  line: PtcglCardLine,
  code: string,
  setIds: string[],
  misprint: CardRecord | undefined,
): string {
  const where = `${code} ${line.number ?? ''}`.trim();
  if (setIds.length === 0) return `Set code ${code} is not in the card data`;
  if (misprint) return `${where} is ${misprint.name} in the card data`;
  return `${where} is not in the card data`;
}

export function basicEnergyTypeOfName(name: string): EnergyType | undefined {
  const match = /^(?:basic\s+)?(\{[a-z]\}|[a-z]+)\s+energy$/i.exec(name.trim());
  const type = match ? parseEnergyType(match[1]) : undefined;
  return type && BASIC_ENERGY_TYPES.includes(type) && (match?.[1].startsWith('{') || match?.[1].length !== 1)
    ? type
    : undefined;
}
