import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearSession } from '../auth/session';

// Browsers resolve a relative URL in `new Request('/api/...')` against the page; Node's Request
// (used under jsdom) does not. Give tests the browser's behaviour.
const NodeRequest = globalThis.Request;
class BrowserRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href).href : input, init);
  }
}
globalThis.Request = BrowserRequest as typeof Request;

afterEach(() => {
  cleanup();
  clearSession();
});
