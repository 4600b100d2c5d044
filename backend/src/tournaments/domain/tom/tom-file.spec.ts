import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { computedPlaces, tomPlaces, tomRuleView } from './tom-rules.js';
import { readTomFile, TomFileRefused } from './tom-reader.js';
import { MAX_TOM_FILE_BYTES, XmlRefused } from './xml-tree.js';

/**
 * TOM's files: read strictly, and placed as TOM places them. The fixtures are real TOM exports (TOM 1.80 and
 * 1.84) with made-up names, Player IDs and cities: the pods, rounds, tables, outcomes, drops and TOM's own
 * `<standings>` are as TOM wrote them. With TOM_EXPORTS_DIR set, every `.tdf` there is checked the same way.
 */
const FIXTURES = join(import.meta.dirname, '../../../../test/fixtures/tom');
const fixture = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');
const withoutStandings = (text: string) => text.replace(/<standings>[\s\S]*?<\/standings>/, '');
const finished = readdirSync(FIXTURES).filter((name) => fixture(name).includes('<standings>'));

function expectTomOrder(text: string, removed = true) {
  const file = readTomFile(text);
  const tom = tomPlaces(file)!;
  expect(tom.size).toBeGreaterThan(0);
  if (removed) {
    const ours = computedPlaces(tomRuleView(readTomFile(withoutStandings(text))));
    for (const [division, order] of tom)
      expect({ division, order: ours.get(division) }).toEqual({ division, order });
  }
  // With TOM's standings kept, our own computation (which then takes each division from them) agrees too.
  const kept = computedPlaces(tomRuleView(file));
  for (const [division, order] of tom) expect(kept.get(division)).toEqual(order);
}

describe('standings as TOM places them', () => {
  it('has finished exports to check', () => expect(finished.length).toBeGreaterThanOrEqual(4));

  it.each(finished)('%s: every player where TOM placed them, with <standings> removed and kept', (name) => {
    expectTomOrder(fixture(name));
  });

  const real = process.env.TOM_EXPORTS_DIR;
  (real ? it : it.skip)('every finished export in TOM_EXPORTS_DIR', () => {
    const files = readdirSync(real!).filter((name) => name.endsWith('.tdf'));
    for (const name of files) {
      const text = readFileSync(join(real!, name), 'utf8');
      if (!text.includes('TRADING_CARD_GAME') || !text.includes('<standings>')) continue;
      // A file anonymised by hand with one birth year for all cannot tell the divisions of a mixed pod apart
      // without TOM's standings: only the kept standings are checked then.
      const file = readTomFile(text);
      const mixed = file.pods.some((pod) => pod.category > 2);
      const years = new Set(file.players.map((player) => player.birthYear));
      expectTomOrder(text, !mixed || years.size > 1);
    }
  });
});

describe('reading a TOM file', () => {
  const cup = fixture('league-cup-masters-apart.tdf');

  it('reads the tournament, its players, pods, rounds and matches', () => {
    const file = readTomFile(cup);
    expect(file.data).toMatchObject({
      name: 'League Cup (masters apart)',
      id: '25-11-024905',
      startDate: '2025-11-30',
    });
    expect(file.data).toMatchObject({ roundTime: 50, finalsRoundTime: 75 });
    expect(file.players).toHaveLength(29);
    expect(file.pods.map((pod) => pod.category)).toEqual([8, 2]);
    const round = file.pods[0].rounds[0];
    expect(round).toMatchObject({ number: 1, type: 3, pairTime: '11/30/2025 10:40:16' });
    expect(round.matches[0]).toMatchObject({ outcome: 5, player2: null, table: 0 });
    expect(file.players.filter((player) => player.dropped)).toHaveLength(5);
  });

  it('keeps the birth year of a date of birth, nothing more', () => {
    const player = readTomFile(cup).players[0];
    expect(player.birthYear).toBe(2006);
    expect(JSON.stringify(player)).not.toContain('02/27');
  });

  it('decodes character references and XML’s own entities', () => {
    const named = cup.replace('<name>League Cup (masters apart)</name>', '<name>Caf&#233; &amp; Cup</name>');
    expect(readTomFile(named).data.name).toBe('Café & Cup');
  });

  it.each([
    ['not XML', 'PK\u0003\u0004 a zip file', XmlRefused, /not well-formed XML/],
    ['an HTML page', '<html><body>nope</body></html>', TomFileRefused, /root element is <html>/],
    ['another game', cup.replace('TRADING_CARD_GAME', 'VIDEO_GAME'), TomFileRefused, /VIDEO_GAME/],
    [
      'a match naming an unknown player',
      cup.replace('<player1 userid="', '<player1 userid="9999999" old="'),
      TomFileRefused,
      /Player ID 9999999 is not among the file's players/,
    ],
    [
      'an outcome TOM never writes',
      cup.replace('<match outcome="2">', '<match outcome="7">'),
      TomFileRefused,
      /outcome 7/,
    ],
  ])('refuses %s, saying why', (_what, text, kind, message) => {
    expect(() => readTomFile(text)).toThrow(kind);
    expect(() => readTomFile(text)).toThrow(message);
  });

  it('refuses any DOCTYPE: no entity is ever declared, expanded or fetched', () => {
    const external = `<?xml version="1.0"?><!DOCTYPE tournament [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><tournament gametype="TRADING_CARD_GAME"><data><name>&xxe;</name></data></tournament>`;
    expect(() => readTomFile(external)).toThrow(/DOCTYPE/);
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('')}]><tournament>&lol9;</tournament>`;
    const started = performance.now();
    expect(() => readTomFile(laughs)).toThrow(/DOCTYPE/);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('refuses an entity it does not know, declared or not', () => {
    expect(() => readTomFile(cup.replace('<city>Ipswich</city>', '<city>&xxe;</city>'))).toThrow(
      /not well-formed/,
    );
  });

  it('refuses a file over the size bound before reading it', () => {
    const huge = Buffer.alloc(MAX_TOM_FILE_BYTES + 1, 0x20);
    expect(() => readTomFile(huge)).toThrow(/larger than 4 MiB/);
  });
});
