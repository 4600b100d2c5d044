/** A fixed-window limit: at most `limit` counted attempts per `windowMs`. */
export interface Limit {
  limit: number;
  windowMs: number;
}

/**
 * Whose attempts a counter adds up: the caller's address, the account an e-mail in the body names (tried from
 * devices it never signed in on), a device that signed in to that account before (its device cookie), or the
 * signed-in member making the call (whatever address or device they use).
 */
export type CounterScope = 'address' | 'account' | 'device' | 'member';

/**
 * How a door is throttled. Every counter is taken before the attempt runs, so simultaneous attempts cannot slip
 * past a limit, and bad input (which changes nothing) is given back.
 * - `failures`: only refused attempts count (a wrong password); a success gives its take back, and clears the
 *   counter of a known device or a member, who just proved themselves. A club night of members signing in
 *   behind one router never reaches the limit; guessing one password does.
 * - `attempts`: every attempt counts except bad input, e.g. sign-ups.
 * A door with a `device` limit recognises known devices by their cookie and sets it at a success.
 */
export interface ThrottlePolicy {
  counts: 'failures' | 'attempts';
  limits: Partial<Record<CounterScope, Limit>>;
}

/** The throttled doors, each with its policy (from configuration, see AppConfig.throttle). */
export type ThrottledDoor =
  'sign-in' | 'change-password' | 'sign-up' | 'contact' | 'enquiry' | 'forum-post' | 'forum-comment';

export type ThrottlePolicies = Record<ThrottledDoor, ThrottlePolicy>;
