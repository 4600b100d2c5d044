import {
  asLines,
  expectLinearTime,
  HOSTILE_LINES,
  hostileMixtures,
} from '../../../test/support/hostile-text.js';
import { MAX_LINE_LENGTH, parsePtcgl, type PtcglLine } from './ptcgl-parser.js';

const only = (text: string): PtcglLine => parsePtcgl(text)[0];

describe('PTCGL parser', () => {
  it.each([
    ['Pokémon: 12', 'pokemon', 12],
    ['Pokemon - 14', 'pokemon', 14],
    ['Pokémon (15)', 'pokemon', 15],
    ['Trainer: 36', 'trainer', 36],
    ['Trainer Cards - 30', 'trainer', 30],
    ['Dresseur : 34', 'trainer', 34],
    ['Entrenador: 33', 'trainer', 33],
    ['Energy: 8', 'energy', 8],
    ['Énergie : 12', 'energy', 12],
    ['Energía: 10', 'energy', 10],
    ['Energie', 'energy', null],
    ['エネルギー: 9', 'energy', 9],
  ])('reads the header %s', (text, section, statedCount) => {
    expect(only(text)).toMatchObject({ kind: 'header', section, statedCount });
  });

  it('reads PTCGO titles and headers', () => {
    expect(only('****** Pokémon Trading Card Game Deck List ******')).toMatchObject({ kind: 'title' });
    expect(only('##Pokémon - 12')).toMatchObject({ kind: 'header', section: 'pokemon', statedCount: 12 });
    expect(only('##Trainer Cards - 35')).toMatchObject({
      kind: 'header',
      section: 'trainer',
      statedCount: 35,
    });
    expect(only('Total Cards - 60')).toMatchObject({ kind: 'total', statedCount: 60 });
  });

  it.each(['Total Cards: 60', 'Total de cartes : 60', 'Cartas totales: 60', 'Karten insgesamt: 60'])(
    'reads %s as a total',
    (text) => {
      expect(only(text)).toMatchObject({ kind: 'total', statedCount: 60 });
    },
  );

  it.each([
    ['4 Ultra Ball SVI 196', 4, 'Ultra Ball', 'SVI', '196'],
    ['3 Dragapult ex TWM 130 PH', 3, 'Dragapult ex', 'TWM', '130'],
    ['1 Pecharunt PR-SV 149', 1, 'Pecharunt', 'PR-SV', '149'],
    ['1 Pecharunt SVP 149', 1, 'Pecharunt', 'SVP', '149'],
    ['1 Lumineon V PR-SW SWSH239', 1, 'Lumineon V', 'PR-SW', 'SWSH239'],
    ['1 Manaphy CRZ GG06', 1, 'Manaphy', 'CRZ', 'GG06'],
    ['1 Oranguru BRS TG12', 1, 'Oranguru', 'BRS', 'TG12'],
    ['1 Ditto SHF SV107', 1, 'Ditto', 'SHF', 'SV107'],
    ['2 Basic {R} Energy SVE 2', 2, 'Basic {R} Energy', 'SVE', '2'],
    ['8 Basic Fire Energy SVI 230', 8, 'Basic Fire Energy', 'SVI', '230'],
    ['13 Basic Darkness Energy', 13, 'Basic Darkness Energy', null, null],
    ['7 Fire Energy', 7, 'Fire Energy', null, null],
    ['* 4 Psychic Energy Energy 5', 4, 'Psychic Energy', 'Energy', '5'],
    ['7 Fire Energy 2', 7, 'Fire Energy', null, '2'],
    ['3 Basic {W} Energy 3', 3, 'Basic {W} Energy', null, '3'],
    ['4x Nest Ball SVI 181', 4, 'Nest Ball', 'SVI', '181'],
    ["1 Blaine's Quiz #1 G1 97", 1, "Blaine's Quiz #1", 'G1', '97'],
    ['2 Technical Machine: Evolution PAR 178', 2, 'Technical Machine: Evolution', 'PAR', '178'],
    ['4 Arven (SVI 166)', 4, 'Arven', 'SVI', '166'],
    ['1 Unown UF A', 1, 'Unown', 'UF', 'A'],
    ['1 Lugia V', 1, 'Lugia V', null, null],
    ['1 Pikachu & Zekrom GX', 1, 'Pikachu & Zekrom GX', null, null],
  ])('reads the card line %s', (text, count, name, setCode, number) => {
    expect(only(text)).toMatchObject({ kind: 'card', count, name, setCode, number });
  });

  it('numbers every line, remembers the header above a card and keeps unknown lines with a reason', () => {
    const lines = parsePtcgl(
      'Pokémon: 1\n1 Dreepy TWM 128\n\nDeck by Ash\r\nEnergy: 1\n1 Basic {P} Energy SVE 5\nTotal Cards: 2',
    );
    expect(lines.map((line) => [line.line, line.kind])).toEqual([
      [1, 'header'],
      [2, 'card'],
      [3, 'blank'],
      [4, 'unknown'],
      [5, 'header'],
      [6, 'card'],
      [7, 'total'],
    ]);
    expect(lines[1]).toMatchObject({ headerSection: 'pokemon' });
    expect(lines[5]).toMatchObject({ headerSection: 'energy' });
    expect(lines[3]).toMatchObject({
      text: 'Deck by Ash',
      reason: expect.stringContaining('Not a card line'),
    });
  });

  it('reports a line longer than 200 characters as too long without reading it', () => {
    const long = `4 Ultra Ball SVI 196 ${'x'.repeat(MAX_LINE_LENGTH)}`;
    expect(parsePtcgl(`${long}\n4 Ultra Ball SVI 196`)).toMatchObject([
      {
        kind: 'unknown',
        line: 1,
        text: long,
        reason: 'Line too long: a deck list line has at most 200 characters.',
      },
      { kind: 'card', line: 2, name: 'Ultra Ball' },
    ]);
    expect(only(`  ${'4 Ultra Ball SVI 196'.padEnd(MAX_LINE_LENGTH)}\t`)).toMatchObject({
      kind: 'card',
      number: '196',
    });
  });

  it('reads hostile lists in linear time: one long line, or many lines just under the bound', async () => {
    await expectLinearTime(parsePtcgl, [
      ...HOSTILE_LINES,
      ...HOSTILE_LINES.map((text) => asLines(text, MAX_LINE_LENGTH)),
      ...hostileMixtures(40),
    ]);
  });
});
