// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { installableApp, servedAddress } from './installable-app';

describe("the service worker's list of what it keeps", () => {
  it('keeps each pre-rendered page at the address it is served at', () => {
    const entry = (url: string) => ({ url, revision: 'r1' });
    expect(servedAddress(entry('prerendered/index.html'))).toEqual(entry('/'));
    expect(servedAddress(entry('prerendered/events.html'))).toEqual(entry('/events'));
    expect(servedAddress(entry('prerendered/how-to-play.html'))).toEqual(entry('/how-to-play'));
    expect(servedAddress(entry('index.html'))).toEqual(entry('index.html'));
    expect(servedAddress(entry('assets/start-abc.js'))).toEqual(entry('assets/start-abc.js'));
  });

  it('never answers a visit to the API or its documentation with the app', () => {
    const denied = (path: string) =>
      installableApp.workbox?.navigateFallbackDenylist?.some((rule) => rule.test(path));
    expect(denied('/api')).toBe(true);
    expect(denied('/api/docs')).toBe(true);
    expect(denied('/api/auth/confirm-email?token=x')).toBe(true);
    expect(denied('/admin/tournaments/4/desk')).toBe(false);
    expect(denied('/tournaments/4/live')).toBe(false);
    expect(denied('/apiary')).toBe(false);
  });

  it('keeps no answer of the server at run time', () => {
    expect(installableApp.workbox?.runtimeCaching).toEqual([]);
  });
});
