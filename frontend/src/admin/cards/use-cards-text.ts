import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { CARDS_EN } from './cards-messages';

type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

/** A key of CARDS_EN, e.g. 'import.source'. */
export type CardsTextKey = Paths<typeof CARDS_EN>;

type Messages = { readonly [key: string]: string | Messages };

/** The English text of `key`. */
export function cardsText(key: CardsTextKey): string {
  let node: string | Messages = CARDS_EN;
  for (const part of key.split('.')) node = typeof node === 'string' ? node : (node[part] ?? '');
  return typeof node === 'string' ? node : '';
}

/** react-admin's translate for `club.cards.<key>`, with CARDS_EN as the default phrase. */
export function useCardsText(): (key: CardsTextKey, args?: Record<string, unknown>) => string {
  const translate = useTranslate();
  return useCallback(
    (key, args = {}) => translate(`club.cards.${key}`, { ...args, _: cardsText(key) }),
    [translate],
  );
}
