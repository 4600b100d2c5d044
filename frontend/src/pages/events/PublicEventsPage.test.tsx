import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, refreshAs } from '../../test/api-mock';
import { renderAt } from '../../test/render';
import { HomePage } from '../home/HomePage';
import { PublicEventsPage } from './PublicEventsPage';
import { makeEvent } from './test/event-fixtures';

describe('PublicEventsPage', () => {
  it("opens 'Learn More' with date, time, location, the Open to Everyone notice and 'Got it!'", async () => {
    mockApi({
      authRefresh: refreshAs(null),
      eventsList: json(200, [makeEvent(1, { title: 'Trade Night' })]),
    });
    renderAt('/public-events', <PublicEventsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Learn More about Trade Night' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trade Night' });
    expect(within(dialog).getByText('18:30–21:30')).toBeInTheDocument();
    expect(within(dialog).getByText('Community Centre')).toBeInTheDocument();
    expect(within(dialog).getByText('Open to Everyone')).toBeInTheDocument();
    expect(within(dialog).getByText('Bring your deck.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Got it!' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'No events scheduled' when nothing is coming up", async () => {
    mockApi({ authRefresh: refreshAs(null), eventsList: json(200, [makeEvent(-3, { title: 'Past' })]) });
    renderAt('/public-events', <PublicEventsPage />);
    expect(await screen.findByText('No events scheduled')).toBeInTheDocument();
    expect(screen.queryByText('Past')).not.toBeInTheDocument();
  });
});

describe('HomePage events', () => {
  it('shows the first 6 upcoming events, each with Learn More', async () => {
    const events = Array.from({ length: 8 }, (_, i) => makeEvent(i + 1, { title: `Event ${i + 1}` }));
    mockApi({ authRefresh: refreshAs(null), eventsList: json(200, events) });
    renderAt('/', <HomePage />);
    await screen.findByRole('article', { name: 'Event 1' });
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.queryByRole('article', { name: 'Event 7' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Events' })).toHaveAttribute('href', '/events');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Learn More about Event 2' }));
    expect(await screen.findByRole('button', { name: 'Got it!' })).toBeInTheDocument();
  });
});
