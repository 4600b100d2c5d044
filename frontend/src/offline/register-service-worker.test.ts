import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorkerWhenIdle } from './register-service-worker';

const register = vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration));

beforeEach(() => {
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  vi.useFakeTimers();
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
  register.mockClear();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('registerServiceWorkerWhenIdle', () => {
  it("registers the build's worker for the whole site, after the page's load, when the browser is idle", () => {
    vi.stubEnv('PROD', true);
    registerServiceWorkerWhenIdle();
    expect(register).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js', { scope: '/' });
  });

  it('waits for the load event when the page is still loading', () => {
    vi.stubEnv('PROD', true);
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    registerServiceWorkerWhenIdle();
    vi.runAllTimers();
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(register).toHaveBeenCalledOnce();
  });

  it('registers nothing on the dev server, which has no worker', () => {
    vi.stubEnv('PROD', false);
    registerServiceWorkerWhenIdle();
    vi.runAllTimers();
    expect(register).not.toHaveBeenCalled();
  });
});
