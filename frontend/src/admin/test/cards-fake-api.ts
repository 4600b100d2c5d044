import type { CardHealthDto, CardImportJobDto, FormatDto } from '../../api/generated/types.gen';
import { json, mockApi, type MockRoutes, type Operation } from '../../test/api-mock';
import { sessionRoutes } from './pending-fixtures';
import { emptyCatalogue, expandedFormat, standardFormat } from './cards-fixtures';

/** Replies in turn; the last one answers every later call. */
export function inTurn(...replies: (() => Response)[]): () => Response {
  let next = 0;
  return () => (replies[Math.min(next++, replies.length - 1)] as () => Response)();
}

/** A reply the test releases when it wants, to look at the page while a request runs. */
export function deferred() {
  let release: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { reply: () => promise, release };
}

/**
 * The API of the 'Cards & Formats' page behind a stubbed fetch, signed in as an admin. `state`
 * is what GET answers now; `routes` take precedence (by SDK operation).
 */
export function fakeCardsApi(routes: MockRoutes = {}) {
  const state: { health: CardHealthDto; recent: CardImportJobDto[]; formats: FormatDto[] } = {
    health: emptyCatalogue,
    recent: [],
    formats: [standardFormat, expandedFormat],
  };
  const { requests } = mockApi({
    ...sessionRoutes('ADMIN'),
    cardsHealth: () => json(200, state.health),
    adminCardsRecent: () => json(200, state.recent),
    formatsList: () => json(200, state.formats),
    ...routes,
  });
  const seen = (operation: Operation) => requests.filter((r) => r.operation === operation);
  return { state, requests, seen };
}
