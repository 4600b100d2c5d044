import { Role } from '../src/common/role.js';
import { TournamentDeckList, type DeckListLine } from '../src/tournaments/tournament-deck-list.entity.js';
import { TournamentPlayer } from '../src/tournaments/tournament-player.entity.js';
import { makeBasicEnergy, makePokemon, makeTrainer } from './support/card-fixtures.js';
import { seedCards } from './support/catalogue.js';
import { createDeck } from './support/decks.js';
import { readPdf, type PdfPage, type PdfText } from './support/pdf-text.js';
import { createTestApp, type TestApp, type TestUser } from './support/test-app.js';

/**
 * The official deck-list sheet as PDF (issue 35 §4), read back with PDF.js as a reader would: A4 by default and US
 * Letter on request, one sheet per player sorted by surname, every detail and card line present as real text and
 * inside its box by the PDF's own font metrics (a name too long for its box shrinks, then wraps), and only for
 * the organiser (a tournament's) or the deck's owner (a saved deck's).
 */

const LONG_NAME =
  'Professor Sada’s Extraordinarily Elaborate Vitality Band of Absolutely Unreasonable Length, Deluxe Edition, with a Name That No Box on Any Sheet Was Ever Drawn For';
const LONG_POKEMON =
  'Ethan’s Ho-Oh ex, Champion of the Brass Tower and Keeper of the Rainbow Wing, Whose Name Goes On Well Past Its Box';
const CARDS = {
  hoOh: makePokemon('sv10-21', LONG_POKEMON, 'Basic', { regulationMark: 'I' }),
  nidoran: makePokemon('sv7-29', 'Team Rocket’s Nidoran♀', 'Basic', { regulationMark: 'H' }),
  flabebe: makePokemon('sv6-86', 'Flabébé', 'Basic', { regulationMark: 'H' }),
  pikachu: makePokemon('sv8-57', 'Pikachu ex', 'Basic', { regulationMark: 'I' }),
  long: makeTrainer('sv8-185', LONG_NAME, 'Item', 'Attach to a Pokémon.', { regulationMark: 'I' }),
  ultraBall: makeTrainer('me1-131', 'Ultra Ball', 'Item', 'Search your deck.', { regulationMark: 'I' }),
  energy: makeBasicEnergy('sve-2', 'Fire'),
};

let t: TestApp;
let admin: TestUser;
let tournamentId: number;
/** The players by the order their sheets must come in: surname, then first name. */
const players = [
  { firstName: 'Bob', lastName: 'Adams', playerId: '5152458', birthDate: '2019-04-09' },
  { firstName: 'James', lastName: 'Smith', playerId: null, birthDate: null },
  { firstName: 'James', lastName: 'Sutton', playerId: '1234567', birthDate: '1990-12-31' },
  { firstName: 'Amelia', lastName: 'Zed', playerId: '7654321', birthDate: '2001-02-03' },
];
const members: TestUser[] = [];

const line = (
  card: (typeof CARDS)[keyof typeof CARDS],
  section: DeckListLine['section'],
  count: number,
  print: string,
): DeckListLine => ({ cardId: card.id, name: card.name, print, section, count });

const LIST: DeckListLine[] = [
  line(CARDS.nidoran, 'pokemon', 4, 'SCR 29'),
  line(CARDS.flabebe, 'pokemon', 3, 'SFA 86'),
  line(CARDS.pikachu, 'pokemon', 1, 'SSP 57'),
  line(CARDS.hoOh, 'pokemon', 1, 'DRI 21'),
  line(CARDS.long, 'trainer', 4, 'SSP 185'),
  line(CARDS.ultraBall, 'trainer', 4, 'MEG 131'),
  line(CARDS.energy, 'energy', 43, 'SVE 2'),
];

async function pdfOf(path: string, user?: TestUser): Promise<Response> {
  return t.call(path, { headers: user?.auth ?? {} });
}

const sheetsPath = (id = tournamentId, query = '') => `/api/admin/tournaments/${id}/deck-lists.pdf${query}`;

/** The text right below a box's label (its value), or null for a blank box. */
function valueBelow(page: PdfPage, label: string): string | null {
  const at = page.texts.find((text) => text.text === label)!;
  const below = page.texts.filter(
    (text) => Math.abs(text.x - at.x) < 0.5 && text.y < at.y && at.y - text.y < 20 && text !== at,
  );
  return below.length ? below.map((text) => text.text).join(' ') : null;
}

/** The age division whose box holds the X: the label just right of it. */
function tickedDivision(page: PdfPage): string | null {
  const tick = page.texts.find((text) => text.text === 'X');
  if (!tick) return null;
  const labels = page.texts.filter((text) => ['Juniors', 'Seniors', 'Masters'].includes(text.text));
  const right = labels.filter((label) => label.x > tick.x).sort((a, b) => a.x - b.x)[0];
  return right && right.x - tick.x < 20 ? right.text : null;
}

/**
 * The card lines of a section as printed: each row starts with its quantity in the QTY column; the texts whose
 * left ends sit in a column and whose baselines fall in the row are that row's cell, line by line. Checks on the
 * way that every text stays inside its column (the boxes are the columns' heads' left ends, less the padding).
 */
function sectionRows(page: PdfPage, title: string, columns: string[]): string[][] {
  const heading = page.texts.find((text) => text.text.startsWith(`${title} (`))!;
  const heads = columns.map((column) =>
    page.texts.find((text) => text.text === column && text.y < heading.y && heading.y - text.y < 30)!,
  );
  const next = page.texts
    .filter((text) => text.y < heads[0].y - 1 && /^(?:Trainer|Energy) \(\d+\)$|^Total cards/.test(text.text))
    .sort((a, b) => b.y - a.y)[0];
  const body = page.texts.filter((text) => text.y < heads[0].y - 1 && text.y > (next?.y ?? 0) + 1);
  // A column's box runs from its head's left end (less 3 points of padding) to the next head's, or the page's
  // right margin for the last.
  const left = heads.map((head) => head.x - 3);
  const right = [...left.slice(1), page.width - 32];
  const columnOf = (text: PdfText) => left.findIndex((x, index) => text.x >= x && text.x < right[index]);
  for (const text of body) {
    const column = columnOf(text);
    expect(column).toBeGreaterThanOrEqual(0);
    // Inside its box, by the PDF's own widths: never over the next column's line.
    expect(text.x + text.width).toBeLessThanOrEqual(right[column] + 0.01);
  }
  const starts = body.filter((text) => columnOf(text) === 0).sort((a, b) => b.y - a.y);
  return starts.map((start, index) => {
    const top = start.y + start.size;
    const bottom = index + 1 < starts.length ? starts[index + 1].y + starts[index + 1].size : -Infinity;
    return columns.map((_, column) =>
      body
        .filter((text) => columnOf(text) === column && text.y <= top && text.y > bottom)
        .sort((a, b) => b.y - a.y)
        .map((text) => text.text)
        .join(' '),
    );
  });
}

beforeAll(async () => {
  t = await createTestApp();
  await seedCards(t, Object.values(CARDS));
  admin = await t.newUser({ role: Role.ADMIN, email: 'sheets@example.com', firstName: 'Olive' });
  for (const [index, details] of players.entries()) {
    const member = await t.newUser({
      email: `sheets-player${index}@example.com`,
      firstName: details.firstName,
    });
    const saved = await t.call('/api/users/me', {
      method: 'PUT',
      headers: member.auth,
      body: { lastName: details.lastName, playerId: details.playerId, birthDate: details.birthDate ?? '' },
    });
    if (saved.status !== 200) throw new Error(`profile: ${saved.status} ${await saved.text()}`);
    members.push(member);
  }
  const date = new Date(Date.now() + 10 * 24 * 3_600_000);
  const event = (await (
    await t.call('/api/events', {
      method: 'POST',
      headers: admin.auth,
      body: { title: 'Sheets Challenge', date: date.toISOString(), type: 'TOURNAMENT' },
    })
  ).json()) as { id: number };
  tournamentId = (
    (await (
      await t.call('/api/tournaments', {
        method: 'POST',
        headers: admin.auth,
        body: {
          eventId: event.id,
          format: 'standard',
          bestOf: 1,
          roundMinutes: 30,
          divisionsApart: false,
          topCut: false,
          deckListDeadline: new Date(date.getTime() - 3_600_000).toISOString(),
        },
      })
    ).json()) as { id: number }
  ).id;
  // Registered in reverse, so entry order is not the surname order.
  for (const member of [...members].reverse()) {
    await t.call(`/api/events/${event.id}/register`, { method: 'POST', headers: member.auth, body: {} });
  }
  await t.call(`/api/tournaments/${tournamentId}/check-in`, { method: 'POST', headers: admin.auth });
  const em = t.em();
  const entered = await em.find(TournamentPlayer, { tournament: tournamentId }, { populate: ['user'] });
  // The lists as accepted (the submission's checks are tournaments.spec.ts's): each player's own.
  for (const player of entered) em.persist(new TournamentDeckList(player, LIST, player.user!));
  await em.flush();
}, 60_000);
afterAll(() => t.close());

describe('every deck list of a tournament as one PDF', () => {
  it('is the organiser’s only: visitors 401, members 403, unknown tournaments and bad paper refused', async () => {
    expect((await pdfOf(sheetsPath())).status).toBe(401);
    expect((await pdfOf(sheetsPath(), members[0])).status).toBe(403);
    expect((await pdfOf(sheetsPath(999_999), admin)).status).toBe(404);
    const bad = await pdfOf(sheetsPath(tournamentId, '?paper=a3'), admin);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe('paper must be a4 or letter.');
  });

  it('prints one A4 sheet per player, sorted by surname, with their details (blank where unknown)', async () => {
    const answer = await pdfOf(sheetsPath(), admin);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const pdf = await readPdf(new Uint8Array(await answer.arrayBuffer()));
    expect(pdf.title).toBe('Deck lists: Sheets Challenge');
    expect(pdf.pages).toHaveLength(4);
    for (const page of pdf.pages) {
      expect([page.width, page.height]).toEqual([595.28, 841.89]);
    }
    expect(pdf.pages.map((page) => valueBelow(page, 'Player name'))).toEqual([
      'Bob Adams',
      'James Smith',
      'James Sutton',
      'Amelia Zed',
    ]);
    expect(pdf.pages.map((page) => valueBelow(page, 'Player ID'))).toEqual([
      '5152458',
      null,
      '1234567',
      '7654321',
    ]);
    expect(pdf.pages.map((page) => valueBelow(page, 'Date of birth (DD/MM/YYYY)'))).toEqual([
      '09/04/2019',
      null,
      '31/12/1990',
      '03/02/2001',
    ]);
    // Every member plays in Masters (a child plays as a family member): the Masters box is ticked.
    expect(pdf.pages.map(tickedDivision)).toEqual(Array(4).fill('Masters'));
  });

  it('prints every card line inside its box: Pokémon with set, number and mark, Trainers and Energy by name', async () => {
    const pdf = await readPdf(new Uint8Array(await (await pdfOf(sheetsPath(), admin)).arrayBuffer()));
    for (const page of pdf.pages) {
      expect(sectionRows(page, 'Pokémon', ['QTY', 'NAME', 'SET', 'COLL #', 'REG'])).toEqual([
        ['4', 'Team Rocket’s Nidoran♀', 'SCR', '29', 'H'],
        ['3', 'Flabébé', 'SFA', '86', 'H'],
        ['1', 'Pikachu ex', 'SSP', '57', 'I'],
        ['1', LONG_POKEMON, 'DRI', '21', 'I'],
      ]);
      // The long name wraps onto more lines inside its box; read back, it is the whole name.
      expect(sectionRows(page, 'Trainer', ['QTY', 'NAME'])).toEqual([
        ['4', LONG_NAME],
        ['4', 'Ultra Ball'],
      ]);
      expect(sectionRows(page, 'Energy', ['QTY', 'NAME'])).toEqual([['43', 'Basic Fire Energy']]);
      expect(page.texts.map((text) => text.text)).toEqual(
        expect.arrayContaining(['Pokémon (9)', 'Trainer (8)', 'Energy (43)', 'Total cards: 60']),
      );
    }
  });

  it('prints on US Letter when asked, dates as the US writes them', async () => {
    const answer = await pdfOf(sheetsPath(tournamentId, '?paper=letter'), admin);
    const pdf = await readPdf(new Uint8Array(await answer.arrayBuffer()));
    expect(pdf.pages.map((page) => [page.width, page.height])).toEqual(Array(4).fill([612, 792]));
    expect(valueBelow(pdf.pages[0], 'Date of birth (MM/DD/YYYY)')).toBe('04/09/2019');
    expect(sectionRows(pdf.pages[2], 'Trainer', ['QTY', 'NAME'])[0]).toEqual(['4', LONG_NAME]);
  });

  it('says so when nobody has submitted a list yet', async () => {
    await t.em().nativeDelete(TournamentDeckList, {});
    const answer = await pdfOf(sheetsPath(), admin);
    expect(answer.status).toBe(404);
    expect(((await answer.json()) as { message: string }).message).toBe(
      'No deck lists have been submitted for this tournament yet.',
    );
  });
});

describe('a member’s saved deck as a sheet', () => {
  let deckId: number;
  beforeAll(async () => {
    deckId = await createDeck(t, members[0], 'Rocket Nidoran');
    for (const [card, section, count] of [
      [CARDS.nidoran, 'pokemon', 2],
      [CARDS.ultraBall, 'trainer', 3],
      [CARDS.energy, 'energy', 5],
    ] as const) {
      const added = await t.call(`/api/pokemon/decks/${deckId}/cards`, {
        method: 'POST',
        headers: members[0].auth,
        body: { cardId: card.id, section, count },
      });
      if (added.status !== 200) throw new Error(`adding a card: ${added.status}`);
    }
  });

  it('prints it with the owner’s profile and the catalogue’s set, number and mark', async () => {
    const answer = await pdfOf(`/api/pokemon/decks/${deckId}/sheet.pdf`, members[0]);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    const pdf = await readPdf(new Uint8Array(await answer.arrayBuffer()));
    expect(pdf.pages).toHaveLength(1);
    const [page] = pdf.pages;
    expect([page.width, page.height]).toEqual([595.28, 841.89]);
    expect(valueBelow(page, 'Player name')).toBe('Bob Adams');
    expect(valueBelow(page, 'Player ID')).toBe('5152458');
    expect(valueBelow(page, 'Date of birth (DD/MM/YYYY)')).toBe('09/04/2019');
    // Born in 2019: a Junior for seasons to come.
    expect(tickedDivision(page)).toBe('Juniors');
    const [pokemon] = sectionRows(page, 'Pokémon', ['QTY', 'NAME', 'SET', 'COLL #', 'REG']);
    expect(pokemon).toEqual(['2', 'Team Rocket’s Nidoran♀', expect.any(String), '29', 'H']);
    expect(sectionRows(page, 'Energy', ['QTY', 'NAME'])).toEqual([['5', 'Basic Fire Energy']]);
  });

  it('is the owner’s only: another member gets 404, a visitor 401, bad paper 400', async () => {
    expect((await pdfOf(`/api/pokemon/decks/${deckId}/sheet.pdf`, members[1])).status).toBe(404);
    expect((await pdfOf(`/api/pokemon/decks/${deckId}/sheet.pdf`)).status).toBe(401);
    expect((await pdfOf(`/api/pokemon/decks/${deckId}/sheet.pdf?paper=A4`, members[0])).status).toBe(400);
    const letter = await pdfOf(`/api/pokemon/decks/${deckId}/sheet.pdf?paper=letter`, members[0]);
    expect((await readPdf(new Uint8Array(await letter.arrayBuffer()))).pages[0].width).toBe(612);
  });
});
