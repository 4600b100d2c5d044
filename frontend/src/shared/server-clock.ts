import { useEffect, useState } from 'react';

/**
 * How far the server's clock is ahead of this device's (milliseconds, below zero when behind): the server read
 * `serverNow` while the request was under way, so halfway between sending and receiving by this device's clock.
 * A phone whose clock is ten minutes wrong still counts the round down with the desk.
 */
export function clockOffset(serverNow: string, sentAt: number, receivedAt: number): number {
  const server = Date.parse(serverNow);
  return Number.isFinite(server) ? Math.round(server - (sentAt + receivedAt) / 2) : 0;
}

/** How often a shown clock reads the time again: its seconds turn at most this late. */
export const CLOCK_TICK_MS = 200;

/** The server's time now, by this device's clock and `offsetMs`, read again every CLOCK_TICK_MS. */
export function useServerNow(offsetMs: number): number {
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setDeviceNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return deviceNow + offsetMs;
}
