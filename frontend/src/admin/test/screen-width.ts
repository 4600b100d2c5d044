import { vi } from 'vitest';

/**
 * jsdom evaluates no media queries: this answers them as a screen would, `matches` deciding each one. Undo with
 * vi.unstubAllGlobals().
 */
function stubMediaQueries(matches: (query: string) => boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

/** A wide screen: every query matches. */
export const wideScreen = () => stubMediaQueries(() => true);

/** A phone: only the max-width queries match. */
export const phoneScreen = () => stubMediaQueries((query) => query.includes('max-width'));
