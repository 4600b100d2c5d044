import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { deleteDB, openDB } from 'idb';
import { clearSession } from '../../auth/session';
import { clearMemberData } from '../../offline/member-data';
import { MEMBER_ANSWERS_DATABASE, PUBLIC_ANSWERS_DATABASE } from '../../offline/kept-answers';
import { json, mockApi, refreshAs, type MockRoutes } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import { makeEntry, makeLive, makeMatch, makeTournament } from '../../test/tournament-fixtures';
import { LivePairingsPage } from './LivePairingsPage';
import { TournamentPage } from './TournamentPage';

const OFFLINE_MARK = 'Offline — showing the last update';
const UNREACHABLE = new TypeError('Failed to fetch');

const swiss = makeTournament({ stage: 'SWISS', currentRound: 2, plannedRounds: { MASTERS: 3 } });
const roundTwo = makeLive({ tournament: swiss, pairings: [makeMatch({ table: 4 })] });
const roundThree = makeLive({
  tournament: { ...swiss, currentRound: 3 },
  pairings: [makeMatch({ id: 200, round: 3, table: 7 })],
});

/** 14:32 in London (GMT in November): when the first answer arrives. */
const RECEIVED = new Date('2026-11-28T14:32:10Z');

const withEtag = (body: unknown, etag: string) => {
  const response = json(200, body);
  response.headers.set('ETag', etag);
  return response;
};

/** The keys kept in one IndexedDB database (none when it does not exist), read without holding it open. */
async function keptKeys(name: string): Promise<string[]> {
  if (!(await indexedDB.databases()).some((database) => database.name === name)) return [];
  const database = await openDB(name);
  try {
    return database.objectStoreNames.contains('answers')
      ? (await database.getAllKeys('answers')).map(String)
      : [];
  } finally {
    database.close();
  }
}

/** The mark and its time, in the page's polite live region. */
async function offlineStatus(): Promise<HTMLElement> {
  const mark = await screen.findByText(OFFLINE_MARK);
  return mark.closest<HTMLElement>('[role="status"]') ?? mark;
}

/** The browser loses or finds its network: `navigator.onLine` and the window's event, as a phone's browser. */
function browserOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

/** A load that failed for want of the server: the page offers to try again (and nothing kept to show). */
const loadFailed = () => screen.findByRole('button', { name: 'Try Again' });

/** A reload: the session held in memory and the query cache are gone; the device's storage stays. */
function reload(page: { unmount: () => void }) {
  page.unmount();
  clearSession();
}

/** A page load: a new query cache over the device's storage. */
function openPairings(routes: MockRoutes) {
  const api = mockApi({ authRefresh: refreshAs(null), ...routes });
  const page = renderRoutes(
    [{ path: '/tournaments/:id/pairings', element: <LivePairingsPage /> }],
    '/tournaments/3/pairings',
  );
  return { ...api, page };
}

function openTournamentPage(routes: MockRoutes) {
  const api = mockApi({ decksList: json(200, []), ...routes });
  const page = renderRoutes([{ path: '/tournaments/:id', element: <TournamentPage /> }], '/tournaments/3');
  return { ...api, page };
}

afterEach(async () => {
  browserOnline(true);
  vi.useRealTimers();
  await clearMemberData();
  await deleteDB(PUBLIC_ANSWERS_DATABASE);
});

describe('the live pages without a network', () => {
  it('after a reload offline show the last pairings received, marked offline with the time they came', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: RECEIVED });
    const first = openPairings({ tournamentsLiveAnswer: withEtag(roundTwo, '"r2"') });
    expect(await screen.findByRole('table', { name: 'Round 2' })).toHaveTextContent('4Ash K.');
    expect(screen.getByText(/This page updates by itself\./)).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_MARK)).not.toBeInTheDocument();
    await waitFor(async () => expect(await keptKeys(PUBLIC_ANSWERS_DATABASE)).toHaveLength(1));
    reload(first.page);

    vi.setSystemTime(new Date('2026-11-28T14:50:00Z'));
    const again = openPairings({ tournamentsLiveAnswer: UNREACHABLE });
    expect(await screen.findByRole('table', { name: 'Round 2' })).toHaveTextContent('4Ash K.');
    expect(await offlineStatus()).toHaveTextContent('Last updated 14:32');
    expect(screen.queryByText(/This page updates by itself\./)).not.toBeInTheDocument();
    // It did ask the network, for the whole answer: the kept one's clock offset was measured on an earlier visit
    // (this device's clock may have moved since), so its ETag is not sent.
    expect(again.requests.at(-1)?.operation).toBe('tournamentsLiveAnswer');
    expect(again.requests.at(-1)?.headers.get('If-None-Match')).toBeNull();
  });

  it('mark the page offline when the browser loses the network, and refresh as soon as it is back', async () => {
    const { requests } = openPairings({
      tournamentsLiveAnswer: [withEtag(roundTwo, '"r2"'), withEtag(roundThree, '"r3"')],
    });
    await screen.findByRole('table', { name: 'Round 2' });
    const asked = requests.length;

    browserOnline(false);
    expect(await offlineStatus()).toHaveTextContent(/Last updated \d\d:\d\d/);
    expect(screen.getByRole('table', { name: 'Round 2' })).toBeInTheDocument();

    browserOnline(true);
    expect(await screen.findByRole('table', { name: 'Round 3' })).toHaveTextContent('7Ash K.');
    expect(requests.length).toBe(asked + 1);
    expect(screen.queryByText(OFFLINE_MARK)).not.toBeInTheDocument();
    expect(screen.getByText(/This page updates by itself\./)).toBeInTheDocument();
  });

  it('drop a kept answer older than a day instead of showing it', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: RECEIVED });
    const first = openPairings({ tournamentsLiveAnswer: withEtag(roundTwo, '"r2"') });
    await screen.findByRole('table', { name: 'Round 2' });
    await waitFor(async () => expect(await keptKeys(PUBLIC_ANSWERS_DATABASE)).toHaveLength(1));
    reload(first.page);

    vi.setSystemTime(new Date(RECEIVED.getTime() + 25 * 3_600_000));
    openPairings({ tournamentsLiveAnswer: UNREACHABLE });
    expect(await loadFailed()).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await waitFor(async () => expect(await keptKeys(PUBLIC_ANSWERS_DATABASE)).toEqual([]));
  });
});

describe("a member's own answers without a network", () => {
  const myTable = makeEntry({ deckListOpen: false, currentMatch: makeMatch({ table: 4 }), side: 'A' });

  it('keeps their entries and table under their user id only, shows them offline, and forgets them at logout', async () => {
    const first = openTournamentPage({
      authRefresh: refreshAs('MEMBER'),
      tournamentsMembersLiveAnswer: withEtag(roundTwo, '"r2"'),
      tournamentsMine: json(200, { entries: [myTable] }),
    });
    const entry = await screen.findByRole('region', { name: 'Ash Ketchum' });
    expect(within(entry).getByRole('heading', { name: 'Round 2, table 4' })).toBeInTheDocument();
    await waitFor(async () => expect(await keptKeys(MEMBER_ANSWERS_DATABASE)).toHaveLength(2));
    const kept = await keptKeys(MEMBER_ANSWERS_DATABASE);
    // The member with user id 2 (makeUser('MEMBER')): their live answer that names everyone, and their entries.
    expect(kept.every((key) => key.startsWith('user-2-'))).toBe(true);
    expect(kept.some((key) => key.includes('tournament-live'))).toBe(true);
    expect(await keptKeys(PUBLIC_ANSWERS_DATABASE)).toEqual([]);
    reload(first.page);

    openTournamentPage({
      authRefresh: refreshAs('MEMBER'),
      tournamentsMembersLiveAnswer: UNREACHABLE,
      tournamentsMine: UNREACHABLE,
    });
    const offline = await screen.findByRole('region', { name: 'Ash Ketchum' });
    expect(within(offline).getByRole('heading', { name: 'Round 2, table 4' })).toBeInTheDocument();
    expect(await offlineStatus()).toHaveTextContent(/Last updated \d\d:\d\d/);
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('never shows one member what was kept for another on the same device', async () => {
    const first = openTournamentPage({
      authRefresh: refreshAs('MEMBER'),
      tournamentsMembersLiveAnswer: withEtag(roundTwo, '"r2"'),
      tournamentsMine: json(200, { entries: [myTable] }),
    });
    await screen.findByRole('region', { name: 'Ash Ketchum' });
    await waitFor(async () => expect(await keptKeys(MEMBER_ANSWERS_DATABASE)).toHaveLength(2));
    reload(first.page);

    // Someone else signs in on this phone (the admin, user id 1) while the network is down.
    openTournamentPage({
      authRefresh: refreshAs('ADMIN'),
      tournamentsMembersLiveAnswer: UNREACHABLE,
      tournamentsMine: UNREACHABLE,
    });
    expect(await loadFailed()).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ash Ketchum' })).not.toBeInTheDocument();
  });

  it('are gone from the device after clearMemberData, at logout', async () => {
    const first = openTournamentPage({
      authRefresh: refreshAs('MEMBER'),
      tournamentsMembersLiveAnswer: withEtag(roundTwo, '"r2"'),
      tournamentsMine: json(200, { entries: [myTable] }),
    });
    await screen.findByRole('region', { name: 'Ash Ketchum' });
    await waitFor(async () => expect(await keptKeys(MEMBER_ANSWERS_DATABASE)).toHaveLength(2));

    // The page is still open (its connection to the database too): logout must not be blocked by it.
    await clearMemberData();
    expect((await indexedDB.databases()).map((database) => database.name)).not.toContain(
      MEMBER_ANSWERS_DATABASE,
    );
    reload(first.page);

    openTournamentPage({
      authRefresh: refreshAs('MEMBER'),
      tournamentsMembersLiveAnswer: UNREACHABLE,
      tournamentsMine: UNREACHABLE,
    });
    expect(await loadFailed()).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ash Ketchum' })).not.toBeInTheDocument();
  });
});
