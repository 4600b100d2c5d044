import type { EntityManager } from '@mikro-orm/postgresql';
import type { SetCodeIndex } from './domain/set-codes.js';
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
      small: `/api/pokemon/images/${card.id}/small`,
      large: `/api/pokemon/images/${card.id}/large`,
    },
  };
}

export const isLegalOn = (legalFrom: string | null, today: string) =>
  legalFrom !== null && legalFrom <= today;

const TTL_MS = 60_000;
const MAX_ENTRIES = 25_000;

/**
 * Cards' answers kept as JSON text, so a page of search results is put together from ready pieces instead of
 * reading, reshaping and serialising every card's record again. Each piece stops before its legality, which is
 * appended per answer. Cleared with the search answers whenever a change to the catalogue is announced.
 */
export class CardAnswers {
  private readonly entries = new Map<string, { json: string; expires: number }>();

  /** The cards' answers as one JSON array, in the order given (a card deleted meanwhile is left out). */
  async jsonArray(
    em: EntityManager,
    cards: PageCard[],
    today: string,
    setCodes: () => Promise<SetCodeIndex>,
  ): Promise<string> {
    const now = Date.now();
    const pieces = new Map<string, string>();
    for (const card of cards) {
      const entry = this.entries.get(card.id);
      if (entry && entry.expires > now) pieces.set(card.id, entry.json);
    }
    const missing = cards.filter((card) => !pieces.has(card.id));
    if (missing.length) {
      for (const [id, json] of await this.load(em, missing, await setCodes(), now)) pieces.set(id, json);
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
    now: number,
  ): Promise<Map<string, string>> {
    const rows = await em
      .getConnection()
      .execute<{ data: CardRecord }[]>(
        'select data from card_texts where id in (select jsonb_array_elements_text(?::jsonb))',
        [JSON.stringify(cards.map((card) => card.id))],
      );
    if (this.entries.size + rows.length > MAX_ENTRIES) this.entries.clear();
    const loaded = new Map<string, string>();
    for (const { data } of rows) {
      const answer = JSON.stringify(cardAnswerOf(data, codes.exportCodeFor(data.setId)));
      const json = `${answer.slice(0, -1)},"legalStd":`;
      loaded.set(data.id, json);
      this.entries.set(data.id, { json, expires: now + TTL_MS });
    }
    return loaded;
  }
}
