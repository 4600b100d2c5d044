import { Suspense, useState } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders, createQueryClient } from './AppProviders';
import { RequireAdmin } from './pages/auth/RequireAdmin';
import { RequireAuth } from './pages/auth/RequireAuth';
import { LoadingScreen } from './layout/LoadingScreen';
import { SiteLayout } from './layout/SiteLayout';
import { NotFoundPage } from './pages/errors/NotFoundPage';
import { HomePage } from './pages/home/HomePage';
import { lazyNamed } from './shared/lazy-named';
import { lazyPage } from './shared/lazy-page';

/** react-admin and its dependencies load only when an admin opens /admin. */
const AdminApp = lazyNamed(() => import('./admin/AdminApp'), 'AdminApp');

/** /admin/*: admins get the admin app (its own layout); everyone else a notice inside the site layout. */
function AdminRoute() {
  return (
    <RequireAdmin frame={SiteLayout}>
      <Suspense fallback={<LoadingScreen />}>
        <AdminApp />
      </Suspense>
    </RequireAdmin>
  );
}

/** The full route table of spec 1 §2. */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    // While a router made before its page's chunk has loaded (a test's) waits for it.
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      // Public
      { index: true, element: <HomePage /> },
      {
        path: 'about',
        ...lazyPage(import.meta.glob('/src/pages/about/AboutPage.tsx', { import: 'AboutPage' })),
      },
      {
        path: 'location',
        ...lazyPage(import.meta.glob('/src/pages/location/LocationPage.tsx', { import: 'LocationPage' })),
      },
      {
        path: 'contact',
        ...lazyPage(import.meta.glob('/src/pages/contact/ContactPage.tsx', { import: 'ContactPage' })),
      },
      {
        path: 'login',
        ...lazyPage(import.meta.glob('/src/pages/auth/LoginPage.tsx', { import: 'LoginPage' })),
      },
      {
        path: 'signup',
        ...lazyPage(import.meta.glob('/src/pages/auth/SignupPage.tsx', { import: 'SignupPage' })),
      },
      // The link mailed to a new address: works in any browser, signed in or not.
      {
        path: 'confirm-email',
        ...lazyPage(
          import.meta.glob('/src/pages/profile/ConfirmEmailPage.tsx', { import: 'ConfirmEmailPage' }),
        ),
      },
      {
        path: 'how-to-play',
        ...lazyPage(
          import.meta.glob('/src/pages/how-to-play/HowToPlayPage.tsx', { import: 'HowToPlayPage' }),
        ),
      },
      {
        path: 'upcoming-releases',
        ...lazyPage(
          import.meta.glob('/src/pages/releases/UpcomingReleasesPage.tsx', {
            import: 'UpcomingReleasesPage',
          }),
        ),
      },
      {
        path: 'artwork-for-sale',
        ...lazyPage(
          import.meta.glob('/src/pages/artwork/ArtworkForSalePage.tsx', { import: 'ArtworkForSalePage' }),
        ),
      },
      {
        path: 'singles-for-trade',
        ...lazyPage(
          import.meta.glob('/src/pages/trading/PublicTradesPage.tsx', { import: 'PublicTradesPage' }),
        ),
      },
      {
        path: 'trading-center',
        ...lazyPage(
          import.meta.glob('/src/pages/trading/TradingCenterPage.tsx', { import: 'TradingCenterPage' }),
        ),
      },
      { path: 'trading', element: <Navigate to="/trading-center" replace /> },
      {
        path: 'events',
        ...lazyPage(import.meta.glob('/src/pages/events/EventsPage.tsx', { import: 'EventsPage' })),
      },
      {
        path: 'public-events',
        ...lazyPage(
          import.meta.glob('/src/pages/events/PublicEventsPage.tsx', { import: 'PublicEventsPage' }),
        ),
      },
      {
        path: 'tournaments/:id/pairings',
        ...lazyPage(
          import.meta.glob('/src/pages/tournaments/LivePairingsPage.tsx', { import: 'LivePairingsPage' }),
        ),
      },
      {
        path: 'tournaments/:id/standings',
        ...lazyPage(
          import.meta.glob('/src/pages/tournaments/LiveStandingsPage.tsx', { import: 'LiveStandingsPage' }),
        ),
      },
      // Legal
      {
        path: 'privacy',
        ...lazyPage(import.meta.glob('/src/pages/legal/PrivacyPage.tsx', { import: 'PrivacyPage' })),
      },
      {
        path: 'terms',
        ...lazyPage(import.meta.glob('/src/pages/legal/TermsPage.tsx', { import: 'TermsPage' })),
      },
      // Signed in and approved
      {
        element: <RequireAuth />,
        children: [
          {
            path: 'dashboard',
            ...lazyPage(
              import.meta.glob('/src/pages/dashboard/DashboardPage.tsx', { import: 'DashboardPage' }),
            ),
          },
          {
            path: 'profile',
            ...lazyPage(import.meta.glob('/src/pages/profile/ProfilePage.tsx', { import: 'ProfilePage' })),
          },
          {
            path: 'tournaments/:id',
            ...lazyPage(
              import.meta.glob('/src/pages/tournaments/TournamentPage.tsx', { import: 'TournamentPage' }),
            ),
          },
          {
            path: 'tournaments/:id/players/:playerId/deck-list',
            ...lazyPage(
              import.meta.glob('/src/pages/tournaments/DeckListSheetPage.tsx', {
                import: 'DeckListSheetPage',
              }),
            ),
          },
          {
            path: 'tournaments/:id/deck-lists',
            ...lazyPage(
              import.meta.glob('/src/pages/tournaments/DeckListSheetPage.tsx', {
                import: 'AllDeckListsPage',
              }),
            ),
          },
          {
            path: 'forum',
            ...lazyPage(import.meta.glob('/src/pages/forum/ForumPage.tsx', { import: 'ForumPage' })),
          },
          {
            path: 'forum/:postId',
            ...lazyPage(import.meta.glob('/src/pages/forum/ForumPostPage.tsx', { import: 'ForumPostPage' })),
          },
          {
            path: 'members-only-trades',
            ...lazyPage(
              import.meta.glob('/src/pages/trading/MembersOnlyTradesPage.tsx', {
                import: 'MembersOnlyTradesPage',
              }),
            ),
          },
          {
            path: 'pokemon/browse',
            ...lazyPage(
              import.meta.glob('/src/pages/pokemon/CardBrowserPage.tsx', { import: 'CardBrowserPage' }),
            ),
          },
          {
            path: 'pokemon/decks',
            ...lazyPage(import.meta.glob('/src/pages/pokemon/DeckListPage.tsx', { import: 'DeckListPage' })),
          },
          {
            path: 'pokemon/deck',
            ...lazyPage(import.meta.glob('/src/pages/pokemon/NewDeckPage.tsx', { import: 'NewDeckPage' })),
          },
          {
            path: 'pokemon/deck/:id',
            ...lazyPage(
              import.meta.glob('/src/pages/pokemon/DeckBuilderPage.tsx', { import: 'DeckBuilderPage' }),
            ),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  // Admin only (the admin app routes below /admin itself)
  { path: 'admin/*', element: <AdminRoute /> },
];

/** The site, on a router made from `routes` (main.tsx makes it once the page's lazy routes have loaded). */
export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
