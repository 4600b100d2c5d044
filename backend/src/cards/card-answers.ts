import type { CardRecord } from './domain/card-record.js';
import type { CardDto } from './dto/card.dto.js';

/** A card of a page: its id and the days from which it is legal (null: never). */
export interface PageCard {
  id: string;
  legal_standard_from: string | null;
  legal_expanded_from: string | null;
}

/** Everything of a card's answer but its legality, which depends on the day. */
export type CardAnswer = Omit<CardDto, 'legalStd' | 'legalExp'>;

export function cardAnswerOf(card: CardRecord, setCode: string): CardAnswer {
  return {
    id: card.id,
    name: card.name,
    supertype: card.supertype,
    subtypes: card.subtypes,
    hp: card.hp,
    types: card.types,
    evolvesFrom: card.evolvesFrom,
    rulesText: card.rules.join('\n'),
    rules: card.rules,
    abilities: card.abilities,
    attacks: card.attacks,
    weaknesses: card.weaknesses,
    resistances: card.resistances,
    retreatCost: card.retreatCost,
    number: card.number,
    rarity: card.rarity,
    regulationMark: card.regulationMark,
    setId: card.setId,
    setName: card.setName,
    setCode,
    series: card.setSeries,
    releaseDate: card.setReleaseDate,
    artist: card.artist,
    flavorText: card.flavorText,
    nationalPokedexNumbers: card.nationalPokedexNumbers,
    images: {
      // Encoded: a few ids carry '?' or '!' (the Unown 'ex10-?').
      small: `/api/pokemon/images/${encodeURIComponent(card.id)}/small`,
      large: `/api/pokemon/images/${encodeURIComponent(card.id)}/large`,
    },
  };
}

export const isLegalOn = (legalFrom: string | null, today: string) =>
  legalFrom !== null && legalFrom <= today;

/** What V8 keeps a text in: a byte a character when every character is Latin-1, else two. */
export const textBytes = (text: string): number =>
  /[\u0100-\uffff]/.test(text) ? text.length * 2 : text.length;
