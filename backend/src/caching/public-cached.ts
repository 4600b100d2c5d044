import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  SetMetadata,
  UseInterceptors,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiResponse } from '@nestjs/swagger';
import { ukDay } from '@club/rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { lastValueFrom, type Observable, of } from 'rxjs';
import type { AuthenticatedRequest } from '../common/caller.js';
import { addVary } from '../common/vary.js';
import { compressed, encodingFor } from './answer-encodings.js';
import { queryKey } from './declared-query.js';
import {
  PUBLIC_CACHED,
  type PublicAnswer,
  PublicAnswers,
  type PublicCachedAudience,
  type PublicCachedOptions,
} from './public-answers.js';

/**
 * Browsers and shared caches may keep a public answer but must ask again (a 304 is cheap) before using it; a
 * members' answer is only for the member's own browser.
 */
const CACHE_CONTROL = {
  public: 'public, no-cache',
  members: 'private, no-cache',
  caller: 'private, no-cache',
} as const;
/** Caches keep an answer per encoding (lower case, as @fastify/compress spells it); a members' one per caller. */
const VARY = {
  public: 'accept-encoding',
  members: 'authorization, accept-encoding',
  caller: 'authorization, accept-encoding',
} as const;

/**
 * Keeps a GET route's answer serialised in the process until PostgreSQL announces a change on one of `channels`
 * (PublicAnswers), with a weak ETag (a 304 from @fastify/etag) and `Cache-Control`. The route returns its DTO as
 * any other; it is compressed as @fastify/compress would, once (answer-encodings.ts). An answer is keyed by its
 * route, its path values and the query parameters the route declares, as the route reads them (declared-query.ts),
 * and a day's answer is never sent the next day. Runs after the route's access guard, so a members'
 * answer only reaches members. The route's own checks (a deck's owner) run only when an answer is built, so an
 * answer of the caller's own (`audience: 'caller'`) is kept per caller.
 */
export const PublicCached = (options: PublicCachedOptions) =>
  applyDecorators(
    SetMetadata(PUBLIC_CACHED, options),
    UseInterceptors(PublicCacheInterceptor),
    ApiResponse({
      status: 304,
      description: 'Not modified: the ETag sent in If-None-Match is still current.',
    }),
  );

@Injectable()
export class PublicCacheInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly answers: PublicAnswers,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<Buffer>> {
    const options = this.reflector.get<PublicCachedOptions>(PUBLIC_CACHED, context.getHandler());
    const audience = options.audience ?? 'public';
    const request = context.switchToHttp().getRequest<FastifyRequest & AuthenticatedRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const key = [
      `${audience}${callerPart(audience, request)}`,
      ukDay(),
      request.routeOptions.url,
      JSON.stringify(Object.entries(request.params ?? {}).sort(([a], [b]) => (a < b ? -1 : 1))),
      // Undeclared parameters are refused here (400), so no made-up one ever makes a key of its own.
      await queryKey(context.getClass(), context.getHandler(), request),
    ].join(' ');
    const answer = await this.answers.answer(key, options.channels, () =>
      serialised(reply, next, options.serverTime),
    );
    void reply
      .headers(answer.headers)
      .header('etag', answer.etag)
      .header('cache-control', CACHE_CONTROL[audience])
      .type('application/json; charset=utf-8');
    addVary(reply, VARY[audience]);
    const encoding = encodingFor(request.headers['accept-encoding'], answer.body.length);
    if (encoding) void reply.header('content-encoding', encoding);
    if (options.serverTime) {
      // A 304 carries no body, so its time costs nothing; an answer sent whole is compressed each time.
      const body = stamped(answer.body, options.serverTime);
      return of(encoding ? compressed(body, encoding) : body);
    }
    return of(encoding ? this.answers.encoded(key, answer, encoding) : answer.body);
  }
}

/** The kept JSON object with `field` first, holding the time now. */
function stamped(body: Buffer, field: string): Buffer {
  const time = `{${JSON.stringify(field)}:${JSON.stringify(new Date().toISOString())}`;
  if (body[0] !== 0x7b) return body;
  const rest = body.subarray(1);
  return Buffer.concat([Buffer.from(rest.length > 1 ? `${time},` : time), rest]);
}

/** For an answer of the caller's own, whose it is: the access guard ran first, so there is a caller. */
function callerPart(audience: PublicCachedAudience, request: FastifyRequest & AuthenticatedRequest): string {
  if (audience !== 'caller') return '';
  if (!request.user)
    throw new Error(`A caller's own answer on a route without a signed-in caller: ${request.url}`);
  return ` ${request.user.id}`;
}

/**
 * Runs the route and keeps its answer as sent: the JSON (without its `serverTime` field), the headers it added
 * (Content-Range) and their tag.
 */
async function serialised(
  reply: FastifyReply,
  next: CallHandler,
  serverTime?: string,
): Promise<PublicAnswer> {
  const before = new Set(Object.keys(reply.getHeaders()));
  const answer: unknown = await lastValueFrom(next.handle());
  if (serverTime && answer && typeof answer === 'object')
    delete (answer as Record<string, unknown>)[serverTime];
  const body = Buffer.from(JSON.stringify(answer));
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (!before.has(name) && value !== undefined) headers[name] = String(value);
  }
  const hash = createHash('sha256').update(body).update(JSON.stringify(headers)).digest('base64url');
  // Weak: the same tag stands for every encoding @fastify/compress sends.
  return { body, headers, etag: `W/"${hash.slice(0, 27)}"` };
}
