/**
 * Turns parsed PTCGL lines into deck entries. A card line resolves by set code and number when the print there has
 * the line's name; otherwise by name alone, taking the newest preferred print (the caller prefers prints legal in
 * the deck's format). Basic Energy resolves by type in any spelling. Every line that is not blank, a header, a
 * total or a resolved card comes back in `unresolved` with its reason; fallbacks are explained in `notes`.
 */
import type { CardRecord } from '../../cards/domain/card-record.js';
import { lookupNameKey } from '../../cards/domain/card-name.js';
import { basicEnergyTypeOf } from '../../cards/domain/basic-energy.js';
import { BASIC_ENERGY_TYPES, parseEnergyType, type EnergyType } from '../../cards/domain/energy-type.js';
import type { CardLookup } from './card-lookup.js';
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
}

type Resolution = { card: CardRecord; note?: string } | { reason: string };

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
  for (const line of lines) {
    if (line.kind === 'unknown') unresolved.push({ line: line.line, text: line.text, reason: line.reason });
    if (line.kind !== 'card') continue;
    const result = await resolveCardLine(line, lookup, options);
    if ('reason' in result) {
      unresolved.push({ line: line.line, text: line.text, reason: result.reason });
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

export async function resolveCardLine(
  line: PtcglCardLine,
  lookup: CardLookup,
  options: ResolveOptions = {},
): Promise<Resolution> {
  if (!Number.isInteger(line.count) || line.count < 1) return { reason: 'The count must be at least 1.' };
  const wanted = nameMatcher(line.name);
  const code = line.setCode && line.setCode !== 'Energy' ? line.setCode : null;
  const setIds = code ? await lookup.setIdsForCode(code) : [];
  let misprint: CardRecord | undefined;
  for (const setId of setIds) {
    const card = line.number ? await lookup.bySetAndNumber(setId, line.number) : undefined;
    if (card && wanted.matches(card)) return { card };
    misprint ??= card;
  }
  const prints = await wanted.prints(lookup);
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
  const card = newestPreferred(inSet.length > 0 ? inSet : prints, options.isPreferred);
  return { card, note: code ? fallbackNote(line, code, setIds, misprint, card) : undefined };
}

function fallbackNote(
  line: PtcglCardLine,
  code: string,
  setIds: string[],
  misprint: CardRecord | undefined,
  card: CardRecord,
): string {
  const where = `${code} ${line.number ?? ''}`.trim();
  if (setIds.length === 0) return `Set code ${code} is not in the card data; used ${card.name} (${card.id}).`;
  if (misprint) return `${where} is ${misprint.name} in the card data; used ${card.name} (${card.id}).`;
  return `${where} is not in the card data; used ${card.name} (${card.id}).`;
}

interface NameMatcher {
  matches(card: CardRecord): boolean;
  prints(lookup: CardLookup): Promise<CardRecord[]>;
}

/** Basic Energy matches by type ("Basic {R} Energy", "Fire Energy", "Basic Fire Energy"); other cards by name. */
function nameMatcher(name: string): NameMatcher {
  const key = lookupNameKey(name);
  const energyType = basicEnergyTypeOfName(name);
  if (energyType) {
    return {
      // Old special Energy cards share the name ("Darkness Energy"): set and number tell them apart.
      matches: (card) => basicEnergyTypeOf(card) === energyType || lookupNameKey(card.name) === key,
      prints: async (lookup) =>
        (await lookup.byLookupName(`${energyType.toLowerCase()} energy`)).filter(
          (card) => basicEnergyTypeOf(card) === energyType,
        ),
    };
  }
  return {
    matches: (card) => lookupNameKey(card.name) === key,
    prints: (lookup) => lookup.byLookupName(key),
  };
}

export function basicEnergyTypeOfName(name: string): EnergyType | undefined {
  const match = /^(?:basic\s+)?(\{[a-z]\}|[a-z]+)\s+energy$/i.exec(name.trim());
  const type = match ? parseEnergyType(match[1]) : undefined;
  return type && BASIC_ENERGY_TYPES.includes(type) && (match?.[1].startsWith('{') || match?.[1].length !== 1)
    ? type
    : undefined;
}

/** Newest set first; within a set the lowest plain number (the regular print before secret rares). */
function newestPreferred(prints: CardRecord[], isPreferred?: (card: CardRecord) => boolean): CardRecord {
  const preferred = isPreferred ? prints.filter(isPreferred) : [];
  const pool = preferred.length > 0 ? preferred : prints;
  return [...pool].sort(comparePrints)[0];
}

function comparePrints(a: CardRecord, b: CardRecord): number {
  const byDate = (b.setReleaseDate ?? '').localeCompare(a.setReleaseDate ?? '');
  if (byDate !== 0) return byDate;
  return numberRank(a.number) - numberRank(b.number) || a.id.localeCompare(b.id);
}

function numberRank(number: string): number {
  const digits = Number(/\d+/.exec(number)?.[0] ?? Number.MAX_SAFE_INTEGER);
  return /^\d/.test(number) ? digits : 100_000 + digits;
}
