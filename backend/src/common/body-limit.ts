import {
  type CanActivate,
  HttpException,
  PayloadTooLargeException,
  type Type,
  UnauthorizedException,
} from '@nestjs/common';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host.js';
import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants.js';
import {
  errorCodes,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type onRequestHookHandler,
} from 'fastify';
import { errorBodyOf } from './http-exception.filter.js';

const ROUTE_BODY = 'clubRouteBody';

/** A route that takes bodies above the site's limit, and the controller method whose access decides who may. */
interface RaisedBody {
  /** Its own limit for a body Fastify parses (JSON, TOM's XML); a multipart form is read by the route. */
  bodyLimit?: number;
  /** Takes an XML body (kept as bytes for the route to read); every other route answers XML with 415. */
  xml?: boolean;
  controller: Type;
  handler: object;
}

/**
 * A route whose body may be larger than the app's limit (pictures written as data: URLs, TOM's tournament file):
 * its caller is checked before its body is read (`checkCallersBeforeBodies`).
 */
export const BodyLimit = (bytes: number): MethodDecorator => raisedBody({ bodyLimit: bytes });

/** A route that takes an XML document as its body (TOM's tournament file), up to `bytes`; its caller checked first. */
export const XmlBody = (bytes: number): MethodDecorator => raisedBody({ bodyLimit: bytes, xml: true });

/** A route that reads a large body itself (a multipart upload): its caller is checked before any of it is read. */
export const CallerBeforeBody = (): MethodDecorator => raisedBody({});

/** Merged into the route's Fastify config (RouteConfig would replace another decorator's). */
function raisedBody(body: Pick<RaisedBody, 'bodyLimit' | 'xml'>): MethodDecorator {
  return (target, _key, descriptor) => {
    const handler = descriptor.value as object;
    const config = (Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, handler) ?? {}) as object;
    const raised: RaisedBody = { ...body, controller: target.constructor as Type, handler };
    Reflect.defineMetadata(FASTIFY_ROUTE_CONFIG_METADATA, { ...config, [ROUTE_BODY]: raised }, handler);
  };
}

/**
 * XML bodies (`application/xml`, `text/xml`) are read, as bytes, only for routes marked `XmlBody`: anywhere else
 * they are refused with Fastify's own 415, as any content type a route does not take.
 */
export function xmlBodiesWhereTaken(fastify: FastifyInstance): void {
  fastify.addContentTypeParser(
    ['application/xml', 'text/xml'],
    { parseAs: 'buffer' },
    (request, body, done) => {
      if (raisedBodyOf(request.routeOptions.config)?.xml) return done(null, body);
      done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(String(request.headers['content-type'])), undefined);
    },
  );
}

/** What a route's Fastify config says of its body, if it raised it. */
function raisedBodyOf(config: unknown): RaisedBody | undefined {
  return (config as Record<string, RaisedBody | undefined> | undefined)?.[ROUTE_BODY];
}

export const BODY_TOO_LARGE = 'Request body is too large';

/**
 * Gives each route marked with `BodyLimit` its own body limit, and every route with a raised limit a check of
 * its caller at `onRequest`, before a byte of the body is read: the app's own access guard, run early on the
 * route's declared access. A refused caller is answered at once (401 or 403; 413 for an anonymous body over
 * `siteLimit`) and the connection closed, so nobody makes the server read, parse or drain a body it will refuse.
 * The guard runs again as usual once the caller is let through.
 */
export function checkCallersBeforeBodies(
  fastify: FastifyInstance,
  options: { guard: CanActivate; siteLimit: number },
): void {
  fastify.addHook('onRoute', (route) => {
    const raised = raisedBodyOf(route.config);
    if (!raised) return;
    if (raised.bodyLimit !== undefined) route.bodyLimit = raised.bodyLimit;
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [...own, callerFirst(raised, options)];
  });
}

function callerFirst(
  raised: RaisedBody,
  options: { guard: CanActivate; siteLimit: number },
): onRequestHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await options.guard.canActivate(
        new ExecutionContextHost([request, reply], raised.controller, raised.handler as () => unknown),
      );
    } catch (error) {
      if (!(error instanceof HttpException)) throw error;
      const anonymous = error instanceof UnauthorizedException;
      const large = Number(request.headers['content-length']) > options.siteLimit;
      const refusal = anonymous && large ? new PayloadTooLargeException(BODY_TOO_LARGE) : error;
      // Not a byte of the body is read: the connection closes after the answer rather than drain it.
      return reply
        .code(refusal.getStatus())
        .header('connection', 'close')
        .type('application/json; charset=utf-8')
        .send(errorBodyOf(refusal));
    }
  };
}
