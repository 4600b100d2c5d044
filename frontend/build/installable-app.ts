import type { VitePWAOptions } from 'vite-plugin-pwa';
import { CLUB } from '../src/shared/club';
import { colours } from '../src/shared/colours';

/** Where the build puts the pre-rendered public pages (scripts/prerender.mjs, backend/src/common/spa-index.ts). */
const PRERENDERED = 'prerendered/';

/**
 * A pre-rendered page's file as the address it is served at (`prerendered/events.html` → `/events`,
 * `prerendered/index.html` → `/`): the worker answers a visit to that address with it.
 */
export function servedAddress<Entry extends { url: string }>(entry: Entry): Entry {
  if (!entry.url.startsWith(PRERENDERED)) return entry;
  const name = entry.url.slice(PRERENDERED.length, -'.html'.length);
  return { ...entry, url: name === 'index' ? '/' : `/${name}` };
}

/**
 * vite-plugin-pwa's options for the installable app (docs/adr/0048): the web app manifest, and a Workbox service
 * worker that keeps the shell, every built script, style, font and picture, and the pre-rendered public pages,
 * so the site opens offline.
 * Nothing under /api is ever kept (API answers offline are TanStack Query's persister's). The worker is written
 * again by scripts/prerender.mjs once the pages exist; the app registers it after the page has loaded
 * (src/offline/register-service-worker.ts), so it adds no script to a page's first load.
 */
export const installableApp: Partial<VitePWAOptions> = {
  // Registered by the app itself when idle; nothing is put into index.html but the manifest's link.
  injectRegister: false,
  registerType: 'autoUpdate',
  // The icons are among the build's pictures the worker keeps anyway (globPatterns): listed once.
  includeManifestIcons: false,
  manifest: {
    // The app's identity for the browser, whatever start_url becomes later.
    id: '/',
    name: CLUB.name,
    short_name: CLUB.shortName,
    description: CLUB.description,
    lang: 'en-GB',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: colours.redDark,
    background_color: colours.page,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webp,jpg,woff2,txt}'],
    // Source maps and the pre-compressed copies the server sends in their place (build/precompress.ts).
    globIgnores: ['**/*.map', '**/*.br', '**/*.gz', '**/node_modules/**'],
    manifestTransforms: [async (entries) => ({ manifest: entries.map(servedAddress), warnings: [] })],
    // The admin app's chunks are large; the desk must open offline, so they are kept too.
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    // Any page of the app that was not pre-rendered (members' pages, /admin/*, /tournaments/…) opens as the
    // shell, whose router draws it; the API and its documentation are the server's alone.
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/api(?:\/|$)/],
    // A new worker takes over at once; the page runs the new release from its next load.
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // No runtime caching: card pictures stay with the browser's HTTP cache, API answers with the app.
    runtimeCaching: [],
  },
};
