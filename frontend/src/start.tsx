import './shared/zod-without-eval';
import { startTransition, StrictMode, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import { App, routes } from './App';
import { connectApiClientToSession } from './auth/api-session';
import { registerServiceWorkerWhenIdle } from './offline/register-service-worker';
import { createBrowserEmotionCache } from './shared/prerendered-styles';

connectApiClientToSession();
const emotionCache = createBrowserEmotionCache();

/** The app in strict mode, with an Emotion cache that knows the styles a pre-rendered page carries. */
function Root({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <CacheProvider value={emotionCache}>{children}</CacheProvider>
    </StrictMode>
  );
}

/**
 * Loads the lazily loaded routes the address matches before the router is made, as React Router's guide to
 * server rendering does: the router then draws the page at once, and a pre-rendered page (scripts/prerender.mjs,
 * which preloads these chunks) hydrates to what the server drew.
 */
async function loadMatchedLazyRoutes() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy === 'function')
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/** Starts the app in `root`: hydrates a pre-rendered page, or draws the page into the empty shell. */
export async function start(root: HTMLElement, prerendered: boolean) {
  await loadMatchedLazyRoutes();
  const router = createBrowserRouter(routes);
  const app = (
    <Root>
      <App router={router} />
    </Root>
  );
  // A pre-rendered page is taken over as a transition: React hydrates it in short slices, answering input.
  if (prerendered) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
  registerServiceWorkerWhenIdle();
}
