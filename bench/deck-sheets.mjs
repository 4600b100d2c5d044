// Times Play! Pokémon's deck-list sheet for a tournament of 30 players: the built renderer
// (backend/dist/decks/domain/deck-sheet-pdf.js, what GET /api/admin/tournaments/:id/deck-lists.pdf runs) writes 30
// sheets, one per player, into one PDF, with the club's fonts embedded and every text fitted into its box. Beside
// it, in the same run, the floor: pdf-lib writing the same lines on 30 pages in its built-in Helvetica, with no
// font to embed and nothing fitted (what any PDF of these lines costs). Cold is the first document of a fresh
// process (fonts read and parsed); warm the median of the next ones. Goal: 30 sheets under 5 s, cold.
// The decks are the data set's theme decks (CARD_DATA_DIR), or made up when it is absent.
// Run after `npm run build`: npm run bench:deck-sheets
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { BACKEND_DIST, CARD_DATA_DIR, writeResult } from './support.mjs';

const SHEETS = 30;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const GOAL_MS = 5000;

/** 30 players' decks: the newest theme decks of the data set, as sheets. */
function decks() {
  const folder = join(CARD_DATA_DIR, 'decks', 'en');
  if (!existsSync(folder)) return madeUp();
  const sets = new Map(
    JSON.parse(readFileSync(join(CARD_DATA_DIR, 'sets', 'en.json'), 'utf8')).map((set) => [set.id, set]),
  );
  const cards = new Map();
  const files = readdirSync(folder).sort().reverse();
  const chosen = [];
  for (const file of files) {
    for (const deck of JSON.parse(readFileSync(join(folder, file), 'utf8'))) {
      if (chosen.length < SHEETS) chosen.push(deck);
    }
    if (chosen.length >= SHEETS) break;
  }
  for (const deck of chosen) {
    for (const card of deck.cards) {
      const setId = card.id.slice(0, card.id.lastIndexOf('-'));
      if (cards.has(setId)) continue;
      const path = join(CARD_DATA_DIR, 'cards', 'en', `${setId}.json`);
      cards.set(
        setId,
        new Map(existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')).map((c) => [c.id, c]) : []),
      );
    }
  }
  return chosen.map((deck, index) => {
    const lines = deck.cards.map((card) => {
      const setId = card.id.slice(0, card.id.lastIndexOf('-'));
      const full = cards.get(setId)?.get(card.id);
      return {
        count: card.count,
        name: card.name,
        supertype: full?.supertype ?? 'Trainer',
        setCode: sets.get(setId)?.ptcgoCode ?? setId.toUpperCase(),
        number: card.id.slice(card.id.lastIndexOf('-') + 1),
        regulationMark: full?.regulationMark ?? null,
      };
    });
    return sheetOf(index, deck.name, lines);
  });
}

function madeUp() {
  return Array.from({ length: SHEETS }, (_, index) =>
    sheetOf(
      index,
      `Deck ${index + 1}`,
      Array.from({ length: 24 }, (_, line) => ({
        count: 1 + (line % 4),
        name: `${['Team Rocket’s Nidoran♀', 'Flabébé', 'Ultra Ball', 'Basic Fire Energy'][line % 4]} ${line}`,
        supertype: ['Pokémon', 'Pokémon', 'Trainer', 'Energy'][line % 4],
        setCode: 'SVI',
        number: String(line + 1),
        regulationMark: 'G',
      })),
    ),
  );
}

function sheetOf(index, deckName, lines) {
  const of = (supertype) => lines.filter((line) => line.supertype === supertype);
  return {
    playerName: `Player ${index + 1} Featherstonehaugh`,
    playerId: String(5_150_000 + index),
    birthDate: '2001-02-03',
    division: 'MASTERS',
    heading: `League Cup, 2026-12-05 (Standard): ${deckName}`,
    pokemon: of('Pokémon'),
    trainers: of('Trainer').map(({ count, name }) => ({ count, name })),
    energy: of('Energy').map(({ count, name }) => ({ count, name })),
  };
}

async function floor(sheets) {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  // WinAnsi only: what Helvetica cannot write is left out, as it would have to be.
  const ascii = (text) => text.replace(/[^\x20-\x7e]/g, '');
  for (const sheet of sheets) {
    const page = document.addPage([595.28, 841.89]);
    let y = 800;
    const write = (text) => {
      page.drawText(ascii(text), { x: 35, y, size: 9, font });
      y -= 12;
    };
    write(`${sheet.playerName} ${sheet.playerId} ${sheet.birthDate}`);
    for (const card of sheet.pokemon) write(`${card.count} ${card.name} ${card.setCode} ${card.number}`);
    for (const card of [...sheet.trainers, ...sheet.energy]) write(`${card.count} ${card.name}`);
  }
  return document.save();
}

const { renderDeckSheets } = await import(join(BACKEND_DIST, 'decks', 'domain', 'deck-sheet-pdf.js'));
const { loadSheetFonts: fonts } = await import(join(BACKEND_DIST, 'decks', 'domain', 'deck-sheet-fonts.js'));
const sheets = decks();
const lines = sheets.reduce((sum, s) => sum + s.pokemon.length + s.trainers.length + s.energy.length, 0);

async function time(run) {
  const start = performance.now();
  const pdf = await run();
  return { ms: performance.now() - start, bytes: pdf.length };
}

// Cold: the fonts read from the package and parsed, as a server's first print of the day.
const cold = await time(() => renderDeckSheets(sheets, 'a4', fonts(), { title: 'Bench', author: 'Bench' }));
const loaded = fonts();
const warm = [];
const bare = [];
for (let run = 0; run < RUNS; run++) {
  bare.push(await time(() => floor(sheets)));
  warm.push(await time(() => renderDeckSheets(sheets, 'a4', loaded, { title: 'Bench', author: 'Bench' })));
}
const median = (runs) => runs.map((run) => run.ms).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
const result = {
  sheets: SHEETS,
  cardLines: lines,
  decks: existsSync(join(CARD_DATA_DIR, 'decks', 'en')) ? 'theme decks of the data set' : 'made up',
  coldMs: Math.round(cold.ms),
  warmMedianMs: Math.round(median(warm)),
  floorMedianMs: Math.round(median(bare)),
  ratioToFloor: Number((median(warm) / median(bare)).toFixed(2)),
  pdfKiB: Math.round(warm[0].bytes / 1024),
  floorPdfKiB: Math.round(bare[0].bytes / 1024),
  goalMs: GOAL_MS,
};
console.log(
  `${SHEETS} sheets (${lines} card lines): cold ${result.coldMs} ms, warm ${result.warmMedianMs} ms ` +
    `(floor, bare pdf-lib in Helvetica: ${result.floorMedianMs} ms; ${result.ratioToFloor}×), ` +
    `${result.pdfKiB} KiB. Goal under ${GOAL_MS} ms: ${result.coldMs < GOAL_MS ? 'met' : 'NOT met'}.`,
);
writeResult('deck-sheets', result);
