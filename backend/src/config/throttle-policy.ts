/** A fixed-window limit: at most `limit` counted attempts per `windowMs`. */
export interface Limit {
  limit: number;
  windowMs: number;
}

/**
 * Whose attempts a counter adds up: the caller's address, the account an e-mail in the body names, or the
 * signed-in member making the call (whatever address or device they use).
 */
export type CounterScope = 'address' | 'account' | 'member';

/**
 * How a door is throttled.
 * - `failures`: only refused attempts count (a wrong password); a success clears the account's count. A club
 *   night of members signing in behind one router never reaches the limit; guessing one password does.
 * - `attempts`: every attempt counts except bad input (which changes nothing), e.g. sign-ups.
 */
export interface ThrottlePolicy {
  counts: 'failures' | 'attempts';
  limits: Partial<Record<CounterScope, Limit>>;
}

/** The throttled doors, each with its policy (from configuration, see AppConfig.throttle). */
export type ThrottledDoor = 'sign-in' | 'sign-up' | 'contact' | 'forum-post' | 'forum-comment';

export type ThrottlePolicies = Record<ThrottledDoor, ThrottlePolicy>;
