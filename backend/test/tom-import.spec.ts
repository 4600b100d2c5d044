import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Role } from '../src/common/role.js';
import { readTomFile } from '../src/tournaments/domain/tom/tom-reader.js';
import { TournamentMatch } from '../src/tournaments/tournament-match.entity.js';
import { TournamentPlayer } from '../src/tournaments/tournament-player.entity.js';
import { Tournament } from '../src/tournaments/tournament.entity.js';
import { createTestApp, type TestApp, type TestUser } from './support/test-app.js';

/** POST /api/admin/tournaments/tom: TOM's file in (issue 35 §1, §2). */
let t: TestApp;
let admin: TestUser;
let member: TestUser;

const FIXTURES = join(import.meta.dirname, 'fixtures/tom');
const fixture = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');
const cup = fixture('league-cup-masters-apart.tdf');

/** The same League Cup as TOM saved it after round 2 of each pod: the later rounds and the standings not yet there. */
function afterRound(text: string, last: number): string {
  return text
    .replace(/<round number="(\d+)"[\s\S]*?<\/round>\s*/g, (round, number: string) =>
      Number(number) > last ? '' : round,
    )
    .replace(/<standings>[\s\S]*?<\/standings>/, '')
    .replace('stage="5"', 'stage="4"');
}

const sendXml = (
  body: string | Buffer,
  headers: Record<string, string> = admin.auth,
  type = 'application/xml',
) =>
  fetch(`${t.baseUrl}/api/admin/tournaments/tom`, {
    method: 'POST',
    headers: { ...headers, 'content-type': type },
    body,
  });

function sendForm(text: string, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([text], { type: 'application/octet-stream' }), 'cup.tdf');
  return fetch(`${t.baseUrl}/api/admin/tournaments/tom`, { method: 'POST', headers: admin.auth, body: form });
}

const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T;
const counts = async () => ({
  tournaments: await t.em().count(Tournament, {}),
  players: await t.em().count(TournamentPlayer, {}),
  matches: await t.em().count(TournamentMatch, {}),
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.newUser({ role: Role.ADMIN });
  member = await t.newUser({ firstName: 'Ash' });
});
afterAll(() => t.close());

describe('a TOM file in', () => {
  let id: number;

  it('makes a tournament (201), and the next save of the same TOM tournament updates it (200): nothing twice', async () => {
    const first = await sendXml(afterRound(cup, 2));
    expect(first.status).toBe(201);
    const made = await json<{ id: number; created: boolean; message: string }>(first);
    expect(made).toMatchObject({
      created: true,
      message: 'League Cup (masters apart) loaded: 29 players, round 2.',
    });
    id = made.id;
    const early = await json<{ tournament: { currentRound: number; stage: string } }>(
      await t.call(`/api/tournaments/${id}/live`),
    );
    expect(early.tournament).toMatchObject({ currentRound: 2, stage: 'SWISS' });
    // TOM's round time and start time are the round clock: round 2 of the Masters pod started at 11:56 (UK).
    const clock = (
      early as unknown as { clock: { round: number; minutes: number; startedAt: string; endsAt: string } }
    ).clock;
    expect(clock).toMatchObject({ round: 2, minutes: 50, startedAt: '2025-11-30T11:56:00.000Z' });
    expect(clock.endsAt).toBe('2025-11-30T12:46:00.000Z');

    const again = await sendForm(cup);
    expect(again.status).toBe(200);
    expect(await json(again)).toMatchObject({ id, created: false, disagreements: [] });
    const before = await counts();
    expect(await sendXml(cup, admin.auth, 'text/xml')).toHaveProperty('status', 200);
    expect(await counts()).toEqual(before);
    expect(before.players).toBe(29);
    expect(before.matches).toBe(
      readTomFile(cup).pods.flatMap((pod) => pod.rounds.flatMap((round) => round.matches)).length,
    );
  });

  it('shows on the live page: each pod’s newest round, TOM’s places, and no Junior or Senior named', async () => {
    const live = await json<{
      tournament: { stage: string; title: string };
      pairings: { round: number; playerA: { name: string; division: string } }[];
      standings: { rank: number; name: string; division: string }[];
    }>(await t.call(`/api/tournaments/${id}/live`));
    expect(live.tournament).toMatchObject({ stage: 'FINISHED', title: 'League Cup (masters apart)' });
    // Masters finished with round 7 (the final), Juniors and Seniors with round 6.
    expect(new Set(live.pairings.map((pairing) => pairing.round))).toEqual(new Set([6, 7]));
    const file = readTomFile(cup);
    const masters = file.standings!.find((pod) => pod.category === 2 && pod.type === 'finished')!;
    const champion = file.players.find((player) => player.userId === masters.players[0].id)!;
    expect(live.standings.find((row) => row.division === 'MASTERS' && row.rank === 1)!.name).toBe(
      `${champion.firstName} ${champion.lastName[0]}.`,
    );
    for (const row of live.standings.filter((standing) => standing.division !== 'MASTERS')) {
      expect(row.name).toMatch(/^(Junior|Senior) player \d+$/);
    }
    const text = JSON.stringify(live);
    for (const player of file.players.filter((p) => p.birthYear! > 2009))
      expect(text).not.toContain(player.lastName);
    expect(text).not.toMatch(/02\/27|birth/i);
  });

  it.each([
    ['not XML', 'this is not a tournament', 400, /not well-formed XML/],
    ['an HTML page', '<html><body>nope</body></html>', 400, /not <tournament>/],
    [
      'a DOCTYPE with an external entity',
      `<?xml version="1.0"?><!DOCTYPE t [<!ENTITY x SYSTEM "file:///etc/passwd">]><tournament>&x;</tournament>`,
      400,
      /DOCTYPE/,
    ],
    [
      'entity expansion',
      `<!DOCTYPE l [<!ENTITY a "aaaaaaaaaa">${Array.from({ length: 9 }, (_, i) => `<!ENTITY a${i + 1} "${`&a${i || ''};`.repeat(10)}">`).join('')}]><tournament>&a9;</tournament>`,
      400,
      /DOCTYPE/,
    ],
    [
      'an undeclared entity',
      cup.replace('<city>Ipswich</city>', '<city>&x;</city>'),
      400,
      /not well-formed XML/,
    ],
    [
      'a match naming an unknown player',
      cup.replace(/<player2 userid="\d+"\/>/, '<player2 userid="1234567"/>'),
      400,
      /Player ID 1234567 is not among the file's players/,
    ],
    ['a file with no TOM id', cup.replace(/<id>[^<]*<\/id>/, '<id></id>'), 400, /no tournament id/],
  ])(
    'refuses %s with the reason, storing nothing, in under a second',
    async (_what, body, status, message) => {
      const before = await counts();
      const [answer, health] = await Promise.all([sendXml(body), t.call('/api/health')]);
      expect(health.status).toBe(200);
      expect(answer.status).toBe(status);
      expect((await json<{ message: string }>(answer)).message).toMatch(message);
      expect(await counts()).toEqual(before);
    },
  );

  it('refuses 30 MB at once (413), as the body and as the form’s file', async () => {
    const before = await counts();
    const huge = Buffer.alloc(30 * 1024 * 1024, 0x20);
    const [asBody, health] = await Promise.all([sendXml(huge), t.call('/api/health')]);
    expect(asBody.status).toBe(413);
    expect(health.status).toBe(200);
    const form = new FormData();
    form.append('file', new Blob([huge]), 'huge.tdf');
    const asForm = await fetch(`${t.baseUrl}/api/admin/tournaments/tom`, {
      method: 'POST',
      headers: admin.auth,
      body: form,
    });
    expect(asForm.status).toBe(413);
    expect((await json<{ message: string }>(asForm)).message).toMatch(/larger than 4 MiB/);
    expect(await counts()).toEqual(before);
  });

  it('refuses other content types (415), a form without its file, and anyone but an admin', async () => {
    expect(
      (
        await t.call('/api/admin/tournaments/tom', {
          method: 'POST',
          headers: admin.auth,
          body: { file: 'x' },
        })
      ).status,
    ).toBe(415);
    expect((await sendForm(cup, 'upload')).status).toBe(400);
    expect((await sendXml(cup, member.auth)).status).toBe(403);
    expect((await sendXml(cup, {})).status).toBe(401);
  });
});

/** The element paths of a document in order of first appearance: its structure, whatever the values. */
function structure(text: string): string[] {
  const paths: string[] = [];
  const stack: string[] = [];
  for (const [tag, closing, name] of text.matchAll(/<(\/?)([a-z\d]+)(?:[\s/][^>]*)?>/g)) {
    const selfClosing = tag.endsWith('/>');
    if (closing) {
      stack.pop();
      continue;
    }
    stack.push(name);
    const path = stack.join('/');
    if (!paths.includes(path)) paths.push(path);
    if (selfClosing) stack.pop();
  }
  return paths;
}

describe('a TOM file out', () => {
  it('reads back as the same players, rounds, tables and outcomes, in TOM’s own structure', async () => {
    const made = await json<{ id: number }>(await sendXml(fixture('league-cup-top-eight.tdf')));
    const answer = await t.call(`/api/admin/tournaments/${made.id}/tom-file`, { headers: admin.auth });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(answer.headers.get('content-disposition')).toMatch(/\.tdf"$/);
    const written = await answer.text();
    const original = readTomFile(fixture('league-cup-top-eight.tdf'));
    const back = readTomFile(written);
    expect(back.players).toEqual(original.players);
    expect(back.pods).toEqual(original.pods);
    expect(back.standings).toEqual(original.standings);
    expect(back.data).toEqual(original.data);
    expect(structure(written)).toEqual(structure(fixture('league-cup-top-eight.tdf')));
    expect(written).not.toMatch(/<!DOCTYPE|&[a-z]+;(?<!&amp;|&lt;|&gt;|&quot;|&apos;)/);
  });

  it('writes the club’s own tournament as TOM does, and names everyone who lacks a Player ID or a date of birth', async () => {
    const own = await json<{ id: number }>(await sendXml(fixture('league-challenge-all-ages.tdf')));
    // The same tournament made the club's own (no TOM bookkeeping): pods, rounds and standings from its tables.
    const em = t.em();
    const tournament = await em.findOneOrFail(Tournament, { id: own.id });
    const written = await (
      await t.call(`/api/admin/tournaments/${own.id}/tom-file`, { headers: admin.auth })
    ).text();
    expect(structure(written)).toEqual(structure(fixture('league-challenge-all-ages.tdf')));
    tournament.tomId = null;
    tournament.tomFile = null;
    await em.flush();
    const players = await em.find(TournamentPlayer, { tournament }, { orderBy: { id: 'ASC' } });
    players[0].birthYear = null;
    await em.flush();
    const refused = await t.call(`/api/admin/tournaments/${own.id}/tom-file`, { headers: admin.auth });
    expect(refused.status).toBe(409);
    expect((await json<{ message: string }>(refused)).message).toContain(
      `${players[0].firstName} ${players[0].lastName} (date of birth)`,
    );
    players[0].birthYear = 1990;
    await em.flush();
    const ownFile = await t.call(`/api/admin/tournaments/${own.id}/tom-file`, { headers: admin.auth });
    expect(ownFile.status).toBe(200);
    const back = readTomFile(await ownFile.text());
    const original = readTomFile(fixture('league-challenge-all-ages.tdf'));
    const outcomes = (file: typeof back) =>
      file.pods.flatMap((pod) =>
        pod.rounds.flatMap((round) =>
          round.matches.map((m) => [round.number, m.table, m.player1, m.player2, m.outcome]),
        ),
      );
    expect(outcomes(back)).toEqual(outcomes(original));
    expect(back.players.map((player) => player.userId).sort()).toEqual(
      original.players.map((player) => player.userId).sort(),
    );
  });
});

describe('a member’s own table, found by their Player ID', () => {
  it('is on their dashboard’s list, and follows the next save of the file', async () => {
    const text = afterRound(cup, 1).replace(/<id>[^<]*<\/id>/, '<id>25-11-999999</id>');
    const file = readTomFile(text);
    const round1 = file.pods.find((pod) => pod.category === 2)!.rounds[0];
    const match = round1.matches.find((m) => m.player2 !== null)!;
    await t.call('/api/users/me', { method: 'PUT', headers: member.auth, body: { playerId: match.player1 } });
    const made = await json<{ id: number }>(await sendXml(text));
    const tables = await json<{ tournamentId: number; round: number; table: number; opponent: string }[]>(
      await t.call('/api/tournaments/my-tables', { headers: member.auth }),
    );
    const opponent = file.players.find((player) => player.userId === match.player2)!;
    expect(tables).toEqual([
      expect.objectContaining({
        tournamentId: made.id,
        round: 1,
        table: match.table,
        opponent: `${opponent.firstName} ${opponent.lastName[0]}.`,
      }),
    ]);
    await sendXml(afterRound(cup, 2).replace(/<id>[^<]*<\/id>/, '<id>25-11-999999</id>'));
    const later = await json<{ round: number }[]>(
      await t.call('/api/tournaments/my-tables', { headers: member.auth }),
    );
    expect(later.map((table) => table.round)).toEqual([2]);
    expect((await t.call('/api/tournaments/my-tables')).status).toBe(401);
  });
});
