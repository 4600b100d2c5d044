import './shared/zod-without-eval';
import { startTransition, StrictMode, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App, routes } from './App';
import { connectApiClientToSession } from './auth/api-session';
import { createBrowserEmotionCache } from './shared/prerendered-styles';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

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

/** Lets the browser paint and handle input before the next step of starting the app. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A public page the build pre-rendered (scripts/prerender.mjs): take over the HTML already on screen. Each step
 * is a task of its own, so that none holds the main thread for long: the page's own chunks (preloaded by
 * paint-first.js) run one per task before React asks for them; the router is made; and, as a transition,
 * React hydrates the page in short slices while it keeps answering input.
 */
async function hydratePrerendered(root: HTMLElement) {
  const chunks = document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"][data-page-chunk]');
  for (const chunk of chunks) {
    // One that fails is loaded again, and reported, when React asks for it.
    await import(/* @vite-ignore */ chunk.href).catch(() => undefined);
    await nextTask();
  }
  const router = createBrowserRouter(routes);
  await nextTask();
  startTransition(() => {
    hydrateRoot(
      root,
      <Root>
        <App router={router} />
      </Root>,
    );
  });
}

if (container.firstElementChild) {
  void hydratePrerendered(container);
} else {
  createRoot(container).render(
    <Root>
      <App />
    </Root>,
  );
}
