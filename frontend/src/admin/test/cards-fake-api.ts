import type { CardHealthDto, CardImportJobDto, FormatDto } from '../../api/generated/types.gen';
import { json, mockApi, type SeenRequest } from '../../test/api-mock';
import { sessionRoutes } from './pending-fixtures';
import { emptyCatalogue, expandedFormat, JOB_ID, standardFormat } from './cards-fixtures';

type Reply = Response | ((request: SeenRequest) => Response | Promise<Response>);

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
 * is what GET answers now; `routes` take precedence ('METHOD /path').
 */
export function fakeCardsApi(routes: Record<string, Reply> = {}) {
  const state: { health: CardHealthDto; recent: CardImportJobDto[]; formats: FormatDto[] } = {
    health: emptyCatalogue,
    recent: [],
    formats: [standardFormat, expandedFormat],
  };
  const { requests } = mockApi({
    ...sessionRoutes('ADMIN'),
    'GET /api/pokemon/health': () => json(200, state.health),
    'GET /api/admin/cards/imports': () => json(200, state.recent),
    'GET /api/pokemon/formats': () => json(200, state.formats),
    ...routes,
  });
  const seen = (method: string, path: string) =>
    requests.filter((r) => r.method === method && r.path === path);
  return { state, requests, seen };
}

export const JOB_PATH = `/api/admin/cards/imports/${JOB_ID}`;
