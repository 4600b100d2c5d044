import { fakeNotifications } from '../../test/support/fake-notifications.js';
import { NotifiedCache } from './notified-cache.js';

function setUp(options: { max?: number; maxBytes?: number } = {}) {
  const notifications = fakeNotifications();
  const cache = new NotifiedCache<string, string>(notifications.asDatabaseNotifications(), {
    channels: ['catalogue_changed'],
    ...(options.maxBytes ? { maxBytes: options.maxBytes, bytesOf: (value) => value.length } : {}),
    max: options.max ?? 100,
  });
  let builds = 0;
  const build = (value: string) => () => {
    builds++;
    return Promise.resolve(value);
  };
  return { notifications, cache, build, builds: () => builds };
}

describe('NotifiedCache', () => {
  it('keeps what it built until its channel announces a change, and builds once for callers asking together', async () => {
    const { notifications, cache, build, builds } = setUp();
    const [first, second] = await Promise.all([
      cache.getOrBuild('a', build('one')),
      cache.getOrBuild('a', build('two')),
    ]);
    expect([first, second, builds()]).toEqual(['one', 'one', 1]);
    notifications.announce('other_channel');
    expect(cache.get('a')).toBe('one');
    notifications.announce('catalogue_changed');
    expect(cache.get('a')).toBeUndefined();
    expect(await cache.getOrBuild('a', build('three'))).toBe('three');
  });

  it('uses a value read across a change but does not keep it', async () => {
    const { notifications, cache } = setUp();
    let finish: (value: string) => void = () => undefined;
    const reading = cache.getOrBuild('a', () => new Promise<string>((resolve) => (finish = resolve)));
    notifications.announce('catalogue_changed');
    finish('read before the change');
    expect(await reading).toBe('read before the change');
    expect(cache.get('a')).toBeUndefined();

    const since = cache.mark();
    notifications.announce('catalogue_changed');
    cache.keep('b', 'stale', since);
    expect(cache.get('b')).toBeUndefined();
  });

  it('keeps nothing while notifications are down, and forgets everything when they stop or start', async () => {
    const { notifications, cache, build, builds } = setUp();
    await cache.getOrBuild('a', build('one'));
    notifications.setListening(false);
    expect(cache.get('a')).toBeUndefined();
    await cache.getOrBuild('a', build('two'));
    await cache.getOrBuild('a', build('three'));
    expect(builds()).toBe(3);
    notifications.setListening(true);
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets the entries of one tag only, replaced ones included, and leaves the rest', async () => {
    const { cache } = setUp();
    cache.keep('token-1', 'ash', cache.mark(), { tags: [7] });
    cache.keep('token-2', 'ash again', cache.mark(), { tags: [7] });
    cache.keep('token-3', 'misty', cache.mark(), { tags: [8] });
    cache.replace('token-2', 'ash, renamed');
    expect(cache.get('token-2')).toBe('ash, renamed');
    cache.forgetTagged(7);
    expect([cache.get('token-1'), cache.get('token-2'), cache.get('token-3')]).toEqual([
      undefined,
      undefined,
      'misty',
    ]);
    cache.replace('token-1', 'not kept, so not replaced');
    expect(cache.get('token-1')).toBeUndefined();
  });

  it('reads only the missing keys, together, and keeps them', async () => {
    const { cache } = setUp();
    const asked: string[][] = [];
    const load = (missing: string[]) => {
      asked.push(missing);
      return Promise.resolve(new Map(missing.map((key) => [key, key.toUpperCase()])));
    };
    await cache.getMany(['a', 'b'], load);
    const rows = await cache.getMany(['a', 'b', 'c'], load);
    expect([...rows]).toEqual([
      ['a', 'A'],
      ['b', 'B'],
      ['c', 'C'],
    ]);
    expect(asked).toEqual([['a', 'b'], ['c']]);
  });

  it('holds no more than its bound of bytes, the least recently used let go first', async () => {
    const { cache } = setUp({ maxBytes: 10 });
    cache.keep('a', 'xxxx', cache.mark());
    cache.keep('b', 'xxxx', cache.mark());
    cache.get('a');
    cache.keep('c', 'xxxx', cache.mark());
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['xxxx', undefined, 'xxxx']);
    expect(cache.bytes).toBe(8);
  });

  it('lets an entry go when its own time is up', async () => {
    const { cache } = setUp();
    cache.keep('token', 'ash', cache.mark(), { ttlMs: 20 });
    expect(cache.get('token')).toBe('ash');
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(cache.get('token')).toBeUndefined();
  });
});
