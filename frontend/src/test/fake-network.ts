import { http } from 'msw';
import { setupServer } from 'msw/node';
import { operationOf, type Operation } from './api-operations';

/** The tests' network (msw): every request the app sends is answered here, none leaves the machine. */
export const network = setupServer();

/** One request as the fake server saw it. */
export interface SeenRequest {
  readonly method: string;
  readonly path: string;
  /** The SDK operation the request is for (undefined for a route the API does not have), and its path parameters. */
  readonly operation: Operation | undefined;
  readonly params: Record<string, string>;
  readonly query: URLSearchParams;
  readonly headers: Headers;
  /** The JSON body parsed, or the text when it is not JSON, or undefined when empty. */
  readonly body: unknown;
  readonly credentials: RequestCredentials;
}

async function seenRequest(request: Request): Promise<SeenRequest> {
  const text = await request.clone().text();
  let body: unknown = text || undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  const url = new URL(request.url);
  const route = operationOf(request.method, url.pathname);
  return {
    method: request.method,
    path: url.pathname,
    operation: route?.operation,
    params: route?.params ?? {},
    query: url.searchParams,
    headers: request.headers,
    body,
    credentials: request.credentials,
  };
}

/** An Error as a reply is a network failure: the fetch rejects, as when the server cannot be reached. */
export type Answer = Response | Error;

/** From now on (until the test ends) the network answers every request with `answer`; returns what it saw. */
export function answerRequests(answer: (request: SeenRequest) => Answer | Promise<Answer>): SeenRequest[] {
  const requests: SeenRequest[] = [];
  network.use(
    http.all('*', async ({ request }) => {
      const seen = await seenRequest(request);
      requests.push(seen);
      const result = await answer(seen);
      return result instanceof Error ? Response.error() : result.clone();
    }),
  );
  return requests;
}
