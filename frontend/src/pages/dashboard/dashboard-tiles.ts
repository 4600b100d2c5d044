import type { Role } from '../../auth/session';

export interface DashboardTile {
  readonly title: string;
  readonly description: string;
  readonly to: string;
  readonly icon:
    'events' | 'forum' | 'trading' | 'decks' | 'cards' | 'profile' | 'howto' | 'releases' | 'admin';
}

const TILES: readonly DashboardTile[] = [
  { title: 'Events', description: 'See what is on and register', to: '/events', icon: 'events' },
  { title: 'Forum', description: 'Chat with other members', to: '/forum', icon: 'forum' },
  { title: 'Trading', description: 'Buy, sell and swap cards', to: '/trading-center', icon: 'trading' },
  {
    title: 'Pokémon TCG Decks',
    description: 'Build and manage your decks',
    to: '/pokemon/decks',
    icon: 'decks',
  },
  { title: 'Card Browser', description: 'Search every card', to: '/pokemon/browse', icon: 'cards' },
  { title: 'Profile', description: 'Your details and family', to: '/profile', icon: 'profile' },
  { title: 'How to Play', description: 'Learn the rules', to: '/how-to-play', icon: 'howto' },
  {
    title: 'Upcoming Releases',
    description: 'New sets on the way',
    to: '/upcoming-releases',
    icon: 'releases',
  },
];

const ADMIN_TILE: DashboardTile = {
  title: 'Admin Panel',
  description: 'Manage users, events and content',
  to: '/admin',
  icon: 'admin',
};

/** The dashboard's tiles; the admin tile only for ADMIN (spec 2 §2). */
export function dashboardTiles(role: Role | undefined): readonly DashboardTile[] {
  return role === 'ADMIN' ? [...TILES, ADMIN_TILE] : TILES;
}
