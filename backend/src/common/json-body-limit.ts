import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';

const JSON_BODY_LIMIT = 'jsonBodyLimit';

/** A route whose JSON body may be larger than the app's limit (e.g. pictures written as data: URLs). */
export const JsonBodyLimit = (bytes: number) => RouteConfig({ [JSON_BODY_LIMIT]: bytes });

/** Gives each route marked with `JsonBodyLimit` its own body limit (before Fastify builds the route). */
export function applyJsonBodyLimits(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    const limit = (route.config as Record<string, unknown> | undefined)?.[JSON_BODY_LIMIT];
    if (typeof limit === 'number') route.bodyLimit = limit;
  });
}
