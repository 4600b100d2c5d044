import * as sdk from '../api/generated/sdk.gen';

/** An operation of the API, named as its function in the generated SDK ('authRefresh', 'decksGet'…). */
export type Operation = keyof typeof sdk;

interface Route {
  readonly operation: Operation;
  readonly method: string;
  readonly template: string;
  readonly pattern: RegExp;
  readonly names: readonly string[];
}

type Call = { url: string };

/** Asks each SDK function where it would send, through a client that only listens. */
function routeOf(operation: Operation): Route {
  let seen: { method: string; url: string } | undefined;
  const listen = (method: string) => (options: Call) => {
    seen = { method, url: options.url };
    return Promise.resolve({});
  };
  const client = {
    get: listen('GET'),
    post: listen('POST'),
    put: listen('PUT'),
    patch: listen('PATCH'),
    delete: listen('DELETE'),
  };
  (sdk[operation] as unknown as (options: { client: typeof client }) => unknown)({ client });
  if (!seen) throw new Error(`The SDK function ${operation} sent nothing`);
  const names = [...seen.url.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  const pattern = new RegExp(`^${seen.url.replace(/\{\w+\}/g, '([^/]+)')}$`);
  return { operation, method: seen.method, template: seen.url, pattern, names };
}

// Routes with fewer path parameters first, so 'users/pending' is not taken for 'users/{id}'.
const ROUTES: readonly Route[] = (Object.keys(sdk) as Operation[])
  .filter((name) => typeof sdk[name] === 'function')
  .map(routeOf)
  .sort((a, b) => a.names.length - b.names.length);

/** The SDK operation a request is for, with its path parameters, or undefined for an unknown route. */
export function operationOf(
  method: string,
  path: string,
): { operation: Operation; params: Record<string, string> } | undefined {
  for (const route of ROUTES) {
    if (route.method !== method) continue;
    const match = route.pattern.exec(path);
    if (!match) continue;
    const params = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(match[i + 1])]));
    return { operation: route.operation, params };
  }
  return undefined;
}

/** The path the generated client sends an operation to, e.g. a card image's URL in a fixture. */
export function pathOf(operation: Operation, params: Record<string, string> = {}): string {
  const route = ROUTES.find((candidate) => candidate.operation === operation);
  if (!route) throw new Error(`Unknown operation ${operation}`);
  return route.template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
