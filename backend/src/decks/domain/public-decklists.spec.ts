/**
 * Real deck lists from public sources (backend/test/support/public-decklists.ts), imported line by line against the whole card
 * data set: every line resolves to the card printed at its set code and number (or, without a code, to the card
 * named), in its section, and the Standard and Expanded verdicts of today are right. Runs when CARD_DATA_DIR is set.
 */
import type { CardRecord } from '../../cards/domain/card-record.js';
import { EXPANDED_FORMAT, STANDARD_FORMAT } from '../../formats/domain/default-formats.js';
import { createLegalityChecker, type LegalityFn } from '../../cards/domain/format.js';
import type { FormatDefinition } from '../../formats/domain/format-definition.js';
import { loadCardData } from '../../cards/domain/load-card-data.js';
import { createPrintIndex, type PrintIndex } from '../../cards/domain/print-index.js';
import { basicEnergyTypeOf } from '../../cards/domain/basic-energy.js';
import { BASIC_ENERGY_TYPES, energySymbolOf } from '@club/rules';
import { numberKey } from '../../cards/domain/set-codes.js';
import { InMemoryCardLookup } from './card-lookup.js';
import { DECK_SECTIONS, type DeckEntry, type DeckSection } from './deck-entry.js';
import { validateDeck } from './deck-validator.js';
import { parsePtcgl, type PtcglLine } from './ptcgl-parser.js';
import { importPtcgl, resolveCardLine } from './ptcgl-resolver.js';
import {
  ARAI,
  BLAKE,
  CABBABE,
  CAWTHON,
  COHEN,
  HEDRICK,
  KUANG,
  PUBLIC_DECKLISTS,
  type PublicDecklist,
} from '../../../test/support/public-decklists.js';

const TODAY = '2026-11-22';
const dataDir = process.env.CARD_DATA_DIR;
const describeWithData = dataDir ? describe : describe.skip;

/** The card each line without a set code means (a stated rule picks the print: the newest legal one). */
const CARDS_BY_NAME: Record<string, string> = {
  '3 Professor Sycamore': 'Professor Sycamore',
  '1 AZ': 'AZ',
  '1 Hex Maniac': 'Hex Maniac',
  '1 Judge': 'Judge',
  '1 Lysandre': 'Lysandre',
  '1 Teammates': 'Teammates',
  '1 Xerosic': 'Xerosic',
  '2 Dimension Valley': 'Dimension Valley',
  '4 Battle Compressor': 'Battle Compressor Team Flare Gear',
  '4 Puzzle of Time': 'Puzzle of Time',
  '4 Trainers Mail': "Trainers' Mail",
  '4 VS Seeker': 'VS Seeker',
  '2 Acro Bike': 'Acro Bike',
  '2 Fighting Fury Belt': 'Fighting Fury Belt',
  '1 Buddy-buddy Rescue': 'Buddy-Buddy Rescue',
  '1 Float Stone': 'Float Stone',
  '1 Startling Megaphone': 'Startling Megaphone',
  '1 Target Whistle': 'Target Whistle Team Flare Gear',
  '1 Town Map': 'Town Map',
  '4 Double Colourless': 'Double Colorless Energy',
  '7 Psychic Energy 5': 'sve-5',
  '2 Darkness Energy 7': 'sve-7',
};

/** Lines that name different cards (different game text) legal in Expanded today: reported, never guessed. */
const AMBIGUOUS: Record<string, string[]> = {
  '4 Ultra Ball': ['me2pt5-213', 'sm35-68', 'xy10-113'],
  '1 Escape Rope': ['swsh5-125', 'xy5-127'],
};

describeWithData(`public deck lists, 2011–2024 (set CARD_DATA_DIR to run; now ${dataDir ?? 'unset'})`, () => {
  let cards: CardRecord[];
  let byId: Map<string, CardRecord>;
  let lookup: InMemoryCardLookup;
  let prints: PrintIndex;
  let expandedLegality: LegalityFn;

  beforeAll(async () => {
    ({ cards } = await loadCardData(dataDir as string));
    byId = new Map(cards.map((card) => [card.id, card]));
    lookup = new InMemoryCardLookup(cards);
    prints = createPrintIndex(cards);
    expandedLegality = createLegalityChecker(EXPANDED_FORMAT, prints, TODAY);
  });

  // The deck builder imports into a deck of a format; these are imported as Expanded decks.
  const options = () => ({
    isPreferred: (card: CardRecord) => expandedLegality(card).legal,
    preferredAs: 'legal in Expanded',
  });
  const cardLines = (list: PublicDecklist) =>
    parsePtcgl(list.text).filter(
      (line): line is Extract<PtcglLine, { kind: 'card' }> => line.kind === 'card',
    );
  const validate = (entries: DeckEntry[], format: FormatDefinition) =>
    validateDeck(entries, format, createLegalityChecker(format, prints, TODAY), {
      printLabel: (card) => `${lookup.setCodes.exportCodeFor(card.setId)} ${card.number}`,
    });
  const entriesOf = async (list: PublicDecklist) => {
    const imported = await importPtcgl(list.text, lookup, options());
    return DECK_SECTIONS.flatMap((section) =>
      imported.sections[section].map((entry) => ({
        card: byId.get(entry.id) as CardRecord,
        count: entry.count,
        section,
      })),
    );
  };

  it('keeps every line of the lists readable as a card line', () => {
    for (const list of PUBLIC_DECKLISTS) {
      const unknown = parsePtcgl(list.text).filter((line) => line.kind === 'unknown');
      expect({ list: list.title, unknown }).toEqual({ list: list.title, unknown: [] });
    }
  });

  it.each(PUBLIC_DECKLISTS.map((list) => [list.title, list] as const))(
    'resolves every line of %s to the printed card',
    async (_title, list) => {
      const wrong: string[] = [];
      for (const line of cardLines(list)) {
        const text = line.text.replace(/^\*\s*/, '').trim();
        const result = await resolveCardLine(line, lookup, options());
        if (AMBIGUOUS[text]) {
          expect('reason' in result && result.candidates).toEqual(AMBIGUOUS[text]);
          continue;
        }
        if ('reason' in result) {
          wrong.push(`${text}: ${result.reason}`);
          continue;
        }
        const { card } = result;
        if (line.setCode && line.number) {
          const sets = await lookup.setIdsForCode(line.setCode);
          const sameNumber = numberKey(card.number).replace(/^[A-Z]+(?=\d)/, '') === numberKey(line.number);
          if (
            !sets.includes(card.setId) ||
            !(numberKey(card.number) === numberKey(line.number) || sameNumber)
          )
            wrong.push(`${text} → ${card.id}`);
        } else {
          const expected = CARDS_BY_NAME[text];
          if (!expected) wrong.push(`${text}: no expectation for a line without a set code (got ${card.id})`);
          else if (card.id !== expected && card.name !== expected)
            wrong.push(`${text} → ${card.id} ${card.name}`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  it.each(PUBLIC_DECKLISTS.map((list) => [list.title, list] as const))(
    'files the cards of %s in their sections, and judges it for today',
    async (_title, list) => {
      const entries = await entriesOf(list);
      const counted = Object.fromEntries(
        DECK_SECTIONS.map((section: DeckSection) => [
          section,
          entries.filter((entry) => entry.section === section).reduce((sum, entry) => sum + entry.count, 0),
        ]),
      );
      expect(counted).toEqual(list.sections);
      expect(validate(entries, STANDARD_FORMAT).valid).toBe(list.standard);
      expect(validate(entries, EXPANDED_FORMAT).valid).toBe(list.expanded);
    },
  );

  it('says why the old lists are not Expanded: older sets, and three banned cards of 2017', async () => {
    const olderThanBlackAndWhite = async (list: PublicDecklist) => {
      const { errors } = validate(await entriesOf(list), EXPANDED_FORMAT);
      return errors.filter(
        (error) => !/is not legal in Expanded: .* is older than Black & White\.$/.test(error),
      );
    };
    // Only cards of sets older than Black & White: the BW cards and reprints (Double Colorless Energy HS 103) are legal.
    expect(await olderThanBlackAndWhite(KUANG)).toEqual([]);
    expect(await olderThanBlackAndWhite(COHEN)).toEqual([]);
    expect(await olderThanBlackAndWhite(BLAKE)).toEqual([]);
    const kuang = validate(await entriesOf(KUANG), EXPANDED_FORMAT).errors.join('\n');
    expect(kuang).not.toMatch(/Zekrom|Lightning Energy|Double Colorless/);
    expect(validate(await entriesOf(CAWTHON), EXPANDED_FORMAT).errors).toEqual([
      'Shaymin-EX (ROS 77) is banned in Expanded.',
      'Hex Maniac (AOR 75) is banned in Expanded.',
      'Puzzle of Time (BKP 109) is banned in Expanded.',
    ]);
  });

  it('reads basic Energy in every written form as a basic Energy print of that type', async () => {
    const wrong: string[] = [];
    const expectType = async (text: string, type: string, id?: string) => {
      const [line] = cardLines({ text } as PublicDecklist);
      const result = await resolveCardLine(line, lookup, options());
      const card = 'card' in result ? result.card : undefined;
      if (!card || basicEnergyTypeOf(card) !== type || (id && card.id !== id))
        wrong.push(`${text} → ${card?.id ?? ('reason' in result ? result.reason : '')}`);
    };
    // Every basic Energy print by its own code and number, written in each of the ways lists name it.
    for (const card of cards.filter((print) => basicEnergyTypeOf(print))) {
      const type = basicEnergyTypeOf(card) as string;
      const code = lookup.setCodes.exportCodeFor(card.setId);
      const symbol = energySymbolOf(basicEnergyTypeOf(card)!);
      for (const name of [`Basic {${symbol}} Energy`, `Basic ${type} Energy`, `${type} Energy`])
        await expectType(`1 ${name} ${code} ${card.number}`, type, card.id);
    }
    // Without a set code, with PTCGL's numbers, and as players shorten them.
    for (const [index, type] of BASIC_ENERGY_TYPES.entries()) {
      const symbol = energySymbolOf(type);
      const forms = [
        `Basic {${symbol}} Energy`,
        `Basic ${type} Energy`,
        `${type} Energy`,
        `{${symbol}} Energy`,
        `${type} Energy - Basic`,
        `${type}`,
        `${type} Energy ${index + 1}`,
        `Basic {${symbol}} Energy Energy ${index + 1}`,
        `${type} Energy Energy ${index + 1}`,
      ];
      for (const form of forms) await expectType(`7 ${form}`, type);
    }
    expect(wrong).toEqual([]);
  });

  it('explains the lines it had to read with a rule', async () => {
    const imported = await importPtcgl(CAWTHON.text, lookup, options());
    expect(imported.notes.map((note) => [note.text, note.note])).toEqual([
      [
        '4 VS Seeker',
        '"VS Seeker" is 2 different cards and only one is legal in Expanded: used VS Seeker (xy6-110).',
      ],
      [
        '4 Double Colourless',
        '"Double Colourless" read as Double Colorless Energy (sm35-69); "Double Colourless Energy" is 2 different ' +
          'cards and only one is legal in Expanded: used Double Colorless Energy (sm35-69).',
      ],
    ]);
    for (const list of [HEDRICK, ARAI, CABBABE, KUANG, COHEN, BLAKE]) {
      const { notes, unresolved } = await importPtcgl(list.text, lookup, options());
      expect({ list: list.title, notes, unresolved }).toEqual({
        list: list.title,
        notes: [],
        unresolved: [],
      });
    }
  });
});
