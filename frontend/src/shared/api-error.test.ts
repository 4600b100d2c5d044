import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_MESSAGE, apiErrorMessage, apiErrorStatus } from './api-error';

describe('api errors', () => {
  it("shows the server's message", () => {
    const body = { statusCode: 404, error: 'Not Found', message: 'Deck not found' };
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
