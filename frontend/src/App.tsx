import { Suspense, useState } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders, createQueryClient } from './AppProviders';
import { RequireAdmin } from './pages/auth/RequireAdmin';
import { RequireAuth } from './pages/auth/RequireAuth';
import { LoadingScreen } from './layout/LoadingScreen';
import { SiteLayout } from './layout/SiteLayout';
import { LoginScreen } from './pages/auth/LoginScreen';
import { NotFoundPage } from './pages/errors/NotFoundPage';
import { HomePage } from './pages/home/HomePage';
import { lazyNamed } from './shared/lazy-named';

/** A page in a chunk of its own, loaded when first shown. */
const page = lazyNamed;

const AboutPage = page(() => import('./pages/about/AboutPage'), 'AboutPage');
const LocationPage = page(() => import('./pages/location/LocationPage'), 'LocationPage');
const ContactPage = page(() => import('./pages/contact/ContactPage'), 'ContactPage');
const SignupPage = page(() => import('./pages/auth/SignupPage'), 'SignupPage');
const HowToPlayPage = page(() => import('./pages/how-to-play/HowToPlayPage'), 'HowToPlayPage');
const UpcomingReleasesPage = page(
  () => import('./pages/releases/UpcomingReleasesPage'),
  'UpcomingReleasesPage',
);
const ArtworkForSalePage = page(() => import('./pages/artwork/ArtworkForSalePage'), 'ArtworkForSalePage');
const PublicTradesPage = page(() => import('./pages/trading/PublicTradesPage'), 'PublicTradesPage');
const TradingCenterPage = page(() => import('./pages/trading/TradingCenterPage'), 'TradingCenterPage');
const MembersOnlyTradesPage = page(
  () => import('./pages/trading/MembersOnlyTradesPage'),
  'MembersOnlyTradesPage',
);
const EventsPage = page(() => import('./pages/events/EventsPage'), 'EventsPage');
const PublicEventsPage = page(() => import('./pages/events/PublicEventsPage'), 'PublicEventsPage');
const TournamentPage = page(() => import('./pages/tournaments/TournamentPage'), 'TournamentPage');
const LivePairingsPage = page(() => import('./pages/tournaments/LivePairingsPage'), 'LivePairingsPage');
const LiveStandingsPage = page(() => import('./pages/tournaments/LiveStandingsPage'), 'LiveStandingsPage');
const DeckListSheetPage = page(() => import('./pages/tournaments/DeckListSheetPage'), 'DeckListSheetPage');
const AllDeckListsPage = page(() => import('./pages/tournaments/DeckListSheetPage'), 'AllDeckListsPage');
const DashboardPage = page(() => import('./pages/dashboard/DashboardPage'), 'DashboardPage');
const ProfilePage = page(() => import('./pages/profile/ProfilePage'), 'ProfilePage');
const ConfirmEmailPage = page(() => import('./pages/profile/ConfirmEmailPage'), 'ConfirmEmailPage');
const ForumPage = page(() => import('./pages/forum/ForumPage'), 'ForumPage');
const ForumPostPage = page(() => import('./pages/forum/ForumPostPage'), 'ForumPostPage');
const CardBrowserPage = page(() => import('./pages/pokemon/CardBrowserPage'), 'CardBrowserPage');
const DeckListPage = page(() => import('./pages/pokemon/DeckListPage'), 'DeckListPage');
const NewDeckPage = page(() => import('./pages/pokemon/NewDeckPage'), 'NewDeckPage');
const DeckBuilderPage = page(() => import('./pages/pokemon/DeckBuilderPage'), 'DeckBuilderPage');
const PrivacyPage = page(() => import('./pages/legal/PrivacyPage'), 'PrivacyPage');
const TermsPage = page(() => import('./pages/legal/TermsPage'), 'TermsPage');
/** react-admin and its dependencies load only when an admin opens /admin. */
const AdminApp = page(() => import('./admin/AdminApp'), 'AdminApp');

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
    children: [
      // Public
      { index: true, element: <HomePage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'location', element: <LocationPage /> },
      { path: 'contact', element: <ContactPage /> },
      { path: 'login', element: <LoginScreen /> },
      { path: 'signup', element: <SignupPage /> },
      // The link mailed to a new address: works in any browser, signed in or not.
      { path: 'confirm-email', element: <ConfirmEmailPage /> },
      { path: 'how-to-play', element: <HowToPlayPage /> },
      { path: 'upcoming-releases', element: <UpcomingReleasesPage /> },
      { path: 'artwork-for-sale', element: <ArtworkForSalePage /> },
      { path: 'singles-for-trade', element: <PublicTradesPage /> },
      { path: 'trading-center', element: <TradingCenterPage /> },
      { path: 'trading', element: <Navigate to="/trading-center" replace /> },
      { path: 'events', element: <EventsPage /> },
      { path: 'public-events', element: <PublicEventsPage /> },
      { path: 'tournaments/:id/pairings', element: <LivePairingsPage /> },
      { path: 'tournaments/:id/standings', element: <LiveStandingsPage /> },
      // Legal
      { path: 'privacy', element: <PrivacyPage /> },
      { path: 'terms', element: <TermsPage /> },
      // Signed in and approved
      {
        element: <RequireAuth />,
        children: [
          { path: 'dashboard', element: <DashboardPage /> },
          { path: 'profile', element: <ProfilePage /> },
          { path: 'tournaments/:id', element: <TournamentPage /> },
          { path: 'tournaments/:id/players/:playerId/deck-list', element: <DeckListSheetPage /> },
          { path: 'tournaments/:id/deck-lists', element: <AllDeckListsPage /> },
          { path: 'forum', element: <ForumPage /> },
          { path: 'forum/:postId', element: <ForumPostPage /> },
          { path: 'members-only-trades', element: <MembersOnlyTradesPage /> },
          { path: 'pokemon/browse', element: <CardBrowserPage /> },
          { path: 'pokemon/decks', element: <DeckListPage /> },
          { path: 'pokemon/deck', element: <NewDeckPage /> },
          { path: 'pokemon/deck/:id', element: <DeckBuilderPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  // Admin only (the admin app routes below /admin itself)
  { path: 'admin/*', element: <AdminRoute /> },
];

/** The site; `router` is made from `routes` unless given (a pre-rendered page makes it before hydrating). */
export function App({ router: given }: { router?: ReturnType<typeof createBrowserRouter> }) {
  const [router] = useState(() => given ?? createBrowserRouter(routes));
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
