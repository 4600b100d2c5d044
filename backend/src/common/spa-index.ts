import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';

/** The built frontend's index.html, served for every page path (history fallback). */
export class SpaIndex {
  private cached: string | undefined;

  constructor(private readonly distDir: string) {}

  get available(): boolean {
    return existsSync(join(this.distDir, 'index.html'));
  }

  shouldServe(request: FastifyRequest): boolean {
    const path = request.url.split('?')[0];
    // A missing file (an old asset after a deploy) is a 404, never the page: a browser would run HTML as script.
    const lastSegment = path.slice(path.lastIndexOf('/') + 1);
    const looksLikeFile = /\.[a-z0-9]+$/i.test(lastSegment) && !lastSegment.endsWith('.html');
    return (
      (request.method === 'GET' || request.method === 'HEAD') &&
      path !== '/api' &&
      !path.startsWith('/api/') &&
      !looksLikeFile &&
      this.available
    );
  }

  html(): string {
    this.cached ??= readFileSync(join(this.distDir, 'index.html'), 'utf8');
    return this.cached;
  }
}
