import type { Params } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import type { DestinationStream } from 'pino';
import type { Options } from 'pino-http';

type LoggedRequest = {
  id: unknown;
  method: string;
  url: string;
  remoteAddress?: string;
  headers?: Record<string, unknown>;
};
type LoggedResponse = { statusCode: number; headers?: Record<string, unknown> };

/** Levels at which request lines carry the request's and the answer's headers. */
const HEADER_LEVELS = ['debug', 'trace'];

/**
 * The request log (pino-http through nestjs-pino). Every line logged during a request names it by id, method,
 * address and path; the line at its end adds the status and the time taken. Headers only at debug and trace:
 * at info they were most of every line (the whole Content-Security-Policy, about 1.5 KB a request), and a
 * request's logger, made for every request whether it logs or not, stays cheap to make. At debug the token,
 * the cookies and the refresh cookie set are redacted.
 */
export function requestLogging(level: string, destination?: DestinationStream): Params {
  const headers = HEADER_LEVELS.includes(level);
  const options: Options = {
    level,
    // The id Fastify settled on (see app.factory.ts), so logs and the answer's header agree.
    genReqId: (request) => String(request.headers['x-request-id'] ?? randomUUID()),
    serializers: {
      req: (request: LoggedRequest) => ({
        id: request.id,
        method: request.method,
        url: request.url,
        remoteAddress: request.remoteAddress,
        ...(headers ? { headers: request.headers } : {}),
      }),
      res: (response: LoggedResponse) => ({
        statusCode: response.statusCode,
        ...(headers ? { headers: response.headers } : {}),
      }),
    },
    redact: headers ? ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'] : [],
    // Health checks are not logged. The original URL: a middleware sees its path without the prefix.
    autoLogging: {
      ignore: (request) =>
        ((request as { originalUrl?: string }).originalUrl ?? request.url) === '/api/health',
    },
  };
  return { pinoHttp: destination ? [options, destination] : options };
}
