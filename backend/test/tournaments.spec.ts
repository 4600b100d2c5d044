import { randomUUID } from 'node:crypto';
import { makeBasicEnergy, makePokemon, makeTrainer } from './support/card-fixtures.js';
import { seedCards } from './support/catalogue.js';
import { independentRankOrder, independentStandings } from './support/independent-standings.js';
import { pairNextRound, type DeskSnapshot } from '@club/rules';
import { Role } from '../src/common/role.js';
import { createTestApp, type TestApp, type TestUser } from './support/test-app.js';

/**
 * A whole tournament through the API: 18 members and 6 juniors registered by their parents, deck lists judged on
 * submission, check-in, a member entered late (before round 2) who still gives their list, five Swiss rounds with
 * ties and results from players and the organiser (some at the same moment), a drop, standings and their order
 * against an independent computation from the sources (test/support/independent-standings.ts), the top cut seeded
 * from the standings, achievements on the leaderboard, exports, and a second server on the same database.
 */

const cards = {
  pikachu: makePokemon('sv8-57', 'Pikachu ex', 'Basic', { subtypes: ['Basic', 'ex'], types: ['Lightning'] }),
  flabebe: makePokemon('sv6-86', 'Flabébé', 'Basic', { types: ['Psychic'] }),
  ultraBall: makeTrainer('me1-131', 'Ultra Ball', 'Item', 'Search your deck for a Pokémon.', {
    regulationMark: 'I',
  }),
  nestBall: makeTrainer('sv1-181', 'Nest Ball', 'Item', 'Search your deck for a Basic Pokémon.', {
    regulationMark: 'G',
  }),
  primeCatcher: makeTrainer(
    'sv5-150',
    'Prime Catcher',
    'Item',
    'Switch in 1 of your opponent’s Benched Pokémon.',
    {
      subtypes: ['Item', 'ACE SPEC'],
    },
  ),
  fire: makeBasicEnergy('sve-2', 'Fire'),
};

type Entry = [string, 'pokemon' | 'trainer' | 'energy', number];
const LEGAL: Entry[] = [
  ['sv8-57', 'pokemon', 4],
  ['sv6-86', 'pokemon', 4],
  ['me1-131', 'trainer', 4],
  ['sve-2', 'energy', 48],
];
const BANNED: Entry[] = [...LEGAL.slice(0, 3), ['sv5-150', 'trainer', 1], ['sve-2', 'energy', 47]];
const FIVE_COPIES: Entry[] = [['sv8-57', 'pokemon', 5], ...LEGAL.slice(1, 3), ['sve-2', 'energy', 47]];
const ROTATED: Entry[] = [...LEGAL.slice(0, 3), ['sv1-181', 'trainer', 2], ['sve-2', 'energy', 46]];

interface Match {
  id: number;
  round: number;
  stage: 'SWISS' | 'TOP_CUT';
  table: number | null;
  division: string;
  playerA: { playerId: number; name: string };
  playerB: { playerId: number; name: string } | null;
  outcome: string | null;
  reportedOutcome: string | null;
}
interface Player {
  id: number;
  userId: number | null;
  familyMemberId: number | null;
  division: string;
  joinedRound: number;
  droppedAfterRound: number | null;
  checkedIn: boolean;
  place: number | null;
}
interface Standing {
  rank: number;
  playerId: number;
  division: string;
  matchPoints: number;
  opponentsWinPercentage: number;
  opponentsOpponentsWinPercentage: number;
  dropped: boolean;
  late: boolean;
}
interface Live {
  tournament: { stage: string; currentRound: number; plannedRounds: Record<string, number> | null };
  pairings: Match[];
  standings: Standing[];
  standingsAfterRound: number;
}

let t: TestApp;
let admin: TestUser;
const members: TestUser[] = [];
/** The member who registered each family member, by family member id. */
const parentOf = new Map<number, TestUser>();
let tournamentId: number;
let eventId: number;
/** Registers after registration closed; the organiser enters them before round 2. */
let lateMember: TestUser;
/** A legal list as Pokémon TCG Live exports it. */
let legalPtcgl: string;

async function json<T>(answer: Response | Promise<Response>, status = 200): Promise<T> {
  const response = await answer;
  const body = await response.text();
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${body}`);
  return (body ? JSON.parse(body) : undefined) as T;
}

const api = (path: string, user: TestUser, method = 'GET', body?: unknown) =>
  t.call(`/api/tournaments/${tournamentId}${path}`, { method, headers: user.auth, body });

async function makeDeck(user: TestUser, entries: Entry[]): Promise<number> {
  const deck = await json<{ id: number }>(
    await t.call('/api/pokemon/decks', {
      method: 'POST',
      headers: user.auth,
      body: { name: 'List', format: 'standard' },
    }),
    201,
  );
  for (const [cardId, section, count] of entries) {
    await json(
      await t.call(`/api/pokemon/decks/${deck.id}/cards`, {
        method: 'POST',
        headers: user.auth,
        body: { cardId, section, count },
      }),
    );
  }
  return deck.id;
}

/** A result for a table that depends only on the players, so a test run is repeatable; about one Swiss table in six ties. */
function outcomeFor(match: Match): 'A_WINS' | 'B_WINS' | 'TIE' {
  const key = (match.playerA.playerId * 31 + (match.playerB?.playerId ?? 0) * 17 + match.round) % 6;
  if (match.stage === 'SWISS' && key === 0) return 'TIE';
  return key % 2 ? 'A_WINS' : 'B_WINS';
}

/** The desk's own pairing (what it announces offline) from the state the server answers before a round. */
async function deskPairing(): Promise<(number | null)[][]> {
  const snapshot = {
    tournament: await json<DeskSnapshot['tournament']>(await api('', admin)),
    players: await json<DeskSnapshot['players']>(await api('/players', admin)),
    matches: await json<DeskSnapshot['matches']>(await api('/matches', admin)),
    settledAt: new Date().toISOString(),
    clock: null,
  };
  const next = pairNextRound(snapshot);
  if ('refusal' in next) throw new Error(next.refusal);
  return inTableOrder(next.pairings.map((p) => [p.table, p.playerA, p.playerB]));
}

/** [table, player A, player B] rows, byes (no table) last. */
const inTableOrder = (rows: (number | null)[][]) =>
  rows.sort((x, y) => (x[0] ?? Infinity) - (y[0] ?? Infinity) || x[1]! - y[1]!);
const tablesOf = (matches: Match[]) =>
  inTableOrder(matches.map((m) => [m.table, m.playerA.playerId, m.playerB?.playerId ?? null]));

function userOfPlayer(players: Player[], playerId: number): TestUser {
  const player = players.find((p) => p.id === playerId)!;
  if (player.userId) return members.find((m) => m.user.id === player.userId)!;
  return parentOf.get(player.familyMemberId!)!;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedCards(t, Object.values(cards));
  admin = await t.newUser({ role: Role.ADMIN, email: 'organiser@example.com', firstName: 'Olive' });
  for (let index = 0; index < 18; index++)
    members.push(await t.newUser({ email: `player${index}@example.com` }));
}, 60_000);
afterAll(() => t.close());

describe('tournament day', () => {
  it('sets a TOURNAMENT event up as a tournament, admins only', async () => {
    const date = new Date(Date.now() + 10 * 24 * 3_600_000);
    const event = await json<{ id: number }>(
      await t.call('/api/events', {
        method: 'POST',
        headers: admin.auth,
        body: { title: 'December League Challenge', date: date.toISOString(), type: 'TOURNAMENT' },
      }),
      201,
    );
    eventId = event.id;
    const settings = {
      eventId,
      format: 'standard',
      bestOf: 3,
      roundMinutes: 50,
      divisionsApart: false,
      topCut: true,
      deckListDeadline: new Date(date.getTime() - 3_600_000).toISOString(),
    };
    const refused = await t.call('/api/tournaments', {
      method: 'POST',
      headers: members[0].auth,
      body: settings,
    });
    expect(refused.status).toBe(403);
    expect(
      (
        await t.call('/api/tournaments', {
          method: 'POST',
          headers: admin.auth,
          body: { ...settings, bestOf: 2 },
        })
      ).status,
    ).toBe(400);
    const created = await json<{ id: number; stage: string; season: number }>(
      await t.call('/api/tournaments', { method: 'POST', headers: admin.auth, body: settings }),
      201,
    );
    tournamentId = created.id;
    expect(created.stage).toBe('REGISTRATION');
    expect(
      (await t.call('/api/tournaments', { method: 'POST', headers: admin.auth, body: settings })).status,
    ).toBe(409);
  });

  it('registers 18 members and 6 juniors, whose divisions come from their birth years', async () => {
    const season = (await json<{ season: number }>(await t.call(`/api/tournaments/${tournamentId}`))).season;
    for (let index = 0; index < 18; index++) {
      const member = members[index];
      const family: number[] = [];
      if (index < 3) {
        for (const name of [`Kid${index}a`, `Kid${index}b`]) {
          const child = await json<{ id: number }>(
            await t.call('/api/family-members', {
              method: 'POST',
              headers: member.auth,
              body: { name, age: 9, birthYear: season - 10 },
            }),
            201,
          );
          family.push(child.id);
          parentOf.set(child.id, member);
        }
      }
      await json(
        await t.call(`/api/events/${eventId}/register`, {
          method: 'POST',
          headers: member.auth,
          body: { familyMemberIds: family },
        }),
      );
    }
    const mine = await json<{ entries: { playerId: number; division: string; name: string }[] }>(
      await api('/me', members[0]),
    );
    expect(mine.entries.map((entry) => entry.division).sort()).toEqual(['JUNIOR', 'JUNIOR', 'MASTERS']);
  });

  it('refuses illegal deck lists with the validator’s reasons and accepts legal ones', async () => {
    await json(
      await t.call('/api/admin/formats/standard', {
        method: 'PUT',
        headers: admin.auth,
        body: { bannedCardNames: ['Prime Catcher'] },
      }),
    );
    const owner = members[0];
    const me = await json<{ entries: { playerId: number; familyMemberId: number | null }[] }>(
      await api('/me', owner),
    );
    const self = me.entries.find((entry) => entry.familyMemberId === null)!.playerId;
    const refusals: [Entry[], RegExp][] = [
      [BANNED, /Prime Catcher.*banned in Standard/],
      [FIVE_COPIES, /Pikachu ex.*5 copies|5 copies.*Pikachu ex/],
      [ROTATED, /Nest Ball.*G/],
    ];
    for (const [entries, reason] of refusals) {
      const deckId = await makeDeck(owner, entries);
      const answer = await json<{ message: string; details?: string[] }>(
        await api(`/players/${self}/deck-list`, owner, 'PUT', { deckId }),
        400,
      );
      expect(answer.message).toMatch(/not legal in Standard/);
      expect(answer.message).toMatch(reason);
    }
    expect((await api(`/players/${self}/deck-list`, owner)).status).toBe(404);

    // Everyone else submits the legal list: from a saved deck, or pasted as PTCGL exports it.
    const legalDeck = await makeDeck(owner, LEGAL);
    const exported = await json<{ text: string }>(
      await t.call('/api/pokemon/decks/export/ptcgl', {
        method: 'POST',
        headers: owner.auth,
        body: { deckId: legalDeck },
      }),
    );
    legalPtcgl = exported.text;
    for (const member of members) {
      const entries = await json<{ entries: { playerId: number }[] }>(await api('/me', member));
      for (const entry of entries.entries) {
        const body = member === owner ? { deckId: legalDeck } : { ptcgl: exported.text };
        const accepted = await json<{ cards: { count: number }[]; playerId: number }>(
          await api(`/players/${entry.playerId}/deck-list`, member, 'PUT', body),
        );
        expect(accepted.cards.reduce((sum, line) => sum + line.count, 0)).toBe(60);
      }
    }
    // Another member's list is unreadable; the organiser reads every one.
    expect((await api(`/players/${self}/deck-list`, members[5])).status).toBe(404);
    expect(await json<unknown[]>(await api('/deck-lists', admin))).toHaveLength(24);
    expect((await api('/deck-lists', members[5])).status).toBe(404);
  });

  it('closes registration at check-in and checks everyone in', async () => {
    const started = await json<{ players: Player[]; missingBirthYear: unknown[] }>(
      await api('/check-in', admin, 'POST'),
    );
    expect(started.players).toHaveLength(24);
    expect(started.missingBirthYear).toEqual([]);
    lateMember = await t.newUser({ email: 'late@example.com' });
    const registration = await t.call(`/api/events/${eventId}/register`, {
      method: 'POST',
      headers: lateMember.auth,
      body: {},
    });
    expect(registration.status).toBe(409);
    await Promise.all(
      started.players.map((player) =>
        json(api(`/players/${player.id}/check-in`, admin, 'PUT', { checkedIn: true })),
      ),
    );
    const players = await json<Player[]>(await api('/players', admin));
    expect(players.every((player) => player.checkedIn)).toBe(true);
    expect(players.filter((player) => player.division === 'JUNIOR')).toHaveLength(6);
  });

  it('plays five Swiss rounds: no rematch, byes only for odd counts and never twice, standings as the handbook computes them', async () => {
    const met = new Set<string>();
    const byes = new Set<number>();
    let dropped: number | null = null;
    let latePlayer: number | null = null;
    let expectedByes = 0;
    let ties = 0;
    for (let round = 1; round <= 5; round++) {
      const announced = await deskPairing();
      const paired = await json<Match[]>(await api('/rounds', admin, 'POST', { round }), 201);
      // The desk offline pairs exactly as the server does from the same state.
      expect(tablesOf(paired)).toEqual(announced);
      if (round === 1) {
        // Lists lock when round 1 starts.
        const me = await json<{ entries: { playerId: number }[] }>(await api('/me', members[1]));
        const locked = await api(`/players/${me.entries[0].playerId}/deck-list`, members[1], 'PUT', {
          deckId: 1,
        });
        expect(locked.status).toBe(409);
      }
      // A second click pairs nothing twice.
      expect((await api('/rounds', admin, 'POST', { round })).status).toBe(409);
      const players = await json<Player[]>(await api('/players', admin));
      const active = players.filter((p) => p.joinedRound <= round && p.droppedAfterRound === null).length;
      const roundByes = paired.filter((match) => match.playerB === null);
      expect(roundByes).toHaveLength(active % 2);
      expectedByes += active % 2;
      if (round === 2) {
        // The late entry is paired from round 2.
        expect(
          paired.some((m) => m.playerA.playerId === latePlayer || m.playerB?.playerId === latePlayer),
        ).toBe(true);
      }
      for (const bye of roundByes) {
        expect(byes.has(bye.playerA.playerId)).toBe(false);
        byes.add(bye.playerA.playerId);
      }
      for (const match of paired.filter((m) => m.playerB)) {
        const key = [match.playerA.playerId, match.playerB!.playerId].sort().join('-');
        expect(met.has(key)).toBe(false);
        met.add(key);
      }
      expect(paired.filter((m) => m.playerB).map((m) => m.table)).toEqual(
        paired.filter((m) => m.playerB).map((_, index) => index + 1),
      );

      const tables = paired.filter((m) => m.playerB);
      ties += tables.filter((m) => outcomeFor(m) === 'TIE').length;
      // The next round waits for every result.
      expect((await api('/rounds', admin, 'POST', { round: round + 1 })).status).toBe(409);
      const [byPlayers, byOrganiser] = [
        tables.filter((_, i) => i % 2 === 0),
        tables.filter((_, i) => i % 2 === 1),
      ];
      // Players report and their opponents confirm, table after table; the organiser enters the rest, all at once.
      await Promise.all([
        ...byOrganiser.map((match) =>
          json(api(`/matches/${match.id}/result`, admin, 'PUT', { outcome: outcomeFor(match) })),
        ),
        ...byPlayers.map(async (match) => {
          const reporter = userOfPlayer(players, match.playerA.playerId);
          const confirmer = userOfPlayer(players, match.playerB!.playerId);
          const reported = await json<Match>(
            api(`/matches/${match.id}/report`, reporter, 'POST', { outcome: outcomeFor(match) }),
          );
          // A parent whose two children share the table speaks for both: one report settles it.
          if (reporter === confirmer) expect(reported.outcome).toBe(outcomeFor(match));
          else {
            expect(reported.outcome).toBeNull();
            await json(api(`/matches/${match.id}/report`, confirmer, 'POST', { outcome: outcomeFor(match) }));
          }
        }),
      ]);
      if (round === 1) {
        // The organiser enters a member who came late, before round 2: they still give their list, once.
        const entered = await json<Player>(
          api('/players', admin, 'POST', { userId: lateMember.user.id }),
          201,
        );
        expect(entered.joinedRound).toBe(2);
        latePlayer = entered.id;
        members.push(lateMember);
        const mine = await json<{ entries: { playerId: number; deckListOpen: boolean }[] }>(
          await api('/me', lateMember),
        );
        expect(mine.entries).toEqual([expect.objectContaining({ playerId: entered.id, deckListOpen: true })]);
        const accepted = await json<{ cards: { count: number }[] }>(
          await api(`/players/${entered.id}/deck-list`, lateMember, 'PUT', { ptcgl: legalPtcgl }),
        );
        expect(accepted.cards.reduce((sum, line) => sum + line.count, 0)).toBe(60);
        const again = await json<{ message: string }>(
          await api(`/players/${entered.id}/deck-list`, lateMember, 'PUT', { ptcgl: legalPtcgl }),
          409,
        );
        expect(again.message).toMatch(/locked/);
      }
      if (round === 2) {
        // Somebody else's table is not yours to report; the organiser corrects a round-1 result.
        const first = (await json<Match[]>(await api('/matches', admin))).find(
          (m) => m.round === 1 && m.playerB,
        )!;
        const outsider = members.find(
          (m) =>
            m !== userOfPlayer(players, first.playerA.playerId) &&
            m !== userOfPlayer(players, first.playerB!.playerId),
        )!;
        expect(
          (await api(`/matches/${first.id}/report`, outsider, 'POST', { outcome: 'A_WINS' })).status,
        ).toBe(404);
        const corrected = first.outcome === 'A_WINS' ? 'B_WINS' : 'A_WINS';
        await json(api(`/matches/${first.id}/result`, admin, 'PUT', { outcome: corrected }));
        const log = await json<{ matchId: number; action: string }[]>(await api('/results-log', admin));
        expect(log.find((entry) => entry.matchId === first.id)?.action).toBe('CORRECTED');
        // A member drops after round 2: from round 3 the count is odd.
        const leaving = players.find((p) => p.userId === members[17].user.id)!;
        await json(api(`/players/${leaving.id}/drop`, members[17], 'POST'));
        dropped = leaving.id;
      }

      const live = await json<Live>(await t.call(`/api/tournaments/${tournamentId}/live`));
      expect(live.standingsAfterRound).toBe(round);
      const everything = await json<Match[]>(await api('/matches', admin));
      const latest = await json<Player[]>(await api('/players', admin));
      const entrants = latest.map((p) => ({
        id: p.id,
        joinedRound: p.joinedRound,
        droppedAfterRound: p.droppedAfterRound,
      }));
      const recorded = everything.map((m) => ({
        round: m.round,
        a: m.playerA.playerId,
        b: m.playerB?.playerId ?? null,
        outcome: m.outcome,
      }));
      const expected = independentStandings(entrants, recorded, round);
      expect(live.standings).toHaveLength(25);
      for (const standing of live.standings) {
        const other = expected.get(standing.playerId)!;
        expect(standing.matchPoints).toBe(other.matchPoints);
        expect(standing.late).toBe(other.late);
        expect(standing.opponentsWinPercentage).toBeCloseTo(other.owp, 4);
        expect(standing.opponentsOpponentsWinPercentage).toBeCloseTo(other.oowp, 4);
      }
      // Within a division, places run 1, 2, 3… in the order the sources rank them.
      const order = independentRankOrder(entrants, recorded, round);
      for (const division of ['MASTERS', 'JUNIOR']) {
        const rows = live.standings.filter((s) => s.division === division);
        expect(rows.map((s) => s.rank)).toEqual(rows.map((_, i) => i + 1));
        for (let i = 0; i < rows.length; i++) {
          for (let j = i + 1; j < rows.length; j++) {
            expect(order(rows[i].playerId, rows[j].playerId)).toBeLessThanOrEqual(0);
          }
        }
      }
    }
    expect(dropped).not.toBeNull();
    expect(latePlayer).not.toBeNull();
    expect(ties).toBeGreaterThan(0);
    expect(byes.size).toBe(expectedByes);
  });

  it('loses nothing when both players report the same table at the same moment', async () => {
    // Checked on the audit log of round 5: every table has its report or entry, none was overwritten unseen.
    const log = await json<{ matchId: number; action: string }[]>(await api('/results-log', admin));
    const matches = await json<Match[]>(await api('/matches', admin));
    for (const match of matches.filter((m) => m.playerB && m.stage === 'SWISS')) {
      expect(match.outcome).not.toBeNull();
      expect(log.some((entry) => entry.matchId === match.id)).toBe(true);
    }
  });

  it('seeds the top cut from the standings and plays it out', async () => {
    const live = await json<Live>(await t.call(`/api/tournaments/${tournamentId}/live`));
    const masters = live.standings.filter((s) => s.division === 'MASTERS' && !s.dropped);
    const announcedSemis = await deskPairing();
    // Announced at the venue and sent by the organiser's desk: a bracket the standings do not give is refused
    // with the table it breaks and stores nothing; the bracket they give is stored as announced.
    const asPairings = (rows: (number | null)[][]) =>
      rows.map(([table, playerA, playerB]) => ({ table, playerA, playerB }));
    const deskRound = async (pairings: ReturnType<typeof asPairings>) => {
      const response = await t.call(`/api/admin/tournaments/${tournamentId}/desk-actions`, {
        method: 'POST',
        headers: admin.auth,
        body: {
          actionId: randomUUID(),
          takenAt: new Date().toISOString(),
          kind: 'PAIR_ROUND',
          round: 6,
          pairings,
        },
      });
      return {
        status: response.status,
        body: (await response.json()) as { status: string; message?: string },
      };
    };
    const [[table1, seed1, seed4], [table2, seed2, seed3]] = announcedSemis;
    const swapped = await deskRound(
      asPairings([
        [table1, seed1, seed2],
        [table2, seed4, seed3],
      ]),
    );
    expect(swapped.status).toBe(409);
    expect(swapped.body.status).toBe('REFUSED');
    expect(swapped.body.message).toMatch(
      /^Top-cut round 6 follows the bracket: table \d+ is .+ against .+\.$/,
    );
    expect((await json<Match[]>(await api('/matches', admin))).some((m) => m.stage === 'TOP_CUT')).toBe(
      false,
    );
    expect(await deskRound(asPairings(announcedSemis))).toMatchObject({
      status: 200,
      body: { status: 'APPLIED' },
    });
    const semis = (await json<Match[]>(await api('/matches', admin))).filter((m) => m.round === 6);
    expect(tablesOf(semis)).toEqual(announcedSemis);
    // 18 Masters: top 4. 6 Juniors: no top cut.
    expect(semis.every((m) => m.stage === 'TOP_CUT' && m.division === 'MASTERS')).toBe(true);
    expect(semis.map((m) => [m.playerA.playerId, m.playerB!.playerId])).toEqual([
      [masters[0].playerId, masters[3].playerId],
      [masters[1].playerId, masters[2].playerId],
    ]);
    expect((await api(`/matches/${semis[0].id}/result`, admin, 'PUT', { outcome: 'TIE' })).status).toBe(409);
    // Reported by the two players at the same moment: one reports, the other confirms; both land.
    const players = await json<Player[]>(await api('/players', admin));
    const [first, second] = semis;
    await Promise.all([
      json(
        api(`/matches/${first.id}/report`, userOfPlayer(players, first.playerA.playerId), 'POST', {
          outcome: 'A_WINS',
        }),
      ),
      json(
        api(`/matches/${first.id}/report`, userOfPlayer(players, first.playerB!.playerId), 'POST', {
          outcome: 'A_WINS',
        }),
      ),
    ]);
    const firstLog = (
      await json<{ matchId: number; action: string }[]>(await api('/results-log', admin))
    ).filter((entry) => entry.matchId === first.id);
    expect(firstLog.map((entry) => entry.action).sort()).toEqual(['CONFIRMED', 'REPORTED']);
    await json(api(`/matches/${second.id}/result`, admin, 'PUT', { outcome: 'B_WINS' }));
    const announcedFinal = await deskPairing();
    const final = await json<Match[]>(await api('/rounds', admin, 'POST', { round: 7 }), 201);
    expect(tablesOf(final)).toEqual(announcedFinal);
    expect(final).toHaveLength(1);
    expect([final[0].playerA.playerId, final[0].playerB!.playerId]).toEqual([
      masters[0].playerId,
      masters[2].playerId,
    ]);
    await json(api(`/matches/${final[0].id}/result`, admin, 'PUT', { outcome: 'B_WINS' }));
    expect((await api('/rounds', admin, 'POST', { round: 8 })).status).toBe(409);
    await json(api('/finish', admin, 'POST'), 204);
    const finished = await json<Player[]>(await api('/players', admin));
    const place = (id: number) => finished.find((p) => p.id === id)!.place;
    expect([place(masters[2].playerId), place(masters[0].playerId), place(masters[1].playerId)]).toEqual([
      1, 2, 3,
    ]);
  });

  it('puts the winners on the leaderboard', async () => {
    const players = await json<Player[]>(await api('/players', admin));
    const champion = players.find((p) => p.division === 'MASTERS' && p.place === 1)!;
    const championUser = members.find((m) => m.user.id === champion.userId)!;
    const name = `${championUser.user.profile.firstName} ${championUser.user.profile.lastName[0]}.`;
    let board: { tournament: { name: string; wins: number }[] } = { tournament: [] };
    for (let attempt = 0; attempt < 50 && !board.tournament.some((e) => e.name === name); attempt++) {
      board = await json(await t.call('/api/leaderboard', { headers: championUser.auth }));
      if (!board.tournament.some((e) => e.name === name)) await new Promise((r) => setTimeout(r, 100));
    }
    expect(board.tournament.find((entry) => entry.name === name)?.wins).toBe(1);
    const achievements = await json<{ place: number; competitionName: string; type: string }[]>(
      await t.call('/api/admin/achievements', { headers: admin.auth }),
    );
    const fromTournament = achievements.filter((a) => a.competitionName === 'December League Challenge');
    // Top three of Masters and of Juniors.
    expect(fromTournament).toHaveLength(6);
    expect(fromTournament.every((a) => a.type === 'TOURNAMENT_WIN')).toBe(true);
    expect(fromTournament.map((a) => a.place).sort()).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('exports standings and deck lists as CSV and JSON that parse', async () => {
    const csv = await (await api('/export/standings?format=csv', admin)).text();
    const lines = csv.trim().split('\r\n');
    expect(lines[0].split(',')).toEqual([
      'division',
      'rank',
      'name',
      'wins',
      'losses',
      'ties',
      'byes',
      'matchPoints',
      'opponentsWinPercentage',
      'opponentsOpponentsWinPercentage',
      'dropped',
    ]);
    expect(lines).toHaveLength(26);
    expect(lines.slice(1).every((line) => line.split(',').length === 11)).toBe(true);
    const standings = JSON.parse(await (await api('/export/standings?format=json', admin)).text()) as {
      standings: unknown[];
    };
    expect(standings.standings).toHaveLength(25);
    const listsCsv = (await (await api('/export/deck-lists', admin)).text()).trim().split('\r\n');
    expect(listsCsv).toHaveLength(1 + 25 * 4);
    const listsJson = JSON.parse(
      await (await api('/export/deck-lists?format=json', admin)).text(),
    ) as unknown[];
    expect(listsJson).toHaveLength(25);
    expect((await api('/export/standings?format=xml', admin)).status).toBe(400);
    expect((await api('/export/standings', members[0])).status).toBe(403);
  });

  it('publishes the lists after the event when the organiser chooses', async () => {
    await json(api('/deck-lists/published', admin, 'PUT', { published: true }), 204);
    expect(await json<unknown[]>(await api('/deck-lists', members[5]))).toHaveLength(25);
  });

  it('answers the live page with an ETag and the same answer from a second server on the same database', async () => {
    const first = await t.call(`/api/tournaments/${tournamentId}/live`);
    const etag = first.headers.get('etag')!;
    expect(
      (await t.call(`/api/tournaments/${tournamentId}/live`, { headers: { 'if-none-match': etag } })).status,
    ).toBe(304);
    const replica = await createTestApp({}, { replicaOf: t });
    try {
      const again = await fetch(`${replica.baseUrl}/api/tournaments/${tournamentId}/live`);
      expect(again.headers.get('etag')).toBe(etag);
      // The same answer, but for the server's time it was sent at (the clock's `now`).
      const { now, ...answer } = (await again.json()) as { now: string };
      expect(Date.parse(now)).toBeGreaterThan(0);
      expect(answer).toEqual({ ...((await first.json()) as object), now: undefined });
    } finally {
      await replica.close();
    }
  });

  it('names juniors to members only: visitors see a label, and neither gets the other’s cached answer', async () => {
    const visitors = await t.call(`/api/tournaments/${tournamentId}/live`);
    const visitorsText = await visitors.text();
    expect(visitorsText).not.toMatch(/Kid\d/);
    expect(visitorsText).toContain('Junior player 1');
    const named = await t.call(`/api/tournaments/${tournamentId}/live/members`, {
      headers: { ...members[4].auth, 'if-none-match': visitors.headers.get('etag')! },
    });
    expect(named.status).toBe(200);
    expect(named.headers.get('cache-control')).toBe('private, no-cache');
    expect(named.headers.get('vary')).toMatch(/authorization/i);
    expect(await named.text()).toMatch(/Kid0a/);
    expect((await t.call(`/api/tournaments/${tournamentId}/live/members`)).status).toBe(401);
    const withoutTime = (text: string) => text.replace(/^\{"now":"[^"]*",/, '{');
    expect(withoutTime(await (await t.call(`/api/tournaments/${tournamentId}/live`)).text())).toBe(
      withoutTime(visitorsText),
    );
  });
});
