import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { apiErrorStatus } from '../shared/api-error';

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/** Whether the browser says it is online: TanStack Query's onlineManager, which also pauses and resumes queries. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/** The server was out of reach: the fetch itself failed, or something in between answered a 5xx. */
export function isUnreachable(error: unknown): boolean {
  if (error === null || error === undefined) return false;
  const status = apiErrorStatus(error);
  return status === null || status >= 500;
}

/** What a query shows, as far as the connection is concerned. */
export interface ShownAnswer {
  readonly data: unknown;
  readonly dataUpdatedAt: number;
  readonly error: unknown;
}

/**
 * Whether the page shows answers kept from before while the network is down (the browser says so, or the last
 * try could not reach the server), and when the oldest of them was received.
 */
export function useKeptAnswersShown(answers: readonly ShownAnswer[]): {
  offline: boolean;
  updatedAt: number;
} {
  const online = useOnline();
  const shown = answers.filter((answer) => answer.data !== undefined);
  return {
    offline: shown.length > 0 && (!online || shown.some((answer) => isUnreachable(answer.error))),
    updatedAt: Math.min(...shown.map((answer) => answer.dataUpdatedAt)),
  };
}
