import { afterEach, describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { createQueryClient } from '../AppProviders';
import { CallTimeoutError } from '../api/call-timeout';
import {
  NETWORK_ERROR_MESSAGE,
  apiErrorMessage,
  apiErrorStatus,
  failureMessage,
  retryOnceUnlessRefused,
} from './api-error';

describe('api errors', () => {
  it("shows the server's message", () => {
    const body = { statusCode: 404, error: 'Deck not found', message: 'Deck not found' };
    expect(apiErrorMessage(body, 'Failed')).toBe('Deck not found');
    expect(apiErrorStatus(body)).toBe(404);
  });

  it('falls back when there is no readable message', () => {
    expect(apiErrorMessage({ statusCode: 500 }, 'Failed to load decks')).toBe('Failed to load decks');
    expect(apiErrorMessage('<html>', 'Failed')).toBe('Failed');
    expect(apiErrorStatus('<html>')).toBeNull();
  });

  it('words a network failure as one', () => {
    expect(apiErrorMessage(new TypeError('Failed to fetch'), 'Failed')).toBe(NETWORK_ERROR_MESSAGE);
    expect(apiErrorMessage(new Error('boom'), 'Failed')).toBe('Failed');
    expect(apiErrorStatus(new TypeError('Failed to fetch'))).toBeNull();
  });
});

describe('a call with no answer in time', () => {
  it('says which service did not answer, and is not tried again behind the page', () => {
    expect(apiErrorMessage(new CallTimeoutError('cards', 10_000), 'Failed to load cards')).toBe(
      'The card and deck service did not answer within 10 seconds. Please try again.',
    );
    expect(apiErrorMessage(new CallTimeoutError('site', 30_000), 'Failed')).toBe(
      'The server did not answer in time. Please try again.',
    );
    expect(retryOnceUnlessRefused(0, new CallTimeoutError('cards', 10_000))).toBe(false);
    expect(
      failureMessage(new CallTimeoutError('site', 120_000), { rejected: 'Refused', network: 'Try later' }),
    ).toBe('Try later');
  });
});

describe("the site's queries after a failure", () => {
  const answer = (statusCode: number) => ({ statusCode, error: 'x', message: 'x' });

  it('try once more after a network or server failure, never twice', () => {
    expect(retryOnceUnlessRefused(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryOnceUnlessRefused(0, answer(503))).toBe(true);
    expect(retryOnceUnlessRefused(1, answer(503))).toBe(false);
  });

  it('show a refusal at once: a missing post or a forbidden page answers the same again', () => {
    for (const status of [400, 401, 403, 404, 429])
      expect(retryOnceUnlessRefused(0, answer(status))).toBe(false);
  });

  it('do not try again while the browser is offline: the page says it needs a connection at once', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(retryOnceUnlessRefused(0, new TypeError('Failed to fetch'))).toBe(false);
  });

  it('is the rule the app runs with', () => {
    expect(createQueryClient().getDefaultOptions().queries?.retry).toBe(retryOnceUnlessRefused);
  });
});

describe("the site's queries offline", () => {
  afterEach(() => onlineManager.setOnline(true));

  it('end in their error state rather than wait silently for a connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onlineManager.setOnline(false);
    const load = createQueryClient().fetchQuery({
      queryKey: ['events'],
      queryFn: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const settled = await Promise.race([
      load.then(
        () => 'answered',
        () => 'failed',
      ),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 1000)),
    ]);
    expect(settled).toBe('failed');
  });
});
