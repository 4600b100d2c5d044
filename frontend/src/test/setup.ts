import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { connectApiClientToSession } from '../auth/api-session';
import { clearSession } from '../auth/session';
import { network } from './fake-network';

// A few tests run in Node itself (`@vitest-environment node`: the build's pre-render); the rest in jsdom.
const inBrowser = typeof window !== 'undefined';

// Browsers resolve a relative URL in `new Request('/a/path')` against the page; Node's Request
// (used under jsdom) does not. Give tests the browser's behaviour.
const NodeRequest = globalThis.Request;
class BrowserRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href).href : input, init);
  }
}
if (inBrowser) globalThis.Request = BrowserRequest as typeof Request;

// jsdom has no layout, and says so on every scrollTo (react-admin scrolls to the top on each page): a
// scroll that cannot happen is not news, and the line would hide a real warning.
if (inBrowser) window.scrollTo = () => undefined;

// As main.tsx does at start.
connectApiClientToSession();

// `npm test` runs these beside the backend's API tests, which keep both cores busy: a screen that takes a few
// queries and renders to settle can need more than the default second to appear.
configure({ asyncUtilTimeout: 5000 });

// A request no test answers is an error, never a call to a real server.
beforeAll(() => network.listen({ onUnhandledRequest: 'error' }));
afterAll(() => network.close());

afterEach(() => {
  cleanup();
  clearSession();
  network.resetHandlers();
});
