import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReleaseDto } from '../../api/generated/types.gen';
import { apiError, json, mockApi, refreshAs } from '../../test/api-mock';
import { renderAt } from '../../test/render';
import { UpcomingReleasesPage } from './UpcomingReleasesPage';

const release = (id: number, overrides: Partial<ReleaseDto>): ReleaseDto => ({
  id,
  packName: `Pack ${id}`,
  releaseType: 'BOOSTER_SET',
  releaseDate: '2026-07-18',
  imageUrl: null,
  description: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const RELEASES = [
  release(1, { packName: 'Surging Sparks', releaseDate: '2026-07-18', description: 'Pikachu ex returns.' }),
  release(2, { packName: 'Holiday Tin', releaseType: 'COLLECTOR_ITEMS', releaseDate: '2026-07-21' }),
];

describe('UpcomingReleasesPage', () => {
  beforeEach(() => {
    // 18 July 2026, 10:00 in London: the first release comes out today.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-07-18T09:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("shows each release with its badge ('Today', days away rounded up), type, en-GB date and description", async () => {
    mockApi({ authRefresh: refreshAs(null), releasesList: json(200, RELEASES) });
    renderAt('/upcoming-releases', <UpcomingReleasesPage />);
    const today = await screen.findByRole('article', { name: 'Surging Sparks' });
    expect(within(today).getByText('Today')).toBeInTheDocument();
    expect(within(today).getByText('Booster Set')).toBeInTheDocument();
    expect(within(today).getByText('18 July 2026')).toBeInTheDocument();
    expect(within(today).getByText('Pikachu ex returns.')).toBeInTheDocument();
    const later = screen.getByRole('article', { name: 'Holiday Tin' });
    // 2 days and 14 hours until 21 July starts in London.
    expect(within(later).getByText('3 days away')).toBeInTheDocument();
    expect(within(later).getByText('Collector Items')).toBeInTheDocument();
  });

  it("filters by category, and says 'No releases found' when none is of that kind", async () => {
    mockApi({ authRefresh: refreshAs(null), releasesList: json(200, RELEASES) });
    renderAt('/upcoming-releases', <UpcomingReleasesPage />);
    await screen.findByRole('article', { name: 'Surging Sparks' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Collector Items');
    expect(screen.queryByRole('article', { name: 'Surging Sparks' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Holiday Tin' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Promo Cards');
    expect(screen.getByRole('heading', { name: 'No releases found' })).toBeInTheDocument();
  });

  it("says 'No releases found' when nothing is coming", async () => {
    mockApi({ authRefresh: refreshAs(null), releasesList: json(200, []) });
    renderAt('/upcoming-releases', <UpcomingReleasesPage />);
    expect(await screen.findByRole('heading', { name: 'No releases found' })).toBeInTheDocument();
  });

  it("shows the loading error and loads again on 'Try Again'", async () => {
    mockApi({
      authRefresh: refreshAs(null),
      releasesList: [apiError(500, 'boom'), json(200, RELEASES)],
    });
    renderAt('/upcoming-releases', <UpcomingReleasesPage />);
    expect(await screen.findByText('Failed to load releases. Please try again later.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Surging Sparks' })).toBeInTheDocument();
  });
});
