/** The width of `text` at `size` points, in the regular or the bold face. */
export type Measure = (text: string, size: number, bold: boolean) => number;

/** Text sizes: the largest tried, and the smallest before wrapping. */
const VALUE = { max: 9.5, min: 6.5 };

/**
 * `text` fitted into `width`: the largest size from `max` down to `min` at which it fits on one line, else
 * wrapped at `min` (at spaces, and inside a word too long for a line).
 */
export function fitText(
  text: string,
  width: number,
  measure: Measure,
  { max = VALUE.max, min = VALUE.min, bold = false } = {},
): { size: number; lines: string[] } {
  for (let size = max; size >= min; size -= 0.5) {
    if (measure(text, size, bold) <= width) return { size, lines: [text] };
  }
  const fits = (candidate: string) => measure(candidate, min, bold) <= width;
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const joined = current ? `${current} ${word}` : word;
    if (fits(joined)) {
      current = joined;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    // A word longer than the line is cut where it must be.
    while (!fits(current) && current.length > 1) {
      let cut = current.length - 1;
      while (cut > 1 && !fits(current.slice(0, cut))) cut--;
      lines.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  if (current) lines.push(current);
  return { size: min, lines };
}
