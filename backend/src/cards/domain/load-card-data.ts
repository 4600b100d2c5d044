/**
 * Reads a pokemon-tcg-data folder (sets/en.json, cards/en/<setId>.json) into CardRecords.
 * Plain node:fs, so the importer and the tests share it. The upstream files are not uniform (the newest sets use
 * numeric hp, cost strings such as 'GGCC', '[Ability] ' name prefixes, 'Basic Stage'), so each card is normalised.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type {
  CardAbility,
  CardAttack,
  CardRecord,
  SetRecord,
  Supertype,
  TypeModifier,
} from './card-record.js';
import { parseEnergyType } from '@club/rules';
import { repairCards, type CardRepair } from './card-repairs.js';

type Raw = Record<string, unknown>;

export interface CardData {
  sets: SetRecord[];
  cards: CardRecord[];
  /** What the loader repaired (card-repairs.ts). */
  repairs: CardRepair[];
}

export interface SetCards {
  set: SetRecord;
  cards: CardRecord[];
  repairs: CardRepair[];
}

/**
 * Every set of the folder with its cards, normalised and repaired, set by set (in sets/en.json order) so an
 * importer can show progress.
 */
export async function* readCardDataBySet(dir: string): AsyncGenerator<SetCards> {
  const sets = await readSets(dir);
  const cardFiles = new Set(await readdir(join(dir, 'cards', 'en')));
  for (const set of sets) {
    const file = `${set.id}.json`;
    if (!cardFiles.has(file)) continue;
    const raw = JSON.parse(await readFile(join(dir, 'cards', 'en', file), 'utf8')) as unknown;
    yield { set, ...repairCards(toCardRecords(Array.isArray(raw) ? (raw as Raw[]) : [], set)) };
  }
}

export async function loadCardData(dir: string): Promise<CardData> {
  const sets: SetRecord[] = [];
  const cards: CardRecord[] = [];
  const repairs: CardRepair[] = [];
  for await (const chunk of readCardDataBySet(dir)) {
    sets.push(chunk.set);
    cards.push(...chunk.cards);
    repairs.push(...chunk.repairs);
  }
  return { sets, cards, repairs };
}

export async function readSets(dir: string): Promise<SetRecord[]> {
  const raw = JSON.parse(await readFile(join(dir, 'sets', 'en.json'), 'utf8')) as unknown;
  return (Array.isArray(raw) ? (raw as Raw[]) : []).map(toSetRecord);
}

export function toSetRecord(raw: Raw): SetRecord {
  return {
    id: text(raw.id),
    name: text(raw.name),
    series: text(raw.series),
    ptcgoCode: optionalText(raw.ptcgoCode),
    releaseDate: isoDate(raw.releaseDate),
    printedTotal: Number(raw.printedTotal) || 0,
    total: Number(raw.total) || 0,
  };
}

/** Normalises the raw cards of one set file; duplicate ids keep their first occurrence. */
export function toCardRecords(rawCards: Raw[], set: SetRecord): CardRecord[] {
  const seen = new Set<string>();
  const unique = rawCards.filter((raw) => {
    const id = text(raw.id);
    if (!id || seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  // Newer files give a Stage 2 only its Basic ('baseEvolution'); the Stage 1 names it in 'evolvesInto'.
  const evolvesIntoIndex = new Map<string, string>();
  for (const raw of unique) {
    for (const target of textList(raw.evolvesInto)) evolvesIntoIndex.set(target, text(raw.name));
  }
  return unique.map((raw) => toCardRecord(raw, set, evolvesIntoIndex));
}

export function toCardRecord(
  raw: Raw,
  set: SetRecord,
  evolvesIntoIndex = new Map<string, string>(),
): CardRecord {
  const supertype = toSupertype(raw.supertype);
  const subtypes = normaliseSubtypes(textList(raw.subtypes));
  const name = text(raw.name).trim();
  const hp = Number(raw.hp);
  const images = (raw.images ?? {}) as Raw;
  return {
    id: text(raw.id),
    setId: set.id,
    setName: set.name,
    setPtcgoCode: set.ptcgoCode,
    setSeries: set.series,
    setReleaseDate: set.releaseDate,
    name,
    supertype,
    subtypes,
    hp: supertype === 'Pokémon' && hp > 0 ? hp : null,
    types: textList(raw.types).map(typeName),
    evolvesFrom: optionalText(raw.evolvesFrom) ?? inferEvolvesFrom(raw, subtypes, name, evolvesIntoIndex),
    rules: textList(raw.rules),
    abilities: records(raw.abilities).map(toAbility),
    attacks: records(raw.attacks).map(toAttack),
    weaknesses: modifiers(raw.weaknesses),
    resistances: modifiers(raw.resistances),
    retreatCost: textList(raw.retreatCost).map(typeName),
    number: text(raw.number),
    rarity: normaliseRarity(optionalText(raw.rarity)),
    regulationMark: optionalText(raw.regulationMark),
    images: { small: text(images.small), large: text(images.large) },
    nationalPokedexNumbers: Array.isArray(raw.nationalPokedexNumbers)
      ? raw.nationalPokedexNumbers.map(Number).filter(Number.isFinite)
      : [],
    artist: optionalText(raw.artist),
    flavorText: optionalText(raw.flavorText),
  };
}

function inferEvolvesFrom(raw: Raw, subtypes: string[], name: string, evolvesInto: Map<string, string>) {
  if (subtypes.includes('Stage 1')) return optionalText(raw.baseEvolution) ?? evolvesInto.get(name) ?? null;
  if (subtypes.includes('Stage 2')) return evolvesInto.get(name) ?? null;
  return null;
}

const SUBTYPE_ALIASES: Record<string, string> = {
  'Basic Stage': 'Basic',
  Tool: 'Pokémon Tool',
  'Special Energy': 'Special',
};

function normaliseSubtypes(subtypes: string[]): string[] {
  return [...new Set(subtypes.map((subtype) => SUBTYPE_ALIASES[subtype] ?? subtype))];
}

/** 'DoubleRare' → 'Double Rare', as the other files spell it. */
function normaliseRarity(rarity: string | null): string | null {
  if (!rarity || rarity.includes(' ')) return rarity;
  return rarity.replace(/([a-z])([A-Z])/g, '$1 $2');
}

function toSupertype(value: unknown): Supertype {
  const raw = text(value);
  if (raw === 'Trainer' || raw === 'Energy') return raw;
  return 'Pokémon';
}

function toAbility(raw: Raw): CardAbility {
  const prefixed = /^\[([^\]]+)\]\s*(\S.*)?$/.exec(text(raw.name));
  return {
    name: prefixed ? (prefixed[2] ?? '') : text(raw.name),
    text: text(raw.text),
    type: optionalText(raw.type) ?? prefixed?.[1] ?? 'Ability',
  };
}

function toAttack(raw: Raw): CardAttack {
  const cost = (
    Array.isArray(raw.cost)
      ? textList(raw.cost)
      : [...text(raw.cost)].map((symbol) => parseEnergyType(symbol) ?? symbol)
  )
    .filter((type) => type !== 'Free')
    .map(typeName);
  return {
    name: text(raw.name),
    cost,
    convertedEnergyCost: Number(raw.convertedEnergyCost) || cost.length,
    damage: fixMojibake(text(raw.damage)),
    text: text(raw.text),
  };
}

/** Weakness and Resistance entries; the newest files have some without a type. */
function modifiers(value: unknown): TypeModifier[] {
  return records(value)
    .map((raw) => ({ type: typeName(text(raw.type)), value: fixMojibake(text(raw.value)) }))
    .filter((modifier) => modifier.type !== '');
}

/** The newest files write 'Dark' for Darkness. */
function typeName(type: string): string {
  return type === 'Dark' ? 'Darkness' : type;
}

/** '×' read as Latin-1 ('Ã' + U+0097) in a few cards of the newest files. */
function fixMojibake(value: string): string {
  return value.replace(/\u00c3\u0097?/g, '×');
}

function isoDate(value: unknown): string | null {
  const match = /^(\d{4})[/-](\d{2})[/-](\d{2})/.exec(text(value));
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function optionalText(value: unknown): string | null {
  const result = text(value).trim();
  return result === '' ? null : result;
}

function textList(value: unknown): string[] {
  return Array.isArray(value) ? value.map(text).filter((item) => item !== '') : [];
}

function records(value: unknown): Raw[] {
  return Array.isArray(value)
    ? value.filter((item): item is Raw => typeof item === 'object' && item !== null)
    : [];
}
