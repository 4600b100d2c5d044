const percent = new Intl.NumberFormat('en-GB', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** A probability (0 to 1) as an en-GB percentage with one decimal: 0.8754 → '87.5%'. */
export function formatPercent(probability: number | null | undefined): string {
  if (typeof probability !== 'number' || !Number.isFinite(probability)) return '–';
  return percent.format(Math.min(1, Math.max(0, probability)));
}

const count = new Intl.NumberFormat('en-GB');

/** A whole number with en-GB grouping: 20360 → '20,360'. */
export function formatCount(value: number): string {
  return count.format(value);
}
