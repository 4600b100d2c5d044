import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { network } from '../test/fake-network';
import {
  CALL_TIMEOUTS_MS,
  CallTimeoutError,
  callTimeout,
  fetchWithTimeout,
  isCallTimeout,
} from './call-timeout';

afterEach(() => vi.useRealTimers());

/** A server that takes the request and never answers. */
function neverAnswers(path: string) {
  network.use(http.all(path, () => new Promise<never>(() => undefined)));
}

describe('callTimeout', () => {
  it('gives the card and deck service 10 seconds, other reads 30 and writes 2 minutes', () => {
    const at = (path: string, method = 'GET') =>
      callTimeout(new Request(`http://localhost${path}`, { method }));
    expect(at('/api/pokemon/cards/search?q=pika')).toEqual({ service: 'cards', ms: 10_000 });
    expect(at('/api/pokemon/decks/7/cards', 'POST')).toEqual({ service: 'cards', ms: 10_000 });
    expect(at('/api/events')).toEqual({ service: 'site', ms: CALL_TIMEOUTS_MS.read });
    expect(at('/api/admin/artworks/images', 'POST')).toEqual({ service: 'site', ms: CALL_TIMEOUTS_MS.write });
    // A page's path is not the service.
    expect(at('/api/pokemonish')).toMatchObject({ service: 'site' });
  });
});

describe('fetchWithTimeout', () => {
  it('gives up on a card search that never answers after 10 seconds, with a CallTimeoutError', async () => {
    neverAnswers('*/api/pokemon/cards/search');
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const call = fetchWithTimeout(new Request('http://localhost/api/pokemon/cards/search?q=pika'));
    const failed = expect(call).rejects.toSatisfy(
      (error) => isCallTimeout(error) && error.service === 'cards' && error.ms === 10_000,
    );
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void call.catch(() => undefined).finally(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await failed;
  });

  it('answers as fetch does when the server answers in time, and keeps the caller’s own cancel', async () => {
    network.use(http.get('*/api/events', () => Response.json([])));
    const response = await fetchWithTimeout(new Request('http://localhost/api/events'));
    expect(await response.json()).toEqual([]);

    neverAnswers('*/api/forum/posts');
    const cancel = new AbortController();
    const call = fetchWithTimeout(new Request('http://localhost/api/forum/posts', { signal: cancel.signal }));
    cancel.abort();
    await expect(call).rejects.not.toBeInstanceOf(CallTimeoutError);
  });
});
