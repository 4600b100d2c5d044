import type { EntityManager } from '@mikro-orm/postgresql';
import type { SetCodeIndex } from './domain/set-codes.js';
import { LRUCache } from 'lru-cache';
import type { DatabaseNotifications } from '../database/notifications/database-notifications.js';
import { CATALOGUE_CHANGED } from './catalogue-changes.js';
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

/**
 * Cards' answers (all but their legality) within a budget of bytes, the most recently used kept, so a page of
 * search results is put together from ready answers instead of reading and reshaping every card's record again.
 * Forgotten whenever PostgreSQL announces a change to the catalogue, or notifications stop.
 */
export class CardAnswers {
  private readonly kept: LRUCache<string, CardAnswer>;
  /** Counts the changes heard: answers read across one are not kept. */
  private changes = 0;

  constructor(
    budgetBytes: number,
    private readonly notifications: DatabaseNotifications,
  ) {
    this.kept = new LRUCache<string, CardAnswer>({
      maxSize: Math.max(1, budgetBytes),
      // An object weighs about twice its JSON text.
      sizeCalculation: (answer) => 2 * textBytes(JSON.stringify(answer)),
    });
    notifications.on(CATALOGUE_CHANGED, () => this.forget());
    notifications.onListeningChange(() => this.forget());
  }

  /** The cards' answers on `today`, in the order given (a card deleted meanwhile is left out). */
  async of(
    em: EntityManager,
    cards: PageCard[],
    today: string,
    setCodes: () => Promise<SetCodeIndex>,
  ): Promise<CardDto[]> {
    const missing = cards.filter((card) => !this.kept.has(card.id));
    const loaded = missing.length
      ? await this.load(em, missing, await setCodes())
      : new Map<string, CardAnswer>();
    const answers: CardDto[] = [];
    for (const card of cards) {
      const answer = this.kept.get(card.id) ?? loaded.get(card.id);
      if (!answer) continue;
      answers.push({
        ...answer,
        legalStd: isLegalOn(card.legal_standard_from, today),
        legalExp: isLegalOn(card.legal_expanded_from, today),
      });
    }
    return answers;
  }

  private forget(): void {
    this.changes++;
    this.kept.clear();
  }

  private async load(
    em: EntityManager,
    cards: PageCard[],
    codes: SetCodeIndex,
  ): Promise<Map<string, CardAnswer>> {
    const changes = this.changes;
    const rows = await em
      .getConnection()
      .execute<{ data: CardRecord }[]>(
        'select data from card_texts where id in (select jsonb_array_elements_text(?::jsonb))',
        [JSON.stringify(cards.map((card) => card.id))],
      );
    const loaded = new Map<string, CardAnswer>();
    for (const { data } of rows) {
      const answer = cardAnswerOf(data, codes.exportCodeFor(data.setId));
      loaded.set(data.id, answer);
      if (this.notifications.listening && changes === this.changes) this.kept.set(data.id, answer);
    }
    return loaded;
  }
}
