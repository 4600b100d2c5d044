import { Suspense, useState } from 'react';
import {
  createBrowserRouter,
  Navigate,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router-dom';
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

/**
 * /trading's redirect screen (spec 2 §2). Keyed by the location: signing in on the login screen shown in its place
 * navigates to /trading again, and a Navigate kept mounted would not send the member on a second time.
 */
function TradingRedirect() {
  const { key } = useLocation();
  return <Navigate key={key} to="/trading-center" replace />;
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
        lazy: lazyPage(() => import('./pages/about/AboutPage'), 'AboutPage'),
      },
      {
        path: 'location',
        lazy: lazyPage(() => import('./pages/location/LocationPage'), 'LocationPage'),
      },
      {
        path: 'contact',
        lazy: lazyPage(() => import('./pages/contact/ContactPage'), 'ContactPage'),
      },
      {
        path: 'login',
        lazy: lazyPage(() => import('./pages/auth/LoginPage'), 'LoginPage'),
      },
      {
        path: 'signup',
        lazy: lazyPage(() => import('./pages/auth/SignupPage'), 'SignupPage'),
      },
      // The link mailed to a new address: works in any browser, signed in or not.
      {
        path: 'confirm-email',
        lazy: lazyPage(() => import('./pages/profile/ConfirmEmailPage'), 'ConfirmEmailPage'),
      },
      {
        path: 'how-to-play',
        lazy: lazyPage(() => import('./pages/how-to-play/HowToPlayPage'), 'HowToPlayPage'),
      },
      {
        path: 'upcoming-releases',
        lazy: lazyPage(() => import('./pages/releases/UpcomingReleasesPage'), 'UpcomingReleasesPage'),
      },
      {
        path: 'artwork-for-sale',
        lazy: lazyPage(() => import('./pages/artwork/ArtworkForSalePage'), 'ArtworkForSalePage'),
      },
      {
        path: 'singles-for-trade',
        lazy: lazyPage(() => import('./pages/trading/PublicTradesPage'), 'PublicTradesPage'),
      },
      {
        path: 'trading-center',
        lazy: lazyPage(() => import('./pages/trading/TradingCenterPage'), 'TradingCenterPage'),
      },
      {
        path: 'events',
        lazy: lazyPage(() => import('./pages/events/EventsPage'), 'EventsPage'),
      },
      {
        path: 'public-events',
        lazy: lazyPage(() => import('./pages/events/PublicEventsPage'), 'PublicEventsPage'),
      },
      {
        path: 'tournaments/:id/pairings',
        lazy: lazyPage(() => import('./pages/tournaments/LivePairingsPage'), 'LivePairingsPage'),
      },
      {
        path: 'tournaments/:id/standings',
        lazy: lazyPage(() => import('./pages/tournaments/LiveStandingsPage'), 'LiveStandingsPage'),
      },
      // Legal
      {
        path: 'privacy',
        lazy: lazyPage(() => import('./pages/legal/PrivacyPage'), 'PrivacyPage'),
      },
      {
        path: 'terms',
        lazy: lazyPage(() => import('./pages/legal/TermsPage'), 'TermsPage'),
      },
      // Signed in and approved
      {
        element: <RequireAuth />,
        children: [
          // Spec 2 §2: /trading is for signed-in, approved members, and sends them on to the Trading Center.
          { path: 'trading', element: <TradingRedirect /> },
          {
            path: 'dashboard',
            lazy: lazyPage(() => import('./pages/dashboard/DashboardPage'), 'DashboardPage'),
          },
          {
            path: 'profile',
            lazy: lazyPage(() => import('./pages/profile/ProfilePage'), 'ProfilePage'),
          },
          {
            path: 'tournaments/:id',
            lazy: lazyPage(() => import('./pages/tournaments/TournamentPage'), 'TournamentPage'),
          },
          {
            path: 'tournaments/:id/players/:playerId/deck-list',
            lazy: lazyPage(() => import('./pages/tournaments/DeckListSheetPage'), 'DeckListSheetPage'),
          },
          {
            path: 'tournaments/:id/deck-lists',
            lazy: lazyPage(() => import('./pages/tournaments/DeckListSheetPage'), 'AllDeckListsPage'),
          },
          {
            path: 'forum',
            lazy: lazyPage(() => import('./pages/forum/ForumPage'), 'ForumPage'),
          },
          {
            path: 'forum/:postId',
            lazy: lazyPage(() => import('./pages/forum/ForumPostPage'), 'ForumPostPage'),
          },
          {
            path: 'members-only-trades',
            lazy: lazyPage(() => import('./pages/trading/MembersOnlyTradesPage'), 'MembersOnlyTradesPage'),
          },
          {
            path: 'pokemon/browse',
            lazy: lazyPage(() => import('./pages/pokemon/CardBrowserPage'), 'CardBrowserPage'),
          },
          {
            path: 'pokemon/decks',
            lazy: lazyPage(() => import('./pages/pokemon/DeckListPage'), 'DeckListPage'),
          },
          {
            path: 'pokemon/deck',
            lazy: lazyPage(() => import('./pages/pokemon/NewDeckPage'), 'NewDeckPage'),
          },
          {
            path: 'pokemon/deck/:id',
            lazy: lazyPage(() => import('./pages/pokemon/DeckBuilderPage'), 'DeckBuilderPage'),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  // The hall's screen: the whole screen, without the site's header and footer.
  {
    path: 'tournaments/:id/screen',
    hydrateFallbackElement: <LoadingScreen />,
    lazy: lazyPage(() => import('./pages/tournaments/ScreenPage'), 'ScreenPage'),
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
