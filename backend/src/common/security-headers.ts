import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every answer. Helmet is set up once here: the Fastify plugin set it up again on
 * every request, parsing the content security policy each time (a twentieth of a cached search's cost).
 */
export function addSecurityHeaders(fastify: FastifyInstance, options: HelmetOptions): void {
  const setHeaders = helmet(options);
  fastify.addHook('onRequest', (request, reply, done) => {
    void setHeaders(request.raw, reply.raw, () => done());
  });
}
