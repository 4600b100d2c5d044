import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';
import { LoadingScreen } from './LoadingScreen';
import { PendingLogoutNotice } from './PendingLogoutNotice';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/** After a client-side navigation, move focus to the new page so screen readers announce it. */
function useFocusMainOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname]);
}

/** Header, main and footer around every page. Without children it renders the matched route. */
export function SiteLayout({ children }: { children?: ReactNode }) {
  useFocusMainOnNavigate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <Header />
      <PendingLogoutNotice />
      {/* At least a screen tall, so the footer starts below the fold: content that arrives later (a page's
          chunk, data from the API) grows the page downwards and never moves what is already in view. */}
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, minHeight: '100vh', outline: 'none' }}
      >
        <Suspense fallback={<LoadingScreen inline />}>{children ?? <Outlet />}</Suspense>
      </Box>
      <Footer />
      <ScrollRestoration />
    </Box>
  );
}
