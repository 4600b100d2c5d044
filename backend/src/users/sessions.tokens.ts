/**
 * The sessions a user is signed in with, as the users feature needs them (ending them all when an admin deletes
 * the account). Provided by auth, which owns sessions: users never import auth.
 */
export interface Sessions {
  /** Ends every session of the user at once (their tokens stop working); answers how many were open. */
  endAllOf(user: { id: number }): Promise<number>;
}

export const SESSIONS = Symbol('SESSIONS');
