import type { CardRecord } from './domain/card-record.js';

/** Lower case without accents: 'Flabébé' and 'flabebe' meet. */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Everything a member might search a card by: name, abilities, attacks and rules text. */
export function searchTextOf(card: CardRecord): string {
  return searchable(
    [
      card.name,
      ...card.abilities.flatMap((ability) => [ability.name, ability.text]),
      ...card.attacks.flatMap((attack) => [attack.name, attack.text]),
      ...card.rules,
    ].join(' \n '),
  );
}

/** Sorts numbers within a set: 2 < 12 < 12a < TG12 < SV107. */
export function numberSortOf(number: string): number {
  const match = /^([A-Z-]*)(\d+)([A-Z]*)$/i.exec(number);
  if (!match) return 1_000_000;
  const [, prefix, digits, suffix] = match;
  return (prefix ? 100_000 : 0) + Number(digits) * 10 + (suffix ? 1 : 0);
}
