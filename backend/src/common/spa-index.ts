import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import FindMyWay from 'find-my-way';

/** Where the frontend build puts the public pages it rendered ahead of time (`/about` → `about.html`). */
export const PRERENDERED_DIR = 'prerendered';
/** The build's list of the site's page paths, as route patterns (`/forum/:postId`, `/admin/*`). */
export const PAGE_ROUTES_FILE = 'page-routes.json';

/**
 * The built frontend's pages for every page path (history fallback): the public pages as the build pre-rendered
 * them, with their canonical address; any other path gets index.html, the bare shell the browser fills in.
 * A path that is none of the site's pages gets the shell too, whose router shows 'Page Not Found', with 404.
 */
export class SpaIndex {
  private shell: Buffer | undefined;
  private pages: Map<string, Buffer> | undefined;
  private routes: FindMyWay.Instance<FindMyWay.HTTPVersion.V1> | null | undefined;

  constructor(
    private readonly distDir: string,
    private readonly publicUrl: string,
  ) {}

  get available(): boolean {
    return existsSync(join(this.distDir, 'index.html'));
  }

  shouldServe(request: FastifyRequest): boolean {
    const path = pathOf(request);
    // A missing file (an old asset after a deploy) is a 404, never the page: a browser would run HTML as script.
    // A person who typed or followed such an address (/login.php) gets the site's 'Page Not Found': only a
    // navigation asks for text/html, never a script, style or picture request.
    const lastSegment = path.slice(path.lastIndexOf('/') + 1);
    const looksLikeFile = /\.[a-z0-9]+$/i.test(lastSegment) && !lastSegment.endsWith('.html');
    const navigation = /\btext\/html\b/.test(request.headers.accept ?? '');
    return (
      (request.method === 'GET' || request.method === 'HEAD') &&
      path !== '/api' &&
      !path.startsWith('/api/') &&
      (!looksLikeFile || navigation) &&
      this.available
    );
  }

  /** 200 for a page of the site, 404 for any other path (200 for all when the build wrote no route list). */
  statusOf(request: FastifyRequest): 200 | 404 {
    this.routes ??= this.readRoutes();
    if (this.routes === null) return 200;
    return this.routes.find('GET', pathOf(request)) ? 200 : 404;
  }

  /** The page for the request's path, read once: the same few pages are sent on every visit. */
  html(request: FastifyRequest): Buffer {
    this.pages ??= this.readPrerendered();
    const page = this.pages.get(pathOf(request));
    if (page !== undefined) return page;
    this.shell ??= readFileSync(join(this.distDir, 'index.html'));
    return this.shell;
  }

  /**
   * The route list in Fastify's own router (find-my-way), matching as the site's router does: `:name` is one
   * segment, a trailing `*` the rest or nothing (`/admin/*` is `/admin` too), any case, any trailing slash.
   */
  private readRoutes(): FindMyWay.Instance<FindMyWay.HTTPVersion.V1> | null {
    const file = join(this.distDir, PRERENDERED_DIR, PAGE_ROUTES_FILE);
    if (!existsSync(file)) return null;
    const router = FindMyWay({
      caseSensitive: false,
      ignoreTrailingSlash: true,
      ignoreDuplicateSlashes: true,
    });
    const routes = new Set<string>();
    for (const route of JSON.parse(readFileSync(file, 'utf8')) as string[]) {
      routes.add(route);
      if (route.endsWith('/*')) routes.add(route.slice(0, -'/*'.length) || '/');
    }
    for (const route of routes) router.on('GET', route, () => undefined);
    return router;
  }

  /** Every pre-rendered page by its path, read once: only files the build wrote are ever served. */
  private readPrerendered(): Map<string, Buffer> {
    const pages = new Map<string, Buffer>();
    const folder = join(this.distDir, PRERENDERED_DIR);
    if (!existsSync(folder)) return pages;
    for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.html')) continue;
      const name = file.slice(0, -'.html'.length).split('\\').join('/');
      const path = name === 'index' ? '/' : `/${name}`;
      const canonical = `<link rel="canonical" href="${this.publicUrl}${path === '/' ? '/' : path}" />`;
      const html = readFileSync(join(folder, file), 'utf8').replace('</head>', `${canonical}</head>`);
      pages.set(path, Buffer.from(html));
    }
    return pages;
  }
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0];
}
