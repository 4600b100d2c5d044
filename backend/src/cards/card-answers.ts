import type { EntityManager } from '@mikro-orm/postgresql';
import type { SetCodeIndex } from './domain/set-codes.js';
import { ByteBudgetCache } from './byte-budget-cache.js';
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

const TTL_MS = 60_000;

/** What V8 keeps a text in: a byte a character when every character is Latin-1, else two. */
export const textBytes = (text: string): number =>
  /[\u0100-\uffff]/.test(text) ? text.length * 2 : text.length;

/**
 * Cards' answers kept as JSON text within a budget of bytes (the most recently used), so a page of search
 * results is put together from ready pieces instead of reading, reshaping and serialising every card's record
 * again. Each piece stops before its legality, which is appended per answer. Cleared with the search answers
 * whenever a change to the catalogue is announced.
 */
export class CardAnswers {
  private readonly entries: ByteBudgetCache<string>;

  constructor(budgetBytes: number) {
    this.entries = new ByteBudgetCache<string>(budgetBytes, TTL_MS);
  }

  /** Bytes the kept answers weigh. */
  get bytes(): number {
    return this.entries.bytes;
  }

  /** The cards' answers as one JSON array, in the order given (a card deleted meanwhile is left out). */
  async jsonArray(
    em: EntityManager,
    cards: PageCard[],
    today: string,
    setCodes: () => Promise<SetCodeIndex>,
  ): Promise<string> {
    const pieces = new Map<string, string>();
    for (const card of cards) {
      const json = this.entries.get(card.id);
      if (json !== undefined) pieces.set(card.id, json);
    }
    const missing = cards.filter((card) => !pieces.has(card.id));
    if (missing.length) {
      for (const [id, json] of await this.load(em, missing, await setCodes())) pieces.set(id, json);
    }
    const answers: string[] = [];
    for (const card of cards) {
      const json = pieces.get(card.id);
      if (!json) continue;
      answers.push(
        `${json}${isLegalOn(card.legal_standard_from, today)},"legalExp":${isLegalOn(card.legal_expanded_from, today)}}`,
      );
    }
    return `[${answers.join(',')}]`;
  }

  clear(): void {
    this.entries.clear();
  }

  private async load(
    em: EntityManager,
    cards: PageCard[],
    codes: SetCodeIndex,
  ): Promise<Map<string, string>> {
    const rows = await em
      .getConnection()
      .execute<{ data: CardRecord }[]>(
        'select data from card_texts where id in (select jsonb_array_elements_text(?::jsonb))',
        [JSON.stringify(cards.map((card) => card.id))],
      );
    const loaded = new Map<string, string>();
    for (const { data } of rows) {
      const answer = JSON.stringify(cardAnswerOf(data, codes.exportCodeFor(data.setId)));
      const json = `${answer.slice(0, -1)},"legalStd":`;
      loaded.set(data.id, json);
      this.entries.set(data.id, json, textBytes(json));
    }
    return loaded;
  }
}
