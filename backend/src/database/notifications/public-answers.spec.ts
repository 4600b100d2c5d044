import type { EncodedBody } from '../../common/encoded-body.js';
import type { DatabaseNotifications } from './database-notifications.js';
import { PublicAnswerCache } from './public-answers.js';

/** Notifications as the cache sees them: channels it listens to, and whether they are up. */
function fakeNotifications() {
  const handlers = new Map<string, (() => void)[]>();
  const stateHandlers: ((listening: boolean) => void)[] = [];
  const fake = {
    listening: true,
    on(channel: string, handler: () => void) {
      handlers.set(channel, [...(handlers.get(channel) ?? []), handler]);
    },
    onListeningChange(handler: (listening: boolean) => void) {
      stateHandlers.push(handler);
    },
    announce(channel: string) {
      for (const handler of handlers.get(channel) ?? []) handler();
    },
    setListening(listening: boolean) {
      fake.listening = listening;
      for (const handler of stateHandlers) handler(listening);
    },
  };
  return fake;
}

function counting() {
  let builds = 0;
  return {
    build: (text: string) => () => Promise.resolve(JSON.stringify({ text, build: ++builds })),
    builds: () => builds,
  };
}

const asNotifications = (fake: ReturnType<typeof fakeNotifications>) =>
  fake as unknown as DatabaseNotifications;
const jsonOf = async (answer: Promise<{ body: EncodedBody }>) =>
  JSON.parse((await answer).body.as('identity').toString()) as unknown;

describe('PublicAnswerCache', () => {
  it('builds an answer once, shares it while it is being built, and forgets it on its channels', async () => {
    const notifications = fakeNotifications();
    const cache = new PublicAnswerCache(asNotifications(notifications), {
      channels: ['events_changed', 'user_changed'],
    });
    const source = counting();
    const [first, second] = await Promise.all([
      cache.answer('k', source.build('a')),
      cache.answer('k', source.build('a')),
    ]);
    expect(first).toBe(second);
    expect(source.builds()).toBe(1);
    notifications.announce('content_changed');
    expect(await jsonOf(cache.answer('k', source.build('a')))).toEqual({ text: 'a', build: 1 });
    notifications.announce('user_changed');
    expect(await jsonOf(cache.answer('k', source.build('a')))).toEqual({ text: 'a', build: 2 });
  });

  it('gives each answer a strong ETag of its bytes', async () => {
    const cache = new PublicAnswerCache(asNotifications(fakeNotifications()), { channels: ['c'] });
    const one = await cache.answer('one', () => Promise.resolve('[1]'));
    const same = await cache.answer('same', () => Promise.resolve('[1]'));
    const other = await cache.answer('other', () => Promise.resolve('[2]'));
    expect(one.etag).toMatch(/^"[\w-]{27}"$/);
    expect(same.etag).toBe(one.etag);
    expect(other.etag).not.toBe(one.etag);
  });

  it('keeps nothing while notifications are down, and forgets everything when they stop', async () => {
    const notifications = fakeNotifications();
    const cache = new PublicAnswerCache(asNotifications(notifications), { channels: ['c'] });
    const source = counting();
    await cache.answer('k', source.build('a'));
    notifications.setListening(false);
    await cache.answer('k', source.build('a'));
    await cache.answer('k', source.build('a'));
    expect(source.builds()).toBe(3);
    notifications.setListening(true);
    await cache.answer('k', source.build('a'));
    await cache.answer('k', source.build('a'));
    expect(source.builds()).toBe(4);
  });

  it('never keeps an answer whose build started before a change was announced', async () => {
    const notifications = fakeNotifications();
    const cache = new PublicAnswerCache(asNotifications(notifications), { channels: ['c'] });
    let release: (json: string) => void = () => undefined;
    const slow = cache.answer('k', () => new Promise<string>((resolve) => (release = resolve)));
    notifications.announce('c');
    release('"old"');
    await slow;
    expect(await jsonOf(cache.answer('k', () => Promise.resolve('"new"')))).toBe('new');
  });

  it('holds at most its bytes, counting what each answer keeps, dropping the least recently used', async () => {
    const cache = new PublicAnswerCache(asNotifications(fakeNotifications()), {
      channels: ['c'],
      maxBytes: 3000,
    });
    const text = (seed: string) => () => Promise.resolve(JSON.stringify(seed.repeat(1000)));
    const a = await cache.answer('a', text('a'));
    await cache.answer('b', text('b'));
    expect(cache.size).toBe(2004);
    await cache.answer('a', text('x')); // a is now the most recent
    a.body.as('gzip');
    await cache.answer('c', text('c')); // over 3000: b, the least recently used, goes
    expect(cache.size).toBe(2004);
    expect(await jsonOf(cache.answer('a', text('x')))).toBe('a'.repeat(1000));
    expect(cache.size).toBe(1002 + a.body.bytes); // a keeps its gzip copy alone now, and is counted so
    expect(a.body.bytes).toBeLessThan(100);
    expect(await jsonOf(cache.answer('b', text('B')))).toBe('B'.repeat(1000));
    expect(cache.size).toBeLessThanOrEqual(3000);
  });

  it('does not keep a failed build', async () => {
    const cache = new PublicAnswerCache(asNotifications(fakeNotifications()), { channels: ['c'] });
    await expect(cache.answer('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await jsonOf(cache.answer('k', () => Promise.resolve('1')))).toBe(1);
  });
});
