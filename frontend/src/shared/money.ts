import { onFirstUse } from './on-first-use';

const gbp = onFirstUse(() => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }));

/** A GBP amount as the club writes it (spec 1 §9): '£45.50'. */
export function formatGbp(pounds: number): string {
  return gbp().format(pounds);
}
