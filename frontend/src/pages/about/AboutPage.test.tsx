import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { json, mockApi, refreshAs } from '../../test/api-mock';
import { renderAt } from '../../test/render';
import { LocationPage } from '../location/LocationPage';
import { AboutPage } from './AboutPage';

const item = (id: number, section: string, fields: Record<string, unknown>) => ({
  id,
  sectionId: 1,
  section,
  title: '',
  description: null,
  imageUrl: null,
  date: null,
  year: null,
  time: null,
  participants: null,
  role: null,
  order: id,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  ...fields,
});

const sections = [
  { id: 1, name: 'upcoming_events', items: [] },
  {
    id: 2,
    name: 'our_journey',
    items: [
      item(1, 'our_journey', {
        title: 'First meeting',
        date: '2019-01-01',
        year: 2019,
        description: 'Six trainers.',
      }),
    ],
  },
  {
    id: 3,
    name: 'meet_team',
    items: [item(2, 'meet_team', { title: 'Sam Oak', description: 'Runs the league.' })],
  },
  {
    id: 4,
    name: 'session_times',
    items: [item(3, 'session_times', { title: 'Friday', time: '18:00–21:00', description: 'Casual play' })],
  },
];

describe('content of the public pages', () => {
  it('shows the milestones and the team on /about, with the default role', async () => {
    mockApi({ authRefresh: refreshAs(null), contentSectionsList: json(200, sections) });
    renderAt('/about', <AboutPage />);
    expect(await screen.findByRole('heading', { name: 'First meeting' })).toBeInTheDocument();
    expect(screen.getByText('2019')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sam Oak' })).toBeInTheDocument();
    expect(screen.getByText('Co-Founder')).toBeInTheDocument();
    expect(screen.getByText('Runs the league.')).toBeInTheDocument();
  });

  it('shows the session times on /location, open to all trainers by default', async () => {
    mockApi({ authRefresh: refreshAs(null), contentSectionsList: json(200, sections) });
    renderAt('/location', <LocationPage />);
    expect(await screen.findByRole('heading', { name: 'Friday' })).toBeInTheDocument();
    expect(screen.getByText('18:00–21:00')).toBeInTheDocument();
    expect(screen.getByText('Casual play')).toBeInTheDocument();
    expect(screen.getByText('Open to all trainers')).toBeInTheDocument();
  });

  it("says 'Failed to load content' when the sections cannot be read", async () => {
    mockApi({
      authRefresh: refreshAs(null),
      contentSectionsList: json(500, { statusCode: 500, error: 'x', message: 'x' }),
    });
    renderAt('/about', <AboutPage />);
    expect(await screen.findAllByText('Failed to load content')).toHaveLength(2);
  });
});
