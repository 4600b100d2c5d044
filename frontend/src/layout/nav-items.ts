/**
 * The site navigation of spec 1 §2 as data, so the desktop header and the mobile drawer show exactly
 * the same links for the same user.
 */
export interface NavLinkItem {
  readonly kind: 'link';
  readonly label: string;
  readonly to: string;
}

export interface NavGroupItem {
  readonly kind: 'group';
  readonly label: string;
  readonly items: readonly NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroupItem;

export interface NavAudience {
  /** ADMIN or MEMBER (a PENDING user is signed in but not approved). */
  readonly approved: boolean;
  readonly admin: boolean;
}

const link = (label: string, to: string): NavLinkItem => ({ kind: 'link', label, to });

export function mainNavigation({ approved, admin }: NavAudience): NavItem[] {
  const items: NavItem[] = [
    link('Home', '/'),
    {
      kind: 'group',
      label: 'About',
      items: [link('About', '/about'), link('Location', '/location'), link('Contact', '/contact')],
    },
    {
      kind: 'group',
      label: 'Shop',
      items: [link('Singles for Sale', '/singles-for-trade'), link('Artwork for Sale', '/artwork-for-sale')],
    },
  ];
  if (approved) {
    items.push(
      link('How to Play', '/how-to-play'),
      link('Upcoming Releases', '/upcoming-releases'),
      link('Forum', '/forum'),
      link('Trading', '/trading-center'),
      link('Pokémon TCG', '/pokemon/decks'),
    );
  }
  if (admin) items.push(link('Admin Panel', '/admin'));
  return items;
}

export const FOOTER_QUICK_LINKS: readonly NavLinkItem[] = [
  link('About Us', '/about'),
  link('Location & Times', '/location'),
  link('How to Play', '/how-to-play'),
  link('Upcoming Releases', '/upcoming-releases'),
  link('Contact Us', '/contact'),
];
