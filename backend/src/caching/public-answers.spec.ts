import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { fakeNotifications } from '../../test/support/fake-notifications.js';
import { type PublicAnswer, PublicAnswers, PUBLIC_ANSWERS_BYTES } from './public-answers.js';
import { PublicCached } from './public-cached.js';

class ListsController {
  @PublicCached({ channels: ['events_changed'] })
  events(): string[] {
    return [];
  }
}

function setUp() {
  const notifications = fakeNotifications();
  const discovery = { getControllers: () => [{ instance: new ListsController() }] };
  const answers = new PublicAnswers(
    notifications.asDatabaseNotifications(),
    discovery as unknown as DiscoveryService,
    new MetadataScanner(),
    new Reflector(),
  );
  answers.onModuleInit();
  let builds = 0;
  const build =
    (size = 10) =>
    () => {
      builds++;
      return Promise.resolve<PublicAnswer>({ body: Buffer.alloc(size), etag: `W/"${builds}"`, headers: {} });
    };
  return { notifications, answers, build, builds: () => builds };
}

describe('PublicAnswers', () => {
  it('keeps an answer until a change is announced on one of its channels, and only then', async () => {
    const { notifications, answers, build, builds } = setUp();
    await answers.answer('a', ['events_changed'], build());
    await answers.answer('a', ['events_changed'], build());
    expect(builds()).toBe(1);
    notifications.announce('trades_changed');
    await answers.answer('a', ['events_changed'], build());
    expect(builds()).toBe(1);
    notifications.announce('events_changed');
    expect((await answers.answer('a', ['events_changed'], build())).etag).toBe('W/"2"');
  });

  it('listens on the channels its routes name, before the notifications connect', () => {
    const { notifications } = setUp();
    expect(notifications.channels()).toEqual(['events_changed']);
  });

  it('shares a build asked for again while it runs, and keeps none a change overtook', async () => {
    const { notifications, answers, build, builds } = setUp();
    const first = answers.answer('a', ['events_changed'], build());
    const second = answers.answer('a', ['events_changed'], build());
    expect(await first).toBe(await second);
    const overtaken = answers.answer('b', ['events_changed'], build());
    notifications.announce('events_changed');
    await overtaken;
    await answers.answer('b', ['events_changed'], build());
    expect(builds()).toBe(3);
  });

  it('keeps nothing while notifications are down, and forgets all when they stop', async () => {
    const { notifications, answers, build, builds } = setUp();
    await answers.answer('a', ['events_changed'], build());
    notifications.setListening(false);
    await answers.answer('a', ['events_changed'], build());
    await answers.answer('a', ['events_changed'], build());
    expect(builds()).toBe(3);
    expect(answers.bytes).toBe(0);
  });

  it('holds no more bytes than its bound, the least recently used let go', async () => {
    const { answers, build } = setUp();
    for (let i = 0; i < 5; i++) await answers.answer(`k${i}`, [], build(PUBLIC_ANSWERS_BYTES / 4));
    expect(answers.bytes).toBeLessThanOrEqual(PUBLIC_ANSWERS_BYTES);
    expect(answers.bytes).toBeGreaterThan(0);
  });
});
