import type { DatabaseNotifications } from '../../src/database/notifications/database-notifications.js';

/**
 * PostgreSQL's notifications as a cache sees them, for unit specs of what is kept: the channels it listens to,
 * announcements on them (with a payload), and whether notifications are up. The real ones are in the API tests.
 */
export function fakeNotifications() {
  const handlers = new Map<string, ((payload: string) => void)[]>();
  const stateHandlers: ((listening: boolean) => void)[] = [];
  const fake = {
    listening: true,
    on(channel: string, handler: (payload: string) => void) {
      handlers.set(channel, [...(handlers.get(channel) ?? []), handler]);
    },
    onListeningChange(handler: (listening: boolean) => void) {
      stateHandlers.push(handler);
    },
    channels: () => [...handlers.keys()],
    announce(channel: string, payload = '') {
      for (const handler of handlers.get(channel) ?? []) handler(payload);
    },
    setListening(listening: boolean) {
      fake.listening = listening;
      for (const handler of stateHandlers) handler(listening);
    },
  };
  return Object.assign(fake, { asDatabaseNotifications: () => fake as unknown as DatabaseNotifications });
}
