import 'reflect-metadata';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import etag from '@fastify/etag';
import multipart from '@fastify/multipart';
import { MikroORM } from '@mikro-orm/postgresql';
import { ModuleRef, NestFactory } from '@nestjs/core';
import { randomUUID } from 'node:crypto';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module.js';
import { HttpExceptionFilter } from './common/http-exception.filter.js';
import { AccessGuard } from './common/access.guard.js';
import { checkCallersBeforeBodies, xmlBodiesWhereTaken } from './common/body-limit.js';
import { QuietStartupLogger } from './common/quiet-startup-logger.js';
import { RequestValidationPipe } from './common/request-validation.pipe.js';
import { addSecurityHeaders } from './common/security-headers.js';
import { PRERENDERED_DIR, SpaIndex } from './common/spa-index.js';
import { addVary } from './common/vary.js';
import { warnOnceOfUntrustedProxy } from './common/untrusted-proxy-warning.js';
import type { AppConfig } from './config/app-config.js';
import { DatabaseNotifications } from './database/notifications/database-notifications.js';
import { runInRequestContext } from './database/request-context.js';
import { buildOpenApiDocument } from './openapi.js';

/**
 * JSON bodies above this are refused with 413 (uploads, and routes marked `BodyLimit`, get their own, and
 * check their caller before reading any of it).
 */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Builds the whole application (API, docs and the built site) without listening. `logDestination`: where logs go
 * instead of standard output (tests read them).
 */
export async function createApp(
  config: AppConfig,
  databaseUrl: string,
  options: { logDestination?: DestinationStream } = {},
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy ?? false,
    return503OnClosing: true,
    requestIdHeader: false,
    genReqId: (request: { headers: Record<string, string | string[] | undefined> }) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, databaseUrl, options.logDestination),
    adapter,
    {
      bufferLogs: true,
    },
  );
  app.useLogger(new QuietStartupLogger(app.get(Logger)));
  // Routes that take more than the site's limit check their caller before reading a byte of the body.
  checkCallersBeforeBodies(app.getHttpAdapter().getInstance(), {
    guard: await app.get(ModuleRef).create(AccessGuard),
    siteLimit: BODY_LIMIT_BYTES,
  });
  // Every answer carries its request id; the logger reads it from the request headers.
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      request.raw.headers['x-request-id'] = request.id;
      void reply.header('x-request-id', request.id);
      done();
    });
  warnOnceOfUntrustedProxy(app.getHttpAdapter().getInstance());
  // Each request gets its own MikroORM context, from a Fastify hook rather than a Nest middleware (cheaper), its
  // EntityManager forked only if the request uses one.
  const orm = app.get(MikroORM);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (_request, _reply, done) => runInRequestContext(orm.em, done));
  app.setGlobalPrefix('api');
  app.useGlobalPipes(new RequestValidationPipe());
  const spa = new SpaIndex(config.frontendDist, config.publicUrl);
  app.useGlobalFilters(new HttpExceptionFilter());

  addSecurityHeaders(app.getHttpAdapter().getInstance(), {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Release, event and team pictures are http(s) addresses the admin enters (spec 2 §5), from any host;
        // on a site served over https, upgradeInsecureRequests below fetches an http one as https.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https://') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, {
    origin: [config.publicUrl, ...config.corsOrigins],
    credentials: true,
    exposedHeaders: ['Content-Range', 'X-Request-Id'],
  });
  // Weak tags: one tag stands for every encoding of an answer. Before compression, so a 304 compresses nothing.
  await app.register(etag, { weak: true });
  // Compressed in one call up to 256 KiB (all but the largest answers): a stream per answer costs more than the
  // compression itself, and the plugin's default bound on two cores (8 KiB) would stream most lists.
  await app.register(compress, { threshold: 1024, syncThreshold: 256 * 1024 });
  // A change made through this server is answered once its notifications are heard here, so the caller's next
  // read never finds a cached answer from before it (PublicAnswers).
  const notifications = app.get(DatabaseNotifications);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onSend', (request, _reply, payload, done) => {
      if (request.method === 'GET' || request.method === 'HEAD') return done(null, payload);
      void notifications.caughtUp().then(() => done(null, payload));
    });
  await app.register(cookie);
  // Upload routes read their forms through MultipartFormInterceptor, which sets each route's own limits.
  await app.register(multipart, { throwFileSizeLimit: true });
  // TOM's tournament file may come as the body itself (POST /api/admin/tournaments/tom): XML only where taken.
  xmlBodiesWhereTaken(app.getHttpAdapter().getInstance());
  if (spa.available) {
    // Loaded only when there is a built site to serve (API-only runs and tests skip it).
    const { default: fastifyStatic } = await import('@fastify/static');
    await app.register(fastifyStatic, {
      root: config.frontendDist,
      prefix: '/',
      // Page paths, `/` included, are answered by SpaIndex (a pre-rendered page or the shell), never as files:
      // no folder index, and the pre-rendered pages only at their own paths.
      index: false,
      allowedPath: (path) => !path.endsWith('/') && !path.startsWith(`/${PRERENDERED_DIR}/`),
      // A route per file of the build, listed at start: the build does not change while the server runs, and
      // the wildcard route read the folder's listing on every request (its check of the path's spelling),
      // about half of what sending a script cost the server.
      wildcard: false,
      globIgnore: [`${PRERENDERED_DIR}/**`, '**/*.br', '**/*.gz'],
      // The build writes .br and .gz beside each text file it sends (frontend/build/precompress.ts).
      preCompressed: true,
      setHeaders: (reply, path) => {
        const immutable = /[\\/]assets[\\/]/.test(path);
        void reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  if (spa.available) {
    // Every other path: a page of the site (history fallback), on a route of its own so @fastify/compress
    // compresses it; the rest (unknown /api paths, other methods, missing files) goes on to the 404.
    app
      .getHttpAdapter()
      .getInstance()
      .get('/*', (request, reply) => {
        if (!spa.shouldServe(request)) return reply.callNotFound();
        addVary(reply, 'accept-encoding');
        return reply
          .status(spa.statusOf(request))
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(spa.html(request));
      });
  }

  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs-json',
    customSiteTitle: 'Pokémon TCG Club API',
  });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}
