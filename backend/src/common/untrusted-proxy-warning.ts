import { Logger } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';

export const UNTRUSTED_PROXY_WARNING =
  'A request came with X-Forwarded-For from an address TRUST_PROXY does not name. If a reverse proxy stands ' +
  'in front of this server, set TRUST_PROXY to its address: until then every visitor shares its address, so ' +
  'the per-address limits of sign-in, sign-up and the contact form count the whole site as one visitor.';

/**
 * Warns once (per process) when a request carries X-Forwarded-For that is not believed: the sign of a proxy that
 * TRUST_PROXY does not name. Fastify then reports the proxy's address as the visitor's.
 */
export function warnOnceOfUntrustedProxy(fastify: FastifyInstance): void {
  const logger = new Logger('TrustProxy');
  let warned = false;
  fastify.addHook('onRequest', (request, _reply, done) => {
    if (
      !warned &&
      request.headers['x-forwarded-for'] !== undefined &&
      request.ip === request.socket.remoteAddress
    ) {
      warned = true;
      logger.warn(`${UNTRUSTED_PROXY_WARNING} (proxy address: ${request.ip})`);
    }
    done();
  });
}
