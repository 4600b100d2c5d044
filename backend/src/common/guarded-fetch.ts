import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { type IncomingMessage, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { literalAddress } from './network-addresses.js';

/** What a server-side fetch may do: asked again of every redirect. */
export interface FetchPolicy {
  /** Why this URL may not be fetched, said of its host ('is not …'), or undefined when it may. */
  refusal(url: URL): string | undefined;
  /** Whether the fetch may connect to this IP address. */
  reachable(address: string): boolean;
  maxBytes: number;
  /** For the whole fetch: every hop and the body. */
  timeoutMs: number;
  maxRedirects: number;
}

/** The policy said no: a host or address not allowed, too many redirects, too large a body. */
export class FetchRefusedError extends Error {}
/** The far end failed: unreachable, too slow. */
export class FetchFailedError extends Error {}

export interface FetchedResponse {
  status: number;
  /** The media type, without parameters, in lower case; '' when none was given. */
  contentType: string;
  /** The body of a 2xx answer (empty for any other). */
  body: Buffer;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NOT_PUBLIC = 'is not a public address';

/** A host resolved to an address the policy does not reach (raised inside the connection's lookup). */
class AddressRefusedError extends Error {}

function megabytes(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}

/**
 * Resolves the host, refuses it if any of its addresses may not be reached, and hands the checked addresses to
 * the connection itself, so a second DNS answer (rebinding) can never swap them.
 */
function checkedLookup(reachable: FetchPolicy['reachable']): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { family: options.family, hints: options.hints, all: true }, (error, found) => {
      if (error) return callback(error, '', 0);
      const addresses = found as LookupAddress[];
      if (!addresses.length || addresses.some((entry) => !reachable(entry.address))) {
        return callback(new AddressRefusedError(NOT_PUBLIC), '', 0);
      }
      if (options.all) return (callback as (e: null, all: LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

function open(url: URL, policy: FetchPolicy, signal: AbortSignal): Promise<IncomingMessage> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    // No shared agent: a pooled socket would skip the lookup that checks the address.
    request(url, {
      agent: false,
      lookup: checkedLookup(policy.reachable),
      signal,
      headers: { accept: '*/*', 'user-agent': 'pokemon-tcg-club' },
    })
      .on('response', resolve)
      .on('error', reject)
      .end();
  });
}

async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  const tooLarge = () => new FetchRefusedError(`the answer is larger than ${megabytes(maxBytes)}.`);
  if (declared > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > maxBytes) {
      response.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, length);
}

/** The refusal of a hop as a sentence: the first names its host, a redirect says where it went. */
function refused(url: URL, hop: number, reason: string): FetchRefusedError {
  return new FetchRefusedError(
    hop ? `it redirects to ${url.host}, which ${reason}.` : `${url.host} ${reason}.`,
  );
}

async function fetchWithin(start: URL, policy: FetchPolicy, signal: AbortSignal): Promise<FetchedResponse> {
  let url = start;
  for (let hop = 0; ; hop++) {
    const refusal = policy.refusal(url);
    if (refusal) throw refused(url, hop, refusal);
    const literal = literalAddress(url);
    if (literal && !policy.reachable(literal)) throw refused(url, hop, NOT_PUBLIC);

    const response = await open(url, policy, signal).catch((error: unknown) => {
      throw error instanceof AddressRefusedError ? refused(url, hop, NOT_PUBLIC) : error;
    });
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (REDIRECTS.has(status) && location) {
      response.destroy();
      if (hop >= policy.maxRedirects)
        throw new FetchRefusedError(`more than ${policy.maxRedirects} redirects.`);
      const next = URL.canParse(location, url.href) ? new URL(location, url) : undefined;
      if (next?.protocol !== 'http:' && next?.protocol !== 'https:')
        throw new FetchRefusedError('it redirects to an address that is not http(s).');
      url = next;
      continue;
    }
    const contentType = (response.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (status < 200 || status > 299) {
      response.destroy();
      return { status, contentType, body: Buffer.alloc(0) };
    }
    return { status, contentType, body: await readCapped(response, policy.maxBytes) };
  }
}

/**
 * GET over http(s) for URLs that come from users or imported data: every hop is checked against the policy
 * (hosts, resolved addresses, a redirect limit), the body is capped while it streams, and the whole fetch has one
 * deadline. Throws FetchRefusedError or FetchFailedError with a sentence that quotes nothing of the answer.
 */
export async function guardedFetch(url: URL, policy: FetchPolicy): Promise<FetchedResponse> {
  const signal = AbortSignal.timeout(policy.timeoutMs);
  try {
    return await fetchWithin(url, policy, signal);
  } catch (error) {
    if (error instanceof FetchRefusedError) throw error;
    if (signal.aborted) throw new FetchFailedError(`no answer within ${policy.timeoutMs / 1000} s.`);
    const code = (error as NodeJS.ErrnoException).code;
    throw new FetchFailedError(`the server cannot be reached (${code ?? 'connection failed'}).`);
  }
}
