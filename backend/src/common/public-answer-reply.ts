import { ApiResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from './encoded-body.js';
import type { EncodedBody } from './encoded-body.js';

/** What a cached public answer needs to be sent: its body and strong entity tag. */
export interface CachedAnswer {
  body: EncodedBody;
  etag: string;
}

/**
 * Who a cached answer is for. Browsers and shared caches may keep a public answer but must ask again (a 304 is
 * cheap) before using it; a members' answer depends on the caller's token, so only their own browser keeps it.
 */
export type AnswerAudience = 'public' | 'members';
const CACHE_CONTROL: Record<AnswerAudience, string> = {
  public: 'public, no-cache',
  members: 'private, no-cache',
};

/** The entity tag of one representation: each encoding has its own bytes, so its own strong tag. */
function representationTag(etag: string, encoding: string): string {
  return encoding === 'identity' ? etag : `${etag.slice(0, -1)}-${encoding}"`;
}

/** If-None-Match compares weakly (RFC 9110 §13.1.2): any representation of the same answer matches. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.slice(1, -1);
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag || (tag.startsWith(`"${opaque}-`) && tag.endsWith('"'));
  });
}

/**
 * Sends a cached JSON answer with HTTP caching: a strong ETag per encoding, `Cache-Control`, `Vary:
 * Accept-Encoding`, and 304 Not Modified when the browser already holds it. The body goes out compressed as the
 * browser prefers, from the copy kept with the answer.
 */
export async function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  audience: AnswerAudience = 'public',
): Promise<void> {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  addVary(reply, audience === 'members' ? 'Authorization, Accept-Encoding' : 'Accept-Encoding');
  void reply
    .header('cache-control', CACHE_CONTROL[audience])
    .header('etag', representationTag(answer.etag, encoding));
  if (matches(request.headers['if-none-match'], answer.etag)) {
    await reply.status(304).send();
    return;
  }
  void reply.type('application/json; charset=utf-8');
  if (encoding !== 'identity') void reply.header('content-encoding', encoding);
  await reply.send(answer.body.as(encoding));
}

/**
 * Sends a body kept compressed (the site's pages) in the encoding the browser prefers, with `Vary:
 * Accept-Encoding`; @fastify/compress leaves an answer that has its encoding alone.
 */
export function sendEncodedBody(request: FastifyRequest, reply: FastifyReply, body: EncodedBody): void {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  addVary(reply, 'Accept-Encoding');
  if (encoding !== 'identity') void reply.header('content-encoding', encoding);
  void reply.send(body.as(encoding));
}

function addVary(reply: FastifyReply, headers: string): void {
  // CORS may have said Vary: Origin already.
  const vary = reply.getHeader('vary');
  void reply.header('vary', vary ? `${String(vary)}, ${headers}` : headers);
}

/** Documents the 304 a cached answer gives to a browser that holds it. */
export const ApiNotModified = () =>
  ApiResponse({ status: 304, description: 'Not modified: the ETag sent in If-None-Match is still current.' });
