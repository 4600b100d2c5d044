/**
 * A GBP amount as the club writes it (spec 1 §9): '£45.50', '£1,250.00'. Written out rather than by
 * Intl.NumberFormat, whose first use costs the browser its locale data (shared/uk-calendar.ts says why).
 */
export function formatGbp(pounds: number): string {
  const [whole, pence] = Math.abs(pounds).toFixed(2).split('.');
  // The digits of a number (a few dozen at most), not text from outside.
  // eslint-disable-next-line regexp/no-super-linear-move
  return `${pounds < 0 ? '-' : ''}£${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${pence}`;
}
