import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TomImportDto } from '../../api/generated/types.gen';
import { clearSession } from '../../auth/session';
import { apiError, json, mockApi, type MockRoutes, type SeenRequest } from '../../test/api-mock';
import { forgetCurrentUser } from '../current-user';
import { sessionRoutes } from '../test/pending-fixtures';
import { freshIndexedDb } from '../test/desk-fake-server';
import { renderAdmin } from '../test/render-admin';
import { WATCH_MS } from './TomUpload';

beforeEach(freshIndexedDb);
afterEach(() => {
  clearSession();
  forgetCurrentUser();
  vi.useRealTimers();
  delete (window as { showOpenFilePicker?: unknown }).showOpenFilePicker;
});

const FILE_TEXT = '<?xml version="1.0"?><tournament type="2" stage="4">…</tournament>';
const loaded: TomImportDto = {
  id: 9,
  created: true,
  message: 'Ipswich League Cup loaded: 29 players, round 2.',
  disagreements: [],
};

function tournamentsPage(importAnswers: MockRoutes['tournamentTomImportFile']) {
  return mockApi({
    ...sessionRoutes('ADMIN'),
    tournamentsList: json(200, []),
    eventsList: json(200, []),
    tournamentTomImportFile: importAnswers,
  });
}

const panel = () => screen.findByRole('region', { name: 'Sanctioned events: TOM files' });
const imports = (requests: SeenRequest[]) =>
  requests.filter((request) => request.operation === 'tournamentTomImportFile');

describe('loading TOM’s file (/admin/tournaments)', () => {
  it('sends the chosen file as it is, says what was loaded, and links to the tournament', async () => {
    const { requests } = tournamentsPage(json(201, loaded));
    renderAdmin('/admin/tournaments');
    const tom = await panel();
    await userEvent.upload(
      within(tom).getByLabelText('Load a TOM file'),
      new File([FILE_TEXT], 'cup.tdf', { type: '' }),
    );
    expect(
      await within(tom).findByText(/^Sent at .+: Ipswich League Cup loaded: 29 players, round 2\.$/),
    ).toBeInTheDocument();
    expect(imports(requests)).toHaveLength(1);
    const [request] = imports(requests);
    expect(request.body).toBe(FILE_TEXT);
    expect(request.headers.get('content-type')).toBe('application/xml');
    expect(within(tom).getByRole('link', { name: 'Open the tournament' })).toHaveAttribute(
      'href',
      '/admin/tournaments/9',
    );
    // The list of tournaments is read again, so the new one is in it.
    await waitFor(() =>
      expect(requests.filter((r) => r.operation === 'tournamentsList').length).toBeGreaterThan(1),
    );
  });

  it('shows TOM’s order and the site’s where they differ, and a refused file’s reason', async () => {
    tournamentsPage([
      json(200, {
        ...loaded,
        created: false,
        message: 'Ipswich League Cup updated: 29 players, round 7.',
        disagreements: [
          { division: 'MASTERS', tom: ['Ash Ketchum', 'Gary Oak'], ours: ['Gary Oak', 'Ash Ketchum'] },
        ],
      }),
      apiError(400, 'This is not TOM’s file: its root is <html>, not <tournament>.'),
    ]);
    renderAdmin('/admin/tournaments');
    const tom = await panel();
    const input = within(tom).getByLabelText('Load a TOM file');
    await userEvent.upload(input, new File([FILE_TEXT], 'cup.tdf'));
    expect(
      await within(tom).findByText(
        'TOM’s places (shown as final) differ from the order the site computes in MASTERS:',
      ),
    ).toBeInTheDocument();
    expect(within(tom).getByText('TOM: Ash Ketchum, Gary Oak')).toBeInTheDocument();
    expect(within(tom).getByText('The site: Gary Oak, Ash Ketchum')).toBeInTheDocument();

    await userEvent.upload(input, new File(['<html></html>'], 'saved-page.tdf'));
    const refused = await within(tom).findByText(
      'The file was refused: This is not TOM’s file: its root is <html>, not <tournament>.',
    );
    expect(refused.closest('[role="alert"]')).not.toBeNull();
    expect(within(tom).queryByText(/^Sent at /)).toBeNull();
  });

  it('watches the file TOM saves where the browser can, and sends each save once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let file = new File([FILE_TEXT], 'cup.tdf', { lastModified: 1_000 });
    const picker = vi.fn(async () => [{ name: 'cup.tdf', getFile: async () => file }]);
    (window as { showOpenFilePicker?: unknown }).showOpenFilePicker = picker;
    const { requests } = tournamentsPage(json(200, { ...loaded, created: false }));
    renderAdmin('/admin/tournaments');
    const tom = await panel();
    expect(
      within(tom).getByText('The browser keeps an eye on the file and sends each save by itself.'),
    ).toBeInTheDocument();

    await userEvent.click(within(tom).getByRole('button', { name: 'Watch the TOM file' }));
    expect(
      await within(tom).findByText('Watching cup.tdf: each save TOM makes is sent.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(imports(requests)).toHaveLength(1));
    expect(picker).toHaveBeenCalledWith({
      types: [{ description: 'TOM tournament file', accept: { 'application/xml': ['.tdf', '.xml'] } }],
    });

    // No save since: nothing is sent again.
    await act(() => vi.advanceTimersByTimeAsync(WATCH_MS * 2));
    expect(imports(requests)).toHaveLength(1);
    // TOM saves after the next result: the new file is sent by itself.
    file = new File([`${FILE_TEXT}<!-- round 3 -->`], 'cup.tdf', { lastModified: 2_000 });
    await act(() => vi.advanceTimersByTimeAsync(WATCH_MS));
    await waitFor(() => expect(imports(requests)).toHaveLength(2));
    expect(imports(requests)[1].body).toBe(`${FILE_TEXT}<!-- round 3 -->`);

    await userEvent.click(within(tom).getByRole('button', { name: 'Stop watching' }));
    file = new File([FILE_TEXT], 'cup.tdf', { lastModified: 3_000 });
    await act(() => vi.advanceTimersByTimeAsync(WATCH_MS * 2));
    expect(imports(requests)).toHaveLength(2);
    expect(within(tom).getByRole('button', { name: 'Watch the TOM file' })).toBeInTheDocument();
  });

  it('offers no watching where the browser cannot (no File System Access)', async () => {
    tournamentsPage(json(201, loaded));
    renderAdmin('/admin/tournaments');
    const tom = await panel();
    expect(within(tom).getByText('Load a TOM file')).toBeInTheDocument();
    expect(within(tom).queryByRole('button', { name: 'Watch the TOM file' })).toBeNull();
  });
});
