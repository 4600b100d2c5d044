// Browser journey of issue 27: the organiser's desk through a lost connection. 24 players are checked in and round 1
// is paired online (through the API); then the network is cut (setOffline) and the organiser enters the results of
// the 12 tables, corrects one, drops a player and pairs round 2 at the desk. Meanwhile a player reports a
// different result for their table online (a second, API-only request context). Back online, the queue drains, the
// conflict is shown and settled the desk's way, and the server holds exactly the desk's results, round 2 as it was
// announced, and standings equal to an independent computation. axe checks the desk offline with a queue and with
// the conflict shown; 1280 px wide, and 390 px without sideways scroll.
import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { apiLogin, apiMember, bearer, body, newApplicant } from './support/api';
import { loginAdminViaUi } from './support/auth';
import { expect, skipWithoutChromium, test } from './support/fixtures';
import { independentStandings } from '../backend/test/support/independent-standings';
import { fitsTheScreen } from './support/layout';

skipWithoutChromium();

const DESK = { width: 1280, height: 900 };
const PHONE_WIDTH = 390;
const EVENT = `Spring Cup in the church hall ${Date.now().toString(36)}`;
type Outcome = 'A_WINS' | 'B_WINS' | 'TIE';
/** The order the desk's result menu lists them in. */
const OPTION_INDEX: Record<Outcome, number> = { A_WINS: 0, B_WINS: 1, TIE: 2 };

// Two new accounts (sign-ups per address are limited), each playing with 11 family members (adults, so everyone
// is in Masters; at most 20 register at once).
const ash = newApplicant('Ash', 'Ketchum');
const brock = newApplicant('Brock', 'Harrison');
const FAMILY = Array.from({ length: 22 }, (_, index) => `Gym Trainer ${String(index + 1).padStart(2, '0')}`);

interface Side {
  playerId: number;
  name: string;
  record: string;
}
interface Match {
  id: number;
  round: number;
  table: number | null;
  playerA: Side;
  playerB: Side | null;
  outcome: Outcome | null;
  reportedOutcome: Outcome | null;
}
interface Player {
  id: number;
  userId: number | null;
  fullName: string;
  joinedRound: number;
  droppedAfterRound: number | null;
}
interface Standing {
  playerId: number;
  matchPoints: number;
  opponentsWinPercentage: number;
  opponentsOpponentsWinPercentage: number;
}

/** What the desk enters for a table of round 1: repeatable, with wins both ways and ties. */
const deskOutcome = (table: number): Outcome => (table % 3 === 0 ? 'TIE' : table % 2 ? 'A_WINS' : 'B_WINS');
const other = (outcome: Outcome): Outcome => (outcome === 'A_WINS' ? 'B_WINS' : 'A_WINS');

/** Enters or corrects a table's result on the desk, as the organiser does: pick it, then Enter (or Correct). */
async function enterResult(desk: Page, table: number, outcome: Outcome, button: 'Enter' | 'Correct') {
  const round = desk.getByRole('list', { name: 'Tables of round 1' });
  const row = round
    .getByRole('listitem')
    .filter({ has: desk.getByRole('combobox', { name: `Result of table ${table}`, exact: true }) });
  await row.getByRole('combobox', { name: `Result of table ${table}`, exact: true }).click();
  await desk.getByRole('listbox').getByRole('option').nth(OPTION_INDEX[outcome]).click();
  await row.getByRole('button', { name: button }).click();
}

test.use({ viewport: DESK });

test('the desk offline: 12 results, a correction, a drop and round 2; a reload; back online, nothing lost, the conflict settled', async ({
  page: desk,
  context,
  request,
  playwright,
  e2e,
}, testInfo) => {
  test.setTimeout(300_000);
  const admin = { email: e2e.adminEmail, password: e2e.adminPassword };
  const adminToken = await apiLogin(request, admin.email, admin.password);
  const api = (path: string) => `/api/tournaments/${tournamentId}${path}`;
  let tournamentId = 0;
  let round1: Match[] = [];
  let ashTable = 0;
  let dropped: Player;

  await test.step('24 players are checked in and round 1 is paired online', async () => {
    const event = await body<{ id: number }>(
      await request.post('/api/events', {
        headers: bearer(adminToken),
        data: {
          title: EVENT,
          date: new Date(Date.now() + 86_400_000).toISOString(),
          type: 'TOURNAMENT',
          description: 'Standard, best of one.',
        },
      }),
      'create the event',
    );
    for (const member of [ash, brock]) {
      await apiMember(request, admin, member);
      const token = await apiLogin(request, member.email, member.password);
      const familyMemberIds: number[] = [];
      for (const name of member === ash ? FAMILY.slice(0, 11) : FAMILY.slice(11)) {
        const relative = await body<{ id: number }>(
          await request.post('/api/family-members', {
            headers: bearer(token),
            data: { name, age: 30, birthYear: new Date().getFullYear() - 30 },
          }),
          `add ${name}`,
        );
        familyMemberIds.push(relative.id);
      }
      await body(
        await request.post(`/api/events/${event.id}/register`, {
          headers: bearer(token),
          data: { familyMemberIds },
        }),
        `register ${member.firstName}`,
      );
    }
    const tournament = await body<{ id: number }>(
      await request.post('/api/tournaments', {
        headers: bearer(adminToken),
        data: {
          eventId: event.id,
          format: 'standard',
          bestOf: 1,
          roundMinutes: 30,
          divisionsApart: false,
          topCut: true,
          deckListDeadline: new Date(Date.now() + 3_600_000).toISOString(),
        },
      }),
      'set the tournament up',
    );
    tournamentId = tournament.id;
    const started = await body<{ players: Player[] }>(
      await request.post(api('/check-in'), { headers: bearer(adminToken) }),
      'start check-in',
    );
    expect(started.players).toHaveLength(24);
    for (const player of started.players) {
      await body(
        await request.put(api(`/players/${player.id}/check-in`), {
          headers: bearer(adminToken),
          data: { checkedIn: true },
        }),
        `check ${player.fullName} in`,
      );
    }
    round1 = await body<Match[]>(
      await request.post(api('/rounds'), { headers: bearer(adminToken), data: { round: 1 } }),
      'pair round 1',
    );
    expect(round1.filter((m) => m.playerB)).toHaveLength(12);
    const ashId = started.players.find((p) => p.fullName === 'Ash Ketchum')!.id;
    ashTable = round1.find((m) => m.playerA.playerId === ashId || m.playerB?.playerId === ashId)!.table!;
    const last = round1.find((m) => m.table === 12)!;
    dropped = started.players.find(
      (p) => p.id !== ashId && [last.playerA.playerId, last.playerB!.playerId].includes(p.id),
    )!;
  });

  const status = desk.getByRole('status').filter({ hasText: /waiting to be sent|All changes sent/ });
  const correctionTable = () => (ashTable === 1 ? 2 : 1);

  await test.step('the organiser opens the desk online; then the network goes', async () => {
    await loginAdminViaUi(desk, admin.email, admin.password);
    await desk.goto(`/admin/tournaments/${tournamentId}`);
    await expect(desk.getByRole('heading', { level: 1, name: EVENT })).toBeVisible({ timeout: 30_000 });
    await expect(status).toHaveText(/All changes sent/);
    // The service worker keeps the shell, so the reload below can open the desk offline.
    await desk.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 30_000 });
    await context.setOffline(true);
    await expect(status).toHaveText(/Offline — nothing waiting to be sent/);
  });

  await test.step('offline: 12 results, a correction, a drop, and round 2 paired at the desk', async () => {
    for (let table = 1; table <= 12; table++) await enterResult(desk, table, deskOutcome(table), 'Enter');
    const corrected = correctionTable();
    await enterResult(desk, corrected, other(deskOutcome(corrected)), 'Correct');
    await expect(desk.getByText('Every result is in.')).toBeVisible();

    await desk.getByRole('button', { name: `Drop: ${dropped.fullName}` }).click();
    await desk.getByRole('dialog').getByRole('button', { name: 'Drop' }).click();
    await expect(desk.getByText(`${dropped.fullName} dropped.`)).toBeVisible();

    await desk.getByRole('region', { name: 'Round 1' }).getByRole('button', { name: 'Pair round 2' }).click();
    await expect(desk.getByRole('list', { name: 'Tables of round 2' })).toBeVisible();
    await expect(status).toHaveText(/Offline — 15 actions waiting to be sent/);
    const waiting = desk.getByRole('region', { name: 'Waiting to be sent' });
    await expect(waiting.getByRole('listitem')).toHaveCount(15);
    await expect(waiting.getByRole('listitem').last()).toHaveText('Pair round 2 (11 tables)');
    await expect(waiting).toContainText(`Drop ${dropped.fullName}`);
    // What needs the server says so instead of failing.
    await expect(
      desk.getByText('Needs a connection: this works again once the desk is back online.').first(),
    ).toBeVisible();
    await expect(desk.getByRole('button', { name: 'Finish the tournament' })).toBeDisabled();
    await expectNoA11yViolations(desk, 'desk offline with a queue', testInfo);

    // The printed sheet comes from the desk's own state: on paper, round 2's tables and nothing else.
    await expect(desk.getByRole('button', { name: 'Print pairings' })).toBeEnabled();
    await desk.emulateMedia({ media: 'print' });
    await expect(desk.getByRole('heading', { name: 'Pairings, round 2' })).toBeVisible();
    await expect(desk.locator('.desk-pairings-sheet tbody tr').first()).toBeVisible();
    await expect(desk.getByRole('button', { name: 'Print pairings' })).toBeHidden();
    await desk.emulateMedia({ media: 'screen' });
  });

  /** The round as the desk announced it: the printed sheet's rows (from the desk's own state). */
  const announced = await desk.locator('.desk-pairings-sheet tbody tr').allTextContents();
  expect(announced).toHaveLength(12);

  await test.step('a player reports a different result for their table online meanwhile', async () => {
    const phone = await playwright.request.newContext({ baseURL: e2e.baseUrl });
    const token = await apiLogin(phone, ash.email, ash.password);
    const table = round1.find((m) => m.table === ashTable)!;
    await body(
      await phone.post(api(`/matches/${table.id}/report`), {
        headers: bearer(token),
        data: { outcome: other(deskOutcome(ashTable)) },
      }),
      'the player reports online',
    );
    await phone.dispose();
  });

  await test.step('a reload while still offline keeps everything', async () => {
    await desk.reload();
    await expect(desk.getByRole('heading', { level: 1, name: EVENT })).toBeVisible();
    await expect(status).toHaveText(/Offline — 15 actions waiting to be sent/);
    expect(await desk.locator('.desk-pairings-sheet tbody tr').allTextContents()).toEqual(announced);
  });

  await test.step('back online: the queue drains up to the conflict, which is shown in words', async () => {
    await context.setOffline(false);
    const conflict = desk.getByRole('region', { name: `Round 1, table ${ashTable}: two different results` });
    await expect(conflict).toBeVisible({ timeout: 30_000 });
    await expect(conflict).toContainText(/different result online/);
    await expect(conflict.getByRole('button', { name: 'Keep the desk’s result' })).toBeVisible();
    await expect(conflict.getByRole('button', { name: 'Keep the online result' })).toBeVisible();
    await expectNoA11yViolations(desk, 'desk with a conflict shown', testInfo);

    await conflict.getByRole('button', { name: 'Keep the desk’s result' }).click();
    await expect(status).toHaveText(/All changes sent/, { timeout: 30_000 });
    await expect(conflict).toBeHidden();
  });

  await test.step('the server holds exactly the desk’s results, round 2 as announced, and the right standings', async () => {
    const matches = await body<Match[]>(
      await request.get(api('/matches'), { headers: bearer(adminToken) }),
      'matches',
    );
    const players = await body<Player[]>(
      await request.get(api('/players'), { headers: bearer(adminToken) }),
      'players',
    );
    const expected = (table: number) =>
      table === correctionTable() ? other(deskOutcome(table)) : deskOutcome(table);
    for (const match of matches.filter((m) => m.round === 1 && m.table !== null)) {
      expect(match.outcome, `round 1, table ${match.table}`).toBe(expected(match.table!));
    }
    expect(players.find((p) => p.id === dropped.id)?.droppedAfterRound).toBe(1);
    // The desk's sheet names players in full (issue 35 §6): two "James S." are never confused.
    const fullName = (side: Side) => players.find((p) => p.id === side.playerId)!.fullName;
    const round2 = matches
      .filter((m) => m.round === 2)
      .sort((x, y) => (x.table ?? 99) - (y.table ?? 99))
      .map(
        (m) =>
          `${m.table ?? '–'}${fullName(m.playerA)} ${m.playerA.record}${m.playerB ? `${fullName(m.playerB)} ${m.playerB.record}` : 'Bye'}`,
      );
    expect(round2).toEqual(announced);

    const live = await body<{ standings: Standing[]; standingsAfterRound: number }>(
      await request.get(`/api/tournaments/${tournamentId}/live`),
      'live standings',
    );
    expect(live.standingsAfterRound).toBe(1);
    const independent = independentStandings(
      players.map((p) => ({ id: p.id, joinedRound: p.joinedRound, droppedAfterRound: p.droppedAfterRound })),
      matches.map((m) => ({
        round: m.round,
        a: m.playerA.playerId,
        b: m.playerB?.playerId ?? null,
        outcome: m.outcome,
      })),
      1,
    );
    expect(live.standings).toHaveLength(24);
    for (const standing of live.standings) {
      const other = independent.get(standing.playerId)!;
      expect(standing.matchPoints).toBe(other.matchPoints);
      expect(standing.opponentsWinPercentage).toBeCloseTo(other.owp, 4);
      expect(standing.opponentsOpponentsWinPercentage).toBeCloseTo(other.oowp, 4);
    }
  });

  await test.step('at 390 px the desk does not scroll sideways', async () => {
    await desk.setViewportSize({ width: PHONE_WIDTH, height: 844 });
    await expect(desk.getByText('All changes sent')).toBeVisible();
    expect(await fitsTheScreen(desk)).toBe(true);
  });
});
