import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider } from './auth/AuthProvider';
import { ToastProvider } from './layout/ToastProvider';
import { retryOnceUnlessRefused } from './shared/api-error';
import { theme } from './shared/theme';

/**
 * The site's data cache. Queries are sent even when the browser says it is offline ('offlineFirst'), rather than
 * wait silently: a failed load shows the page's error state, which says plainly that the page needs a
 * connection; the query runs again when the browser is back online (TanStack Query's refetch on reconnect).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: retryOnceUnlessRefused,
        refetchOnWindowFocus: false,
        networkMode: 'offlineFirst',
      },
    },
  });
}

/** Theme, data cache, toasts and session around whatever is inside (the router, or a test's router). */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <AuthProvider>{children}</AuthProvider>
        </ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
