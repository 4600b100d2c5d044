import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { SheetFonts } from './deck-sheet-pdf.js';

const require = createRequire(import.meta.url);

/**
 * DejaVu Sans Condensed from its npm package (`dejavu-fonts-ttf`): narrow enough for long names, with every glyph
 * the data set's card names use but one name's katakana (docs/adr/0065).
 */
export function loadSheetFonts(): SheetFonts {
  const read = (path: string) => new Uint8Array(readFileSync(path));
  return {
    regular: read(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf')),
    bold: read(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf')),
  };
}
