import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { createTestApp, type TestApp } from './support/test-app.js';
import { databaseUrl } from './support/test-database.js';
import pg from 'pg';

let t: TestApp;
const site = mkdtempSync(join(tmpdir(), 'club-site-'));

beforeAll(async () => {
  mkdirSync(join(site, 'assets'));
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>Club</title><div id="root"></div>');
  writeFileSync(join(site, 'assets', 'app-abc123.js'), 'console.log("club")');
  writeFileSync(join(site, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log("club")'));
  mkdirSync(join(site, 'prerendered'));
  for (const [file, heading] of [
    ['index.html', 'Welcome'],
    ['about.html', 'About us'],
  ]) {
    writeFileSync(
      join(site, 'prerendered', file),
      // A real page weighs more than @fastify/compress's threshold (1 KB).
      `<!doctype html><head><title>${heading}</title></head><div id="root"><h1>${heading}</h1>${'<p>Club news.</p>'.repeat(100)}</div>`,
    );
  }
  writeFileSync(
    join(site, 'prerendered', 'page-routes.json'),
    JSON.stringify(['/', '/about', '/login', '/pokemon/deck/:id', '/tournaments/:id/pairings', '/admin/*']),
  );
  t = await createTestApp({ FRONTEND_DIST: site, CORS_ORIGINS: 'http://localhost:5173' });
});
afterAll(() => t.close());

describe('the platform', () => {
  it('reports health with a real database round trip', async () => {
    const response = await t.call('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', info: { database: { status: 'up' } } });
  });

  it('serves the site with history fallback for every page path', async () => {
    for (const path of ['/', '/login', '/pokemon/deck/42', '/admin/users']) {
      const response = await t.call(path);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<div id="root">');
    }
    const missing = await t.call('/assets/app-old999.js');
    expect(missing.status).toBe(404);
    const asset = await t.call('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    // The build's Brotli copy, as it is, to a browser that takes Brotli (fetch decodes it).
    const compressed = await fetch(`${t.baseUrl}/assets/app-abc123.js`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await compressed.text()).toBe('console.log("club")');
  });

  it('serves the pages the build pre-rendered at their paths, with their canonical address', async () => {
    for (const [path, heading] of [
      ['/', 'Welcome'],
      ['/about', 'About us'],
      ['/about?from=footer', 'About us'],
    ]) {
      const response = await t.call(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain(`<h1>${heading}</h1>`);
      const canonical = new URL(path, t.config.publicUrl);
      expect(html).toContain(`<link rel="canonical" href="${canonical.origin}${canonical.pathname}" />`);
    }
    // Compressed as the browser prefers, again and again; fetch decodes it.
    for (const [acceptEncoding, encoding] of [
      ['br, gzip', 'br'],
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await fetch(`${t.baseUrl}/about`, { headers: { 'accept-encoding': acceptEncoding } });
      expect({ acceptEncoding, encoding: response.headers.get('content-encoding') }).toEqual({
        acceptEncoding,
        encoding,
      });
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(await response.text()).toContain('<h1>About us</h1>');
    }
    // Any other page path gets the shell, and a pre-rendered file is never served by its file name.
    for (const path of ['/dashboard', '/about/', '/prerendered/about.html']) {
      const html = await (await t.call(path)).text();
      expect({ path, html }).toEqual({ path, html: expect.stringContaining('<div id="root"></div>') });
    }
  });

  it("answers a path that is none of the site's pages with 404 and the shell, which shows 'Page Not Found'", async () => {
    for (const path of [
      '/no-such-page',
      '/about/team',
      '/pokemon/deck',
      '/tournaments/7/pairings/x',
      '/Admin-x',
    ]) {
      const response = await t.call(path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<div id="root"></div>');
    }
    // An address that looks like a file is the page for a person's browser, a plain 404 for a script or picture.
    const browser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
    for (const path of ['/login.php', '/wp-admin/setup-config.php', '/sitemap.xml']) {
      const response = await t.call(path, { headers: browser });
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(await response.text()).toContain('<div id="root"></div>');
    }
    for (const accept of ['*/*', 'image/avif,image/webp,*/*']) {
      const response = await t.call('/assets/index-gone.js', { headers: { accept } });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
    }
    // Parameters, nested admin paths, a trailing slash and other capitals are the router's pages.
    for (const path of [
      '/tournaments/7/pairings',
      '/admin',
      '/admin/users/3',
      '/about/',
      '/LOGIN',
      '/?x=1',
    ]) {
      expect({ path, status: (await t.call(path)).status }).toEqual({ path, status: 200 });
    }
  });

  it('answers unknown API paths with 404 JSON, never the page', async () => {
    const response = await t.call('/api/no-such-thing');
    expect(response.status).toBe(404);
    const message = 'Cannot GET /api/no-such-thing';
    expect(await response.json()).toEqual({ statusCode: 404, error: message, message });
  });

  it('sends security headers and a request id', async () => {
    const response = await t.call('/api/health', { headers: { 'x-request-id': 'trace-me-123' } });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    // Pictures the admin gives as http(s) addresses are shown, not blocked.
    expect(response.headers.get('content-security-policy')).toMatch(/img-src [^;]*https: http:/);
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-request-id')).toBe('trace-me-123');
  });

  it('allows only listed origins, with credentials, and exposes Content-Range', async () => {
    const allowed = await t.call('/api/health', { headers: { origin: 'http://localhost:5173' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    expect(allowed.headers.get('access-control-expose-headers')).toContain('Content-Range');
    const other = await t.call('/api/health', { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('compresses large answers', async () => {
    const response = await fetch(`${t.baseUrl}/api/docs-json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('refuses a wrong content type with 415 JSON', async () => {
    const response = await fetch(`${t.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<login/>',
    });
    expect(response.status).toBe(415);
    expect(((await response.json()) as { statusCode: number }).statusCode).toBe(415);
  });
});

describe('health with the database down', () => {
  let down: TestApp;
  let name: string;
  const onServer = async (sql: string) => {
    const client = new pg.Client({ connectionString: databaseUrl('postgres') });
    await client.connect();
    try {
      await client.query(sql, sql.includes('$1') ? [name] : []);
    } finally {
      await client.end();
    }
  };
  beforeAll(async () => {
    down = await createTestApp();
    name = new URL(down.databaseUrl).pathname.slice(1);
    // The database stops taking connections and ends the app's: its pool must open new ones, and fails.
    await onServer(`alter database "${name}" allow_connections false`);
    await onServer('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1');
  });
  afterAll(async () => {
    await onServer(`alter database "${name}" allow_connections true`);
    await down.close();
  });

  it("answers 503 with a readable 'down' to anyone, without the database's own words (names, hosts, accounts)", async () => {
    const response = await down.call('/api/health');
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      statusCode: 503,
      error: 'The site is down: its database does not answer.',
      message: 'The site is down: its database does not answer.',
    });
    expect(text).not.toContain(name);
  });
});
