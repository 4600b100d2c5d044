/** The worker the build writes (vite-plugin-pwa's default name, build/installable-app.ts), for the whole site. */
const SERVICE_WORKER_URL = '/sw.js';

/** How long registration waits for an idle moment after the page has loaded before it goes ahead anyway. */
const IDLE_WAIT_MS = 5000;

function afterLoad(then: () => void): void {
  if (document.readyState === 'complete') then();
  else window.addEventListener('load', then, { once: true });
}

function whenIdle(then: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(then, { timeout: IDLE_WAIT_MS });
  else setTimeout(then, 0);
}

/**
 * Registers the service worker once the page has loaded and the browser is idle, so that its install (fetching
 * what it keeps for offline visits) never competes with the page's own first load. Production builds only: the
 * dev server has no worker. A browser without service workers, or a refused registration, leaves the site
 * working online as before. docs/adr/0048.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  afterLoad(() =>
    whenIdle(() => {
      navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
        console.warn('The site will not open offline: its service worker was not registered.', error);
      });
    }),
  );
}
