/**
 * What a card is for the deck rules and the deck metrics. The definitions of search and switch cards are in
 * docs/deck-rules.md; both look only at text a player uses while building their board (Trainer and Energy rules
 * text, Pokémon Abilities), never at attacks:
 * - search card: the text searches your deck (or each player's deck, "their deck") for cards you keep, whether they
 *   go to the hand, the Bench, onto a Pokémon or on top of the deck; a search that only discards does not count;
 * - switch card: the text switches your Active Pokémon with a Benched one, or removes or lowers the Retreat Cost of
 *   your Pokémon (a Pokémon whose Ability frees only its own retreat does not count).
 */
import type { CardRecord } from './card-record.js';
import { effectLines, plainLower } from './game-text.js';

export { basicEnergyTypeOf, isBasicEnergy } from './basic-energy.js';

export function isPokemon(card: CardRecord): boolean {
  return card.supertype === 'Pokémon';
}

/** Basic Pokémon, including the old Baby Pokémon, which are Basic too. */
export function isBasicPokemon(card: CardRecord): boolean {
  return isPokemon(card) && (card.subtypes.includes('Basic') || card.subtypes.includes('Baby'));
}

export function isStage1Pokemon(card: CardRecord): boolean {
  return isPokemon(card) && card.subtypes.includes('Stage 1');
}

export function isStage2Pokemon(card: CardRecord): boolean {
  return isPokemon(card) && card.subtypes.includes('Stage 2');
}

/** Pokémon V, VMAX, VSTAR and V-UNION. */
export function isVPokemon(card: CardRecord): boolean {
  return (
    isPokemon(card) && ['V', 'VMAX', 'VSTAR', 'V-UNION'].some((subtype) => card.subtypes.includes(subtype))
  );
}

export function isGxPokemon(card: CardRecord): boolean {
  return isPokemon(card) && card.subtypes.includes('GX');
}

/** Pokémon ex (including Mega Evolution Pokémon ex) and the older Pokémon-EX. */
export function isExPokemon(card: CardRecord): boolean {
  return isPokemon(card) && (card.subtypes.includes('ex') || card.subtypes.includes('EX'));
}

export function isSupporter(card: CardRecord): boolean {
  return card.supertype === 'Trainer' && card.subtypes.includes('Supporter');
}

export function isAceSpec(card: CardRecord): boolean {
  return (
    card.subtypes.includes('ACE SPEC') ||
    /\bace spec\b|^rare ace$/i.test(card.rarity ?? '') ||
    card.rules.some((line) => /^ace spec\b/i.test(line))
  );
}

export function isRadiant(card: CardRecord): boolean {
  return isPokemon(card) && (card.subtypes.includes('Radiant') || /^Radiant /.test(card.name));
}

export function isPrismStar(card: CardRecord): boolean {
  return card.subtypes.includes('Prism Star') || card.name.includes('◇');
}

/** Cards whose own text lifts the 4-copy limit ("You may have as many of this card in your deck as you like."). */
export function allowsAnyNumberOfCopies(card: CardRecord): boolean {
  return [...card.rules, ...card.abilities.map((ability) => ability.text)].some((text) =>
    /as many of this card in your deck as you like|any number of (?:copies of )?this card in your deck/i.test(
      text,
    ),
  );
}

const SEARCH_DECK = /\bsearch (?:your|their) deck\b/;
const SEARCH_TO_DISCARD = /\bsearch (?:your|their) deck for [^.]*?\band discard them\b/;

export function isSearchCard(card: CardRecord): boolean {
  return builderTexts(card).some((text) => SEARCH_DECK.test(text) && !SEARCH_TO_DISCARD.test(text));
}

const SWITCH_ACTIVE =
  /\bswitch(?:es)? (?:1 of )?(?:your|their) (?:own )?(?:active|benched)(?: [a-z-]+)? pokemon with (?:1 of )?(?:your|their) (?:own )?(?:active|benched)\b/;
const SWITCH_SELF_IN = /\bswitch (?:it|that pokemon|this pokemon) with your active pokemon\b/;
// "a Pokémon that has no Retreat Cost" is a condition (Feather Ball), not a benefit.
const RETREAT_HELP = /(?<!\bthat |\bwho )\b(?:has|have) no retreat cost\b|\bretreat cost\b.+\bless\b/;
const ONLY_ITSELF = /\b(?:this pokemon|it) has no retreat cost\b|\b(?:its|this pokemon's) retreat cost\b/;

export function isSwitchCard(card: CardRecord): boolean {
  const pokemon = isPokemon(card);
  return builderTexts(card)
    .flatMap((text) => text.split(/\.(?:\s|$)|\.(?=[a-z])/))
    .some((sentence) => {
      if (/\bopponent\b/.test(sentence)) return false;
      if (SWITCH_ACTIVE.test(sentence) || SWITCH_SELF_IN.test(sentence)) return true;
      return RETREAT_HELP.test(sentence) && !(pokemon && ONLY_ITSELF.test(sentence));
    });
}

/** Each card's builder texts, worked out once: a deck's metrics ask for them once per role. */
const builderTextsOf = new WeakMap<CardRecord, string[]>();

/** Text a player uses while building their board: Trainer/Energy effect lines and Abilities; never attacks. */
function builderTexts(card: CardRecord): string[] {
  let texts = builderTextsOf.get(card);
  if (!texts) {
    const raw = isPokemon(card) ? card.abilities.map((ability) => ability.text) : effectLines(card);
    texts = raw.map((text) => stripReminders(plainLower(text)));
    builderTextsOf.set(card, texts);
  }
  return texts;
}

function stripReminders(text: string): string {
  let result = text;
  for (let previous = ''; previous !== result;) {
    previous = result;
    result = result.replace(/(?<!\s)\s*\([^()]*\)/g, '');
  }
  return result
    .replace(/\bhis or her\b/g, 'their')
    .replace(/\s+/g, ' ')
    .trim();
}
