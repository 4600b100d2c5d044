/**
 * "Same game text" for the reprint rule. Two prints are the same card when their gameTextKey is equal:
 * - every card: the name identity of card-name.ts and the rule-relevant subtypes (ACE SPEC, Radiant, Tera, …);
 * - Pokémon: stage, HP, types, abilities (name and text), attacks (name, cost, damage, text), weakness,
 *   resistance and retreat cost;
 * - Trainers: the kind (Item, Supporter, Stadium, Tool, …) and the rules text;
 * - Energy: basic Energy by type; special Energy by its rules text.
 * Text is compared after removing what does not change play: reminder lines ("You may play only 1 Supporter card
 * during your turn.", rule-box reminders), reminder text in parentheses, markup, letter case, accents, punctuation,
 * spacing, energy symbols versus words, and the modern rewording of "his or her" to "their" and "Shuffle your deck
 * afterward." to "Then, shuffle your deck.". Any other wording difference counts as different game text.
 */
import type { CardRecord } from './card-record.js';
import { cardNameKey } from './card-name.js';
import { ENERGY_SYMBOLS, type EnergySymbol } from '@club/rules';
import { basicEnergyTypeOf } from './basic-energy.js';

const RULE_RELEVANT_SUBTYPES = [
  'ACE SPEC',
  'Radiant',
  'Prism Star',
  'Tera',
  'Ancient',
  'Future',
  'Ultra Beast',
  'Fusion Strike',
  'Single Strike',
  'Rapid Strike',
  'Team Plasma',
];

const POKEMON_STAGES = [
  'Basic',
  'Stage 1',
  'Stage 2',
  'BREAK',
  'VMAX',
  'VSTAR',
  'V-UNION',
  'MEGA',
  'Level-Up',
  'Restored',
];
const TRAINER_KINDS = ['Item', 'Supporter', 'Stadium', 'Pokémon Tool F', 'Pokémon Tool', 'Technical Machine'];

/** Lines printed on many cards that explain a card class rather than this card's effect. */
const REMINDER_LINES: RegExp[] = [
  /^you may play (only 1|any number|as many)\b/,
  /^you can play only one supporter card each turn/,
  /^attach a pokemon tool to 1 of your pokemon that doesn'?t already have/,
  /^you may attach any number of pokemon tools/,
  /^(this (card|stadium) stays in play|you may play only 1 stadium card)/,
  /^(ace spec: )?you can'?t have more than 1 (ace spec|pokemon star)/,
  /\brule:/,
  /^when (pokemon-ex|this pokemon) has been knocked out, your opponent takes/,
  /^(tera: )?as long as this pokemon is on your bench, prevent all damage done to this pokemon by attacks/,
  /^you may have up to 4 basic pokemon cards in your deck with unown/,
];

// Keys are pure functions of a record; legality checks ask for the same prints many times.
const keyCache = new WeakMap<CardRecord, string>();

export function gameTextKey(card: CardRecord): string {
  let key = keyCache.get(card);
  if (key === undefined) {
    key = computeGameTextKey(card);
    keyCache.set(card, key);
  }
  return key;
}

function computeGameTextKey(card: CardRecord): string {
  const name = cardNameKey(card.name);
  const flags = RULE_RELEVANT_SUBTYPES.filter((subtype) => card.subtypes.includes(subtype)).join(',');
  if (card.supertype === 'Energy') {
    const basicType = basicEnergyTypeOf(card);
    return basicType ? `E|basic|${basicType}` : `E|${name}|${flags}|${rulesKey(card)}`;
  }
  if (card.supertype === 'Trainer') {
    const kind = TRAINER_KINDS.find((candidate) => card.subtypes.includes(candidate)) ?? 'Trainer';
    return `T|${name}|${kind}|${flags}|${rulesKey(card)}`;
  }
  const stage = POKEMON_STAGES.find((candidate) => card.subtypes.includes(candidate)) ?? '';
  const abilities = card.abilities.map(
    (ability) => `${normaliseGameText(ability.name)}:${normaliseGameText(ability.text)}`,
  );
  const attacks = card.attacks.map((attack) =>
    [
      normaliseGameText(attack.name),
      attack.cost.map(costLetter).sort().join(''),
      attack.damage.replace(/\s+/g, '').replace(/[x×]/gi, 'x'),
      normaliseGameText(attack.text),
    ].join(':'),
  );
  return [
    'P',
    name,
    stage,
    flags,
    card.hp ?? '',
    [...card.types].sort().join(','),
    abilities.join(';'),
    attacks.join(';'),
    card.weaknesses.map((w) => `${w.type}${w.value.replace(/[x×]/gi, 'x')}`).join(','),
    card.resistances.map((r) => `${r.type}${r.value}`).join(','),
    card.retreatCost.length,
    rulesKey(card),
  ].join('|');
}

/**
 * Whether the data gives the card's game text at all: some prints come without it (the Ascended Heroes
 * Supporters), and such a print cannot be told apart from the other cards of its name by text.
 */
export function hasGameText(card: CardRecord): boolean {
  if (card.supertype === 'Pokémon') return card.attacks.length > 0 || card.abilities.length > 0;
  return basicEnergyTypeOf(card) !== undefined || effectLines(card).length > 0;
}

/** The card's own rules lines, reminder lines left out. */
export function effectLines(card: CardRecord): string[] {
  return card.rules.filter((line) => {
    const plain = plainLower(line);
    return !REMINDER_LINES.some((pattern) => pattern.test(plain));
  });
}

/** Lower-case, accent-free, markup-free text with energy symbols as words; punctuation and spacing kept. */
export function plainLower(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/<[^<>]*>/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(
      /[{[]([a-z])[}\]]/gi,
      (_match, symbol: string) => ENERGY_SYMBOLS[symbol.toUpperCase() as EnergySymbol] ?? symbol,
    )
    .replace(/\{ex\}/gi, 'ex')
    .replace(/\bv_atk\b/gi, 'V')
    .toLowerCase();
}

export function normaliseGameText(text: string): string {
  let result = plainLower(text);
  for (let previous = ''; previous !== result;) {
    previous = result;
    result = result.replace(/\([^()]*\)/g, ' ');
  }
  return result
    .replace(/\bhis or her\b/g, 'their')
    .replace(/\bhe or she\b/g, 'they')
    .replace(/\bhim or her\b/g, 'them')
    .replace(/\bshuffle (their|your) deck afterward\b/g, 'then, shuffle $1 deck')
    .replace(/[^a-z0-9]+/g, '');
}

function rulesKey(card: CardRecord): string {
  return normaliseGameText(effectLines(card).join(' '));
}

function costLetter(type: string): string {
  const entry = Object.entries(ENERGY_SYMBOLS).find(([, name]) => name === type);
  return entry ? entry[0] : type.slice(0, 1);
}
