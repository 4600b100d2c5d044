import { isNetworkFailure, useOnline } from '../shared/connection';

/** What a query shows, as far as the connection is concerned. */
export interface ShownAnswer {
  readonly data: unknown;
  readonly dataUpdatedAt: number;
  readonly error: unknown;
}

/**
 * Whether the page shows answers kept from before while the network is down (the browser says so, or the last try
 * never reached the server), and when the oldest of them was received.
 */
export function useKeptAnswersShown(answers: readonly ShownAnswer[]): {
  offline: boolean;
  updatedAt: number;
} {
  const online = useOnline();
  const shown = answers.filter((answer) => answer.data !== undefined);
  return {
    offline: shown.length > 0 && (!online || shown.some((answer) => isNetworkFailure(answer.error))),
    updatedAt: Math.min(...shown.map((answer) => answer.dataUpdatedAt)),
  };
}
