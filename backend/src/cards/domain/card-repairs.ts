/**
 * Repairs of what the public card data gets provably wrong: a field that contradicts another field of the same
 * card. Only contradictions are repaired, never guesses, and every repair is reported (the import summary lists
 * them). Found in the data set: Ascended Heroes Supporters filed as Pokémon (me2pt5), an Item with the Pokémon
 * stage MEGA (sv10-181). The invariants these rules keep are checked over the whole data set by the spec.
 */
import type { CardRecord, Supertype } from './card-record.js';

export interface CardRepair {
  cardId: string;
  name: string;
  field: 'supertype' | 'subtypes';
  from: string;
  to: string;
  reason: string;
}

/** Subtypes only a Trainer card has: a card with one is a Trainer. */
export const TRAINER_SUBTYPES = [
  'Item',
  'Supporter',
  'Stadium',
  'Pokémon Tool',
  'Pokémon Tool F',
  'Technical Machine',
  "Rocket's Secret Machine",
  'Goldenrod Game Corner',
];

/** Subtypes only an Energy card has ('Basic' is also a Pokémon stage, so it proves nothing). */
export const ENERGY_SUBTYPES = ['Special'];

/** Pokémon stages: never on a Trainer or an Energy card. */
export const POKEMON_STAGE_SUBTYPES = [
  'Stage 1',
  'Stage 2',
  'BREAK',
  'VMAX',
  'VSTAR',
  'V-UNION',
  'MEGA',
  'Level-Up',
  'Restored',
  'Baby',
];

/** The supertype a card's subtypes prove, if they prove one. */
export function supertypeProvedBy(subtypes: readonly string[]): Supertype | undefined {
  if (subtypes.some((subtype) => TRAINER_SUBTYPES.includes(subtype))) return 'Trainer';
  if (subtypes.some((subtype) => ENERGY_SUBTYPES.includes(subtype))) return 'Energy';
  return undefined;
}

/** The card with its contradictions repaired, and what was changed. */
export function repairCard(card: CardRecord): { card: CardRecord; repairs: CardRepair[] } {
  const repairs: CardRepair[] = [];
  let repaired = card;
  const proved = supertypeProvedBy(card.subtypes);
  if (proved && proved !== card.supertype) {
    const evidence = card.subtypes.find((subtype) => supertypeProvedBy([subtype]) === proved) as string;
    repairs.push({
      cardId: card.id,
      name: card.name,
      field: 'supertype',
      from: card.supertype,
      to: proved,
      reason: `its subtype ${evidence} is a ${proved} card's`,
    });
    // A Pokémon's own fields (HP, types, retreat) do not belong on the repaired card.
    repaired = {
      ...repaired,
      supertype: proved,
      hp: null,
      types: [],
      weaknesses: [],
      resistances: [],
      retreatCost: [],
    };
  }
  if (repaired.supertype !== 'Pokémon') {
    const stages = repaired.subtypes.filter((subtype) => POKEMON_STAGE_SUBTYPES.includes(subtype));
    if (stages.length > 0) {
      const kept = repaired.subtypes.filter((subtype) => !stages.includes(subtype));
      repairs.push({
        cardId: card.id,
        name: card.name,
        field: 'subtypes',
        from: repaired.subtypes.join(', '),
        to: kept.join(', '),
        reason: `${stages.join(', ')} is a Pokémon stage, and this is a ${repaired.supertype} card`,
      });
      repaired = { ...repaired, subtypes: kept };
    }
  }
  return { card: repaired, repairs };
}

/** Every card repaired, in order, with the list of repairs. */
export function repairCards(cards: readonly CardRecord[]): { cards: CardRecord[]; repairs: CardRepair[] } {
  const repairs: CardRepair[] = [];
  const repaired = cards.map((card) => {
    const result = repairCard(card);
    repairs.push(...result.repairs);
    return result.card;
  });
  return { cards: repaired, repairs };
}

/** "me2pt5-183 Boss's Orders: supertype Pokémon → Trainer (its subtype Supporter is a Trainer card's)". */
export function repairSentence(repair: CardRepair): string {
  return `${repair.cardId} ${repair.name}: ${repair.field} ${repair.from || '(none)'} → ${repair.to || '(none)'} (${repair.reason})`;
}
