// The page's one script, kept small and free of imports: the app (start.tsx, an entry of its own in
// vite.config.ts) is requested only once a pre-rendered page is on screen, so the page is painted from its HTML
// before any of the app's code is fetched or run (docs/adr/0046). Vite then fetches the app's chunks, and the
// page's, in parallel.

/** How long a pre-rendered page waits for the browser to report its first paint before it starts without. */
const FIRST_PAINT_WAIT_MS = 3000;

/**
 * Resolves once the browser reports the first contentful paint. A hidden tab, which paints nothing, and a
 * browser that reports no paints resolve at once.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const reported = globalThis.PerformanceObserver?.supportedEntryTypes ?? [];
    if (document.visibilityState === 'hidden' || !reported.includes('paint')) return resolve();
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
    document.addEventListener('visibilitychange', () => resolve(), { once: true });
    setTimeout(resolve, FIRST_PAINT_WAIT_MS);
  });
}

/** Starts the app in `root` (start.tsx), once a pre-rendered page is painted; the empty shell has nothing to show. */
async function startWhenPainted(root: HTMLElement) {
  const prerendered = root.firstElementChild !== null;
  if (prerendered) await afterFirstPaint();
  const { start } = await import('./start');
  await start(root, prerendered);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// Not a top-level await: the app's chunks import Vite's preload helper from this one, and would wait for this
// module to finish evaluating, which would wait for them.
void startWhenPainted(container);
