import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi } from '../../test/api-mock';
import { fetchLiveSnapshot } from './live-answer';
import { makeLive } from '../../test/tournament-fixtures';

const withEtag = (body: unknown, etag: string) => {
  const response = json(200, body);
  response.headers.set('ETag', etag);
  return response;
};

describe('polling the live answer with its ETag', () => {
  it('asks with If-None-Match and keeps the same snapshot on 304, takes the new one on 200', async () => {
    const first = makeLive();
    const second = makeLive({ standingsAfterRound: 1 });
    const { requests } = mockApi({
      tournamentsLiveAnswer: [
        withEtag(first, '"v1"'),
        new Response(null, { status: 304 }),
        withEtag(second, '"v2"'),
      ],
    });
    const one = await fetchLiveSnapshot(3, undefined);
    expect(one).toEqual({ live: first, etag: '"v1"', offsetMs: expect.any(Number) });
    expect(requests[0].headers.get('If-None-Match')).toBeNull();

    const same = await fetchLiveSnapshot(3, one);
    expect(same).toBe(one);
    expect(requests[1].headers.get('If-None-Match')).toBe('"v1"');

    const next = await fetchLiveSnapshot(3, same);
    expect(next).toEqual({ live: second, etag: '"v2"', offsetMs: expect.any(Number) });
    expect(requests.map((r) => [r.operation, r.params.id])).toEqual([
      ['tournamentsLiveAnswer', '3'],
      ['tournamentsLiveAnswer', '3'],
      ['tournamentsLiveAnswer', '3'],
    ]);
  });

  it('throws the API’s error, and the network’s', async () => {
    mockApi({
      tournamentsLiveAnswer: [apiError(404, 'Tournament not found.'), new TypeError('Failed to fetch')],
    });
    await expect(fetchLiveSnapshot(9, undefined)).rejects.toMatchObject({ statusCode: 404 });
    await expect(fetchLiveSnapshot(9, undefined)).rejects.toBeInstanceOf(TypeError);
  });

  it('measures how far the server’s clock is from this device’s, halfway through the request', async () => {
    const tenMinutes = 10 * 60_000;
    mockApi({
      tournamentsLiveAnswer: () =>
        withEtag(makeLive({ now: new Date(Date.now() + tenMinutes).toISOString() }), '"v1"'),
    });
    const { offsetMs } = await fetchLiveSnapshot(3, undefined);
    expect(Math.abs(offsetMs - tenMinutes)).toBeLessThan(1000);
  });

  it('asks a kept answer from an earlier visit afresh: its offset may be stale', async () => {
    const { requests } = mockApi({ tournamentsLiveAnswer: withEtag(makeLive(), '"v2"') });
    const kept = { live: makeLive(), etag: '"v1"', offsetMs: 0 };
    await fetchLiveSnapshot(3, kept);
    expect(requests[0].headers.get('If-None-Match')).toBeNull();
  });
});
