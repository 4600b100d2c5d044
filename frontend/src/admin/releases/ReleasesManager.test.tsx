import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from '../../auth/session';
import { forgetCurrentUser } from '../current-user';
import { fakeAdminApi } from '../test/fake-admin-api';
import { renderAdmin } from '../test/render-admin';

afterEach(() => {
  clearSession();
  forgetCurrentUser();
  vi.useRealTimers();
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-05T12:00:00Z'));
});

const release = (id: number, fields: Record<string, unknown>) => ({
  id,
  packName: `Pack ${id}`,
  releaseType: 'BOOSTER_SET',
  releaseDate: '2026-11-08',
  imageUrl: null,
  description: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  ...fields,
});

describe('Releases manager (/admin/releases)', () => {
  it("shows the spec's title and each release with 'N days away', type, date and description", async () => {
    fakeAdminApi({
      records: {
        releases: [
          release(1, { packName: 'Surging Sparks', releaseType: 'ELITE_TRAINER_BOX', description: 'New!' }),
        ],
      },
    });
    renderAdmin('/admin/releases');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Releases' })).toBeInTheDocument();
    expect(screen.getByText('Add and edit upcoming Pokemon card releases')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Surging Sparks' });
    expect(within(card).getByText('3 days away')).toBeInTheDocument();
    expect(within(card).getByText('Elite Trainer Box')).toBeInTheDocument();
    expect(within(card).getByText('8 November 2026')).toBeInTheDocument();
    expect(within(card).getByText('New!')).toBeInTheDocument();
  });

  it("says 'No releases found' with 'Add First Release'", async () => {
    fakeAdminApi({ records: { releases: [] } });
    renderAdmin('/admin/releases');
    expect(await screen.findByText('No releases found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add First Release' })).toHaveAttribute(
      'href',
      '/admin/releases/create',
    );
  });

  it('asks for the required fields, refuses an image URL that is not http(s), then adds a Booster Set', async () => {
    const { db } = fakeAdminApi({ records: { releases: [] } });
    renderAdmin('/admin/releases/create');
    const user = userEvent.setup();
    const save = await screen.findByRole('button', { name: 'Save' });
    await user.type(screen.getByLabelText(/^Pack name/), 'Surging Sparks');
    await user.click(save);
    expect((await screen.findAllByText('Please fill in all required fields')).length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText(/^Release date/), '2026-11-08');
    await user.type(screen.getByLabelText(/^Image URL/), 'javascript:alert(1)');
    await user.click(save);
    expect((await screen.findAllByText('Image URL must be a valid http(s) URL')).length).toBeGreaterThan(0);
    expect(db.records.releases).toHaveLength(0);
    await user.clear(screen.getByLabelText(/^Image URL/));
    await user.click(save);
    expect(await screen.findByText('Release added successfully!')).toBeInTheDocument();
    await waitFor(() => expect(db.records.releases).toHaveLength(1));
    expect(db.records.releases[0]).toMatchObject({
      packName: 'Surging Sparks',
      releaseType: 'BOOSTER_SET',
      releaseDate: '2026-11-08',
      imageUrl: null,
    });
  });

  it('refuses to save a release whose date was cleared, and keeps the one it had', async () => {
    const { db } = fakeAdminApi({ records: { releases: [release(1, { packName: 'Surging Sparks' })] } });
    renderAdmin('/admin/releases/1');
    const user = userEvent.setup();
    const date = await screen.findByLabelText(/^Release date/);
    await waitFor(() => expect(date).toHaveValue('2026-11-08'));
    await user.clear(date);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Please fill in all required fields')).length).toBeGreaterThan(0);
    expect(db.records.releases[0]).toMatchObject({ releaseDate: '2026-11-08' });
  });
});
