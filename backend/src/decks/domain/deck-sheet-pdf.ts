import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, rgb } from 'pdf-lib';
import { type DeckSheet, layoutDeckSheet, type SheetPaper } from './deck-sheet-layout.js';

/** The faces the sheets are written in (TrueType bytes): they hold é, ♀, ♂, δ, ★ and ◇, which WinAnsi does not. */
export interface SheetFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

/** What the document says of itself (its title in the reader's window). */
export interface SheetDocument {
  title: string;
  author: string;
}

const INK = rgb(0, 0, 0);
const RULE = rgb(0.35, 0.35, 0.35);

/**
 * The characters a face can draw, others dropped (a name printed in Japanese keeps its English part), so no
 * missing-glyph box is printed and what is printed is copied as it reads.
 */
function drawable(font: fontkit.Font): (text: string) => string {
  return (text) => {
    let kept = '';
    for (const character of text) {
      if (font.hasGlyphForCodePoint(character.codePointAt(0)!)) kept += character;
    }
    return kept.replace(/ {2,}/g, ' ').trim() || '?';
  };
}

/**
 * Every sheet in one PDF, in the order given, with pdf-lib: real text in embedded (subset) fonts, so it is
 * searchable and copyable; each sheet on its own page (or pages).
 */
export async function renderDeckSheets(
  sheets: readonly DeckSheet[],
  paper: SheetPaper,
  fonts: SheetFonts,
  about: SheetDocument,
): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.registerFontkit(fontkit);
  document.setTitle(about.title);
  document.setAuthor(about.author);
  document.setCreator(about.author);
  const faces: Record<'regular' | 'bold', PDFFont> = {
    regular: await document.embedFont(fonts.regular, { subset: true }),
    bold: await document.embedFont(fonts.bold, { subset: true }),
  };
  const clean = drawable(fontkit.create(Buffer.from(fonts.regular)) as fontkit.Font);
  // A text's width grows with its size: laid out once per face (fontkit's shaping is what costs), then scaled.
  const widths = new Map<string, number>();
  const measure = (text: string, size: number, bold: boolean) => {
    const key = `${bold ? 'b' : 'r'}${text}`;
    let width = widths.get(key);
    if (width === undefined) {
      width = faces[bold ? 'bold' : 'regular'].widthOfTextAtSize(text, 1);
      widths.set(key, width);
    }
    return width * size;
  };
  for (const sheet of sheets) {
    const drawn: DeckSheet = {
      ...sheet,
      playerName: sheet.playerName ? clean(sheet.playerName) : '',
      pokemon: sheet.pokemon.map((card) => ({ ...card, name: clean(card.name) })),
      trainers: sheet.trainers.map((card) => ({ ...card, name: clean(card.name) })),
      energy: sheet.energy.map((card) => ({ ...card, name: clean(card.name) })),
    };
    const layout = layoutDeckSheet(drawn, paper, measure);
    for (const laid of layout.pages) {
      const page = document.addPage([layout.width, layout.height]);
      for (const box of laid.boxes) {
        page.drawRectangle({ ...box, borderColor: RULE, borderWidth: 0.6 });
      }
      for (const text of laid.texts) {
        page.drawText(text.text, {
          x: text.x,
          y: text.y,
          size: text.size,
          font: faces[text.bold ? 'bold' : 'regular'],
          color: INK,
        });
      }
    }
  }
  return document.save();
}
