/**
 * Play! Pokémon's deck-list sheet laid out on a page (docs/adr/0065): the player's name, Player ID, date of birth
 * and age division in boxes at the top; then the Pokémon (quantity, name, set, collection number, regulation
 * mark), the Trainers and the Energy (quantity, name), each with its count, and the deck's total. Every text is
 * fitted inside its box: first a smaller size, then wrapped onto more lines (the row grows). A list longer than a
 * page goes on over the next. Framework-free: sizes come from a `measure` the PDF writer's font gives.
 */
import { fitText, type Measure } from './fit-text.js';

export type SheetPaper = 'a4' | 'letter';
export type SheetDivision = 'JUNIOR' | 'SENIOR' | 'MASTERS';

/** Page sizes in PDF points (1/72 inch): ISO A4 and US Letter. */
export const PAPER_SIZE: Record<SheetPaper, { width: number; height: number }> = {
  a4: { width: 595.28, height: 841.89 },
  letter: { width: 612, height: 792 },
};

export interface SheetPokemon {
  count: number;
  name: string;
  setCode: string;
  number: string;
  regulationMark: string | null;
}

export interface SheetCard {
  count: number;
  name: string;
}

/** One player's sheet: blank boxes where a detail is missing. */
export interface DeckSheet {
  playerName: string;
  playerId: string | null;
  /** 'YYYY-MM-DD' */
  birthDate: string | null;
  division: SheetDivision | null;
  /** What the sheet is for: the tournament and its day, or the member's deck. */
  heading: string;
  pokemon: SheetPokemon[];
  trainers: SheetCard[];
  energy: SheetCard[];
}

/** A rectangle, from its bottom-left corner (PDF's coordinates: y grows upwards). */
export interface SheetBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A line of text at its baseline, with the box it must stay inside. `field` names what it is, for checks. */
export interface SheetText {
  text: string;
  x: number;
  y: number;
  size: number;
  bold: boolean;
  box: SheetBox;
  field: string;
}

export interface SheetPage {
  boxes: SheetBox[];
  texts: SheetText[];
}

export interface SheetLayout {
  width: number;
  height: number;
  pages: SheetPage[];
}

const MARGIN = 32;
const PAD = 3;
const ROW = 14;
const LINE = 1.2;
const LABEL_SIZE = 6.5;
const ASCENT = 0.76;

const DIVISIONS: [SheetDivision, string][] = [
  ['JUNIOR', 'Juniors'],
  ['SENIOR', 'Seniors'],
  ['MASTERS', 'Masters'],
];

interface Column {
  key: string;
  label: string;
  /** Share of the table's width. */
  share: number;
}

const POKEMON_COLUMNS: Column[] = [
  { key: 'count', label: 'QTY', share: 0.08 },
  { key: 'name', label: 'NAME', share: 0.56 },
  { key: 'set', label: 'SET', share: 0.13 },
  { key: 'number', label: 'COLL #', share: 0.13 },
  { key: 'mark', label: 'REG', share: 0.1 },
];
const CARD_COLUMNS: Column[] = [
  { key: 'count', label: 'QTY', share: 0.08 },
  { key: 'name', label: 'NAME', share: 0.92 },
];

/** A date of birth as the paper's country writes it: DD/MM/YYYY on A4 (UK), MM/DD/YYYY on Letter (US). */
export function birthDateText(birthDate: string | null, paper: SheetPaper): string {
  if (!birthDate) return '';
  const [year, month, day] = birthDate.split('-');
  return paper === 'a4' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}

export const birthDateLabel = (paper: SheetPaper) =>
  paper === 'a4' ? 'Date of birth (DD/MM/YYYY)' : 'Date of birth (MM/DD/YYYY)';

/** Lays out one player's sheet on as many pages as it needs (one, for any usual deck). */
export function layoutDeckSheet(sheet: DeckSheet, paper: SheetPaper, measure: Measure): SheetLayout {
  const { width, height } = PAPER_SIZE[paper];
  const inner = width - 2 * MARGIN;
  const pages: SheetPage[] = [];
  let page: SheetPage;
  let top = 0;

  const text = (
    value: string,
    box: SheetBox,
    field: string,
    options: { bold?: boolean; max?: number; min?: number; atTop?: number } = {},
  ): void => {
    if (!value) return;
    const fitted = fitText(value, box.width - 2 * PAD, measure, options);
    const lineHeight = fitted.size * LINE;
    const first = (options.atTop ?? box.y + box.height - PAD) - fitted.size * ASCENT;
    fitted.lines.forEach((line, index) =>
      page.texts.push({
        text: line,
        x: box.x + PAD,
        y: first - index * lineHeight,
        size: fitted.size,
        bold: options.bold ?? false,
        box,
        field,
      }),
    );
  };

  /** The height a row needs for its cells' texts. */
  const rowHeight = (cells: [string, number][]) =>
    Math.max(
      ROW,
      ...cells.map(([value, cellWidth]) => {
        const fitted = fitText(value, cellWidth - 2 * PAD, measure);
        return fitted.lines.length * fitted.size * LINE + 2 * PAD;
      }),
    );

  const newPage = (continued: boolean) => {
    page = { boxes: [], texts: [] };
    pages.push(page);
    top = height - MARGIN;
    const title = continued ? 'Deck registration sheet (continued)' : 'Pokémon TCG deck registration sheet';
    const titleBox = { x: MARGIN, y: top - 20, width: inner * 0.55, height: 20 };
    text(title, titleBox, 'title', { bold: true, max: 13, min: 9 });
    const headingBox = { x: MARGIN + inner * 0.55, y: top - 20, width: inner * 0.45, height: 20 };
    text(sheet.heading, headingBox, 'heading', { max: 9, min: 6.5 });
    top -= 24;
    if (continued) {
      const nameBox = { x: MARGIN, y: top - 14, width: inner, height: 14 };
      text(sheet.playerName, nameBox, 'playerName.continued');
      top -= 18;
    }
  };

  /** A labelled box of the player's details, as tall as its value needs (30 points at least). */
  const field = (label: string, value: string, x: number, boxWidth: number, key: string) => {
    const fitted = fitText(value || ' ', boxWidth - 2 * PAD, measure);
    const boxHeight = Math.max(30, LABEL_SIZE * LINE + fitted.lines.length * fitted.size * LINE + 3 * PAD);
    return { label, value, x, boxWidth, key, boxHeight };
  };

  newPage(false);
  // The player's details, in boxes, blank where unknown.
  const details = [
    field('Player name', sheet.playerName, MARGIN, inner * 0.46, 'playerName'),
    field('Player ID', sheet.playerId ?? '', MARGIN + inner * 0.46, inner * 0.22, 'playerId'),
    field(
      birthDateLabel(paper),
      birthDateText(sheet.birthDate, paper),
      MARGIN + inner * 0.68,
      inner * 0.32,
      'birthDate',
    ),
  ];
  const detailsHeight = Math.max(...details.map((detail) => detail.boxHeight));
  for (const detail of details) {
    const box = { x: detail.x, y: top - detailsHeight, width: detail.boxWidth, height: detailsHeight };
    page!.boxes.push(box);
    text(detail.label, box, `${detail.key}.label`, { max: LABEL_SIZE, min: LABEL_SIZE });
    text(detail.value, box, detail.key, { atTop: box.y + box.height - PAD - LABEL_SIZE * LINE - 1 });
  }
  top -= detailsHeight + 6;

  // The age division: three boxes, the player's ticked.
  const divisionBox = { x: MARGIN, y: top - 18, width: inner, height: 18 };
  page!.boxes.push(divisionBox);
  text('Age division', { ...divisionBox, width: 70 }, 'division.label', { max: 8, min: 8, bold: true });
  DIVISIONS.forEach(([division, label], index) => {
    const x = MARGIN + 80 + index * 100;
    const tick = { x, y: divisionBox.y + 4, width: 10, height: 10 };
    page.boxes.push(tick);
    // Ticked with an X, as a pen would: real text, so a reader (and a check) sees which.
    if (sheet.division === division) {
      page.texts.push({
        text: 'X',
        x: x + 2,
        y: tick.y + 2,
        size: 8,
        bold: true,
        box: tick,
        field: 'division.tick',
      });
    }
    text(label, { x: x + 12, y: divisionBox.y, width: 80, height: 18 }, `division.${division}`, {
      max: 9,
      min: 9,
      bold: sheet.division === division,
    });
  });
  top -= 26;

  const section = (
    title: string,
    key: string,
    columns: Column[],
    rows: { field: string; cells: string[] }[],
    count: number,
  ) => {
    const widths = columns.map((column) => column.share * inner);
    const xs = widths.map((_, index) => MARGIN + widths.slice(0, index).reduce((a, b) => a + b, 0));
    const header = () => {
      const titleBox = { x: MARGIN, y: top - 16, width: inner, height: 16 };
      text(`${title} (${count})`, titleBox, `${key}.title`, { bold: true, max: 10, min: 10 });
      top -= 16;
      columns.forEach((column, index) => {
        const box = { x: xs[index], y: top - ROW, width: widths[index], height: ROW };
        page.boxes.push(box);
        text(column.label, box, `${key}.head.${column.key}`, { bold: true, max: 7, min: 7 });
      });
      top -= ROW;
    };
    header();
    for (const row of rows) {
      const needed = rowHeight(row.cells.map((cell, index) => [cell, widths[index]]));
      if (top - needed < MARGIN) {
        newPage(true);
        header();
      }
      row.cells.forEach((cell, index) => {
        const box = { x: xs[index], y: top - needed, width: widths[index], height: needed };
        page.boxes.push(box);
        text(cell, box, `${row.field}.${columns[index].key}`);
      });
      top -= needed;
    }
    top -= 8;
  };

  const total = (cards: { count: number }[]) => cards.reduce((sum, card) => sum + card.count, 0);
  section(
    'Pokémon',
    'pokemon',
    POKEMON_COLUMNS,
    sheet.pokemon.map((card, index) => ({
      field: `pokemon.${index}`,
      cells: [String(card.count), card.name, card.setCode, card.number, card.regulationMark ?? ''],
    })),
    total(sheet.pokemon),
  );
  for (const [title, key, cards] of [
    ['Trainer', 'trainer', sheet.trainers],
    ['Energy', 'energy', sheet.energy],
  ] as const) {
    section(
      title,
      key,
      CARD_COLUMNS,
      cards.map((card, index) => ({ field: `${key}.${index}`, cells: [String(card.count), card.name] })),
      total(cards),
    );
  }
  if (top - 18 < MARGIN) newPage(true);
  const totalBox = { x: MARGIN, y: top - 18, width: inner, height: 18 };
  page!.boxes.push(totalBox);
  const cards = total(sheet.pokemon) + total(sheet.trainers) + total(sheet.energy);
  text(`Total cards: ${cards}`, totalBox, 'total', { bold: true, max: 10, min: 10 });
  return { width, height, pages };
}
