// The yardstick for what a page load costs the server: a bare Fastify with @fastify/static sending the same
// build's files (their compressed copies) and the pre-rendered pages, uncompressed, at their paths; no framework,
// no security headers, no API but a health check (the page's calls answer 404). Started by page-cost.mjs; PORT is where it listens.
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './support.mjs';

const dist = join(ROOT, 'frontend', 'dist');
const app = Fastify();
await app.register(fastifyStatic, { root: dist, preCompressed: true, wildcard: false, index: false });
app.get('/api/health', async () => ({ status: 'ok' }));
app.setNotFoundHandler((request, reply) => {
  const path = request.url.split('?')[0];
  const file = join(dist, 'prerendered', `${path === '/' ? 'index' : path.slice(1)}.html`);
  if (!path.startsWith('/api/') && existsSync(file)) return reply.type('text/html').send(readFileSync(file));
  return reply.code(404).send({ statusCode: 404 });
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  process.exit(0);
});
