import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, refreshAs, sessionFor } from './test/api-mock';
import { renderRoutes } from './test/render';
import { routes } from './App';

function visit(path: string, role: 'MEMBER' | null = null) {
  mockApi({ authRefresh: refreshAs(role) });
  return renderRoutes(routes, path);
}

describe('routes', () => {
  it('sends a member from /trading on to /trading-center', async () => {
    const { router } = visit('/trading', 'MEMBER');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trading Center' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/trading-center');
  });

  it('asks a visitor on /trading to sign in first (spec 2 §2: members only)', async () => {
    const { router } = visit('/trading');
    expect(await screen.findByRole('button', { name: /sign in|log ?in/i })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Trading Center' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/trading');
  });

  it('sends a visitor who signs in on /trading on to the Trading Center', async () => {
    mockApi({ authRefresh: refreshAs(null), authLogin: json(200, sessionFor('MEMBER')) });
    const { router } = renderRoutes(routes, '/trading');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/email/i), 'member@example.org');
    await user.type(screen.getByLabelText(/^password/i), 'pikachu1');
    await user.click(screen.getByRole('button', { name: /sign in|log ?in/i }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Trading Center' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/trading-center'));
  });

  it('shows a friendly 404 for unknown paths', async () => {
    visit('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
  });

  it.each([
    ['/', /Welcome to/],
    ['/about', /^About/],
    ['/location', 'Location & Times'],
    ['/contact', 'Contact Us'],
    ['/how-to-play', 'How to Play'],
    ['/upcoming-releases', 'Upcoming Releases'],
    ['/artwork-for-sale', 'Artwork for Sale'],
    ['/singles-for-trade', 'Singles for Sale'],
    ['/events', 'Upcoming Events'],
    ['/public-events', 'All Events'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/signup', 'Join the Club'],
  ])('renders the public page %s with one h1', async (path, heading) => {
    visit(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it.each([
    ['/dashboard', /Welcome back, Ash/],
    ['/profile', 'My Profile'],
    ['/forum', 'Community Forum'],
    ['/forum/12', 'Forum Post'],
    ['/members-only-trades', 'Members Only Trades'],
    ['/pokemon/browse', 'Card Browser'],
    ['/pokemon/decks', 'My Pokémon Decks'],
    ['/pokemon/deck', 'New Deck'],
    ['/pokemon/deck/3', 'Deck Builder'],
  ])('renders the members page %s for a member', async (path, heading) => {
    visit(path, 'MEMBER');
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the login screen on a members page when signed out', async () => {
    visit('/pokemon/decks');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome Back, Trainer' }),
    ).toBeInTheDocument();
  });
});
