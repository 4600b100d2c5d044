import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyDeskAction, type DeskAction } from '@club/rules';
import { clearSession } from '../../auth/session';
import { json, mockApi } from '../../test/api-mock';
import { makeMatch } from '../../test/tournament-fixtures';
import { forgetCurrentUser } from '../current-user';
import { sessionRoutes } from '../test/pending-fixtures';
import { renderAdmin } from '../test/render-admin';
import { applied, deskServer, freshIndexedDb, roundTwo } from '../test/desk-fake-server';
import { enqueue, queued, settle } from '../../offline/desk-store';
import type { ServerSnapshot } from '../../offline/desk-types';

beforeEach(freshIndexedDb);
afterEach(() => {
  clearSession();
  forgetCurrentUser();
  vi.restoreAllMocks();
});

function adminSession() {
  mockApi({ ...sessionRoutes('ADMIN'), adminTournamentsLog: () => json(200, []) });
}

/** A server that applies the desk's actions with the same rules, as the real one answers APPLIED. */
function applyingServer(start: ServerSnapshot) {
  let state = start;
  const requests = deskServer(
    () => state,
    (body) => {
      const next = applyDeskAction(state, body as unknown as DeskAction);
      if (!('refusal' in next)) state = next as ServerSnapshot;
      return applied(body);
    },
  );
  return { requests, posted: () => requests.filter((r) => r.method === 'POST').map((r) => r.body!) };
}

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
}

describe('the organiser’s desk (/admin/tournaments/:id)', () => {
  it('confirms a player’s report through the queue and pairs the next round at the desk, as announced', async () => {
    adminSession();
    const { posted } = applyingServer(
      roundTwo({ matches: [makeMatch({ reportedOutcome: 'B_WINS', reportedBy: 'B' })] }),
    );
    renderAdmin('/admin/tournaments/3');
    const round = await screen.findByRole('region', { name: 'Round 2' });
    expect(within(round).getByText('1 tables still without a result')).toBeInTheDocument();
    expect(
      within(round).getByText('Reported by Misty Waterflower: Misty Waterflower won'),
    ).toBeInTheDocument();
    expect(within(round).getByRole('button', { name: 'Pair round 3' })).toBeDisabled();

    await userEvent.click(within(round).getByRole('button', { name: 'Confirm: Result of table 4' }));
    expect(await within(round).findByText('Every result is in.')).toBeInTheDocument();
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toMatchObject({
      kind: 'RESULT',
      round: 2,
      table: 4,
      outcome: 'B_WINS',
      expected: null,
    });
    expect(await screen.findByText('All changes sent')).toBeInTheDocument();

    // Two clicks before the page redraws pair the round once; the second is refused as the server would refuse
    // it. Fired synchronously: with a redraw between them the button is already 'Pair round 4' and disabled.
    const pairRoundThree = within(round).getByRole('button', { name: 'Pair round 3' });
    fireEvent.click(pairRoundThree);
    fireEvent.click(pairRoundThree);
    expect(await screen.findByText('Round 3 paired.')).toBeInTheDocument();
    // Notices show one at a time: the refusal follows once the first has had its four seconds.
    expect(
      await screen.findByText('Round 3 is already paired.', undefined, { timeout: 12_000 }),
    ).toBeInTheDocument();
    const round3 = await screen.findByRole('region', { name: 'Round 3' });
    // Named in full with their Player IDs: two "James S." are never confused at the desk.
    expect(within(round3).getByRole('list', { name: 'Tables of round 3' })).toHaveTextContent(
      'Table 1Misty WaterflowerID 5150042 · 1-0-0versusAsh KetchumID 5150041 · 0-1-0',
    );
    await waitFor(() => expect(posted()).toHaveLength(2));
    expect(await screen.findByText('All changes sent')).toBeInTheDocument();
    expect(posted()).toHaveLength(2);
    expect(posted()[1]).toMatchObject({
      kind: 'PAIR_ROUND',
      round: 3,
      pairings: [{ table: 1, playerA: 42, playerB: 41 }],
    });
  }, 30_000);

  it('keeps working offline: the result shows at once, waits in words, and what needs the server says so', async () => {
    adminSession();
    await settle(3, roundTwo());
    goOffline();
    deskServer(
      () => new Error('offline'),
      () => new Error('offline'),
    );
    renderAdmin('/admin/tournaments/3');
    const round = await screen.findByRole('region', { name: 'Round 2' });
    await userEvent.click(within(round).getByRole('combobox', { name: 'Result of table 4' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ash Ketchum won' }));
    await userEvent.click(within(round).getByRole('button', { name: 'Enter' }));

    const status = await screen.findByText('Offline — 1 action waiting to be sent');
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Waiting to be sent' })).toHaveTextContent(
      'Round 2, table 4: Ash Ketchum wins',
    );
    expect(within(round).getByText('Every result is in.')).toBeInTheDocument();
    expect(within(round).getByRole('button', { name: 'Finish the tournament' })).toBeDisabled();
    expect(within(round).getByRole('button', { name: 'Finish the tournament' })).toHaveAccessibleDescription(
      'Needs a connection: this works again once the desk is back online.',
    );
    expect(within(round).getByRole('button', { name: 'Pair round 3' })).toBeEnabled();
  });

  it('never sends what another admin left queued here: names them, and sends them only once taken on', async () => {
    adminSession();
    await settle(3, roundTwo());
    const brock = { id: 9, name: 'Brock Harrison' };
    await enqueue(3, { kind: 'RESULT', round: 2, table: 4, outcome: 'A_WINS', expected: null }, brock);
    const { posted } = applyingServer(roundTwo());
    renderAdmin('/admin/tournaments/3');

    const left = await screen.findByRole('region', { name: 'Left by Brock Harrison: 1 action not sent' });
    expect(screen.getByRole('region', { name: 'Waiting to be sent' })).toHaveTextContent(
      'Round 2, table 4: Ash Ketchum wins (left by Brock Harrison)',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(posted()).toEqual([]);

    await userEvent.click(within(left).getByRole('button', { name: 'Send them as mine' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toMatchObject({ kind: 'RESULT', round: 2, table: 4, outcome: 'A_WINS' });
    expect(await screen.findByText('All changes sent')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Left by/ })).toBeNull();
  });

  it('drops what another admin left queued here when this admin discards it', async () => {
    adminSession();
    await settle(3, roundTwo());
    await enqueue(3, { kind: 'DROP', playerId: 42 }, { id: 9, name: 'Brock Harrison' });
    const { posted } = applyingServer(roundTwo());
    renderAdmin('/admin/tournaments/3');
    const left = await screen.findByRole('region', { name: 'Left by Brock Harrison: 1 action not sent' });
    await userEvent.click(within(left).getByRole('button', { name: 'Discard them' }));
    await waitFor(async () => expect(await queued(3)).toEqual([]));
    expect(posted()).toEqual([]);
  });

  it('runs the round clock offline: started, extended, a table given extra time, sent once back online', async () => {
    adminSession();
    // The server's clock is five minutes behind this computer's: the desk counts and acts by the server's.
    const behind = () => new Date(Date.now() - 5 * 60_000).toISOString();
    await settle(3, roundTwo({ settledAt: behind() }), -5 * 60_000);
    goOffline();
    let reachable = false;
    let state = roundTwo();
    const requests = deskServer(
      () => (reachable ? { ...state, settledAt: behind() } : new Error('offline')),
      (body) => {
        if (!reachable) return new Error('offline');
        const next = applyDeskAction(state, body as unknown as DeskAction, Date.parse(String(body.takenAt)));
        if (!('refusal' in next)) state = next as ServerSnapshot;
        return applied(body);
      },
    );
    const posted = () => requests.filter((r) => r.method === 'POST' && r.body).map((r) => r.body!);
    renderAdmin('/admin/tournaments/3');
    const round = await screen.findByRole('region', { name: 'Round 2' });
    const clock = within(round).getByRole('region', { name: 'Round clock' });
    expect(within(clock).getByRole('timer')).toHaveTextContent('50:00');
    await userEvent.click(within(clock).getByRole('button', { name: 'Start the clock' }));
    expect(await within(clock).findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    await userEvent.click(within(clock).getByRole('button', { name: '+5 min' }));
    expect(await within(clock).findByText('Includes 5 extra min')).toBeInTheDocument();
    expect(within(clock).getByRole('timer')).toHaveTextContent(/^5[45]:\d\d$/);

    await userEvent.click(within(round).getByRole('button', { name: 'Extra time for table 4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extra time for table 4' });
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Minutes' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Minutes' }), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Give extra time' }));
    expect(
      within(dialog).getByText('Enter a whole number of minutes from -60 to 60, not 0.'),
    ).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Minutes' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Minutes' }), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Give extra time' }));
    expect(await within(round).findByText('+3 min')).toBeInTheDocument();
    // Found once the dialog has closed and the page is no longer hidden behind it.
    expect(await screen.findByRole('region', { name: 'Waiting to be sent' })).toHaveTextContent(
      'Start the clock of round 2Round 2: +5 minRound 2, table 4: +3 min',
    );

    reachable = true;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(new Set(posted().map((body) => body.kind)).size).toBe(3));
    expect([...new Set(posted().map((body) => body.kind))]).toEqual([
      'START_CLOCK',
      'EXTEND_ROUND',
      'TABLE_TIME',
    ]);
    expect(state.clock).toMatchObject({ status: 'RUNNING', extraSeconds: 300 });
    // Taken by the server's clock: five minutes behind this computer's.
    const takenAt = Date.parse(String(posted()[0].takenAt));
    expect(Math.abs(takenAt - (Date.now() - 5 * 60_000))).toBeLessThan(60_000);
    expect(posted().find((body) => body.kind === 'TABLE_TIME')).toMatchObject({
      round: 2,
      table: 4,
      minutes: 3,
    });
    expect(state.matches[0].extraSeconds).toBe(180);
  });

  it('counts a server out of reach as offline, though the browser says it is online', async () => {
    adminSession();
    await settle(3, roundTwo());
    deskServer(
      () => new Error('no way out of the hall'),
      () => new Error('no way out of the hall'),
    );
    renderAdmin('/admin/tournaments/3');
    const round = await screen.findByRole('region', { name: 'Round 2' });
    await userEvent.click(within(round).getByRole('combobox', { name: 'Result of table 4' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tie' }));
    await userEvent.click(within(round).getByRole('button', { name: 'Enter' }));
    expect(await screen.findByText('Offline — 1 action waiting to be sent')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Waiting to be sent' })).toHaveTextContent(
      'Round 2, table 4: Tie',
    );
  });

  it('shows a conflict with both results in words, and keeps the desk’s result when the organiser says so', async () => {
    adminSession();
    await settle(3, roundTwo());
    const conflict = {
      round: 2,
      table: 4,
      online: { outcome: 'B_WINS', reportedOutcome: 'B_WINS', by: 'Misty W.' },
      desk: { outcome: 'A_WINS' },
    };
    const message = 'Table 4 of round 2 already has a different result online: B wins.';
    const requests = deskServer(roundTwo, (body) =>
      body.expected === 'B_WINS'
        ? applied(body)
        : json(409, {
            statusCode: 409,
            error: 'Conflict',
            message,
            actionId: body.actionId,
            status: 'CONFLICT',
            conflict,
          }),
    );
    renderAdmin('/admin/tournaments/3');
    const round = await screen.findByRole('region', { name: 'Round 2' });
    await userEvent.click(within(round).getByRole('combobox', { name: 'Result of table 4' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ash Ketchum won' }));
    await userEvent.click(within(round).getByRole('button', { name: 'Enter' }));

    const panel = await screen.findByRole('region', { name: 'Round 2, table 4: two different results' });
    expect(panel).toHaveTextContent(message);
    expect(panel).toHaveTextContent('The desk’s result: Ash Ketchum wins');
    expect(panel).toHaveTextContent('Online: Misty Waterflower wins');
    expect(screen.getByText('1 action waiting to be sent').closest('[role="status"]')).not.toBeNull();

    await userEvent.click(within(panel).getByRole('button', { name: 'Keep the desk’s result' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(2));
    const [first, second] = requests.filter((r) => r.method === 'POST').map((r) => r.body!);
    expect(second).toMatchObject({ kind: 'RESULT', outcome: 'A_WINS', expected: 'B_WINS' });
    expect(second.actionId).not.toBe(first.actionId);
    expect(await screen.findByText('All changes sent')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Round 2, table 4: two different results' })).toBeNull();
  });

  it('lists the players with their deck lists and locks the settings after round 1', async () => {
    adminSession();
    applyingServer(
      roundTwo({
        matches: [makeMatch({ outcome: 'A_WINS' })],
        players: roundTwo().players.map((p) => (p.id === 42 ? { ...p, hasDeckList: false } : p)),
      }),
    );
    renderAdmin('/admin/tournaments/3');
    const players = await screen.findByRole('region', { name: 'Players' });
    const rows = await within(players).findAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      'Ash KetchumID 5150041MastersYesDrop',
      'Misty WaterflowerID 5150042MastersNoDrop',
    ]);
    expect(screen.getByText('Settings are fixed once round 1 is paired.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
  });
});
