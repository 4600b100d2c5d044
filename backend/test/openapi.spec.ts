import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApiDocument } from '../src/openapi.js';
import { stableJson } from '../src/openapi-json.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const COMMITTED = join(import.meta.dirname, '..', 'openapi.json');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('OpenAPI document', () => {
  it('matches the committed backend/openapi.json (run `npm run -w backend openapi:export` after an API change)', () => {
    expect(stableJson(buildOpenApiDocument(t.app))).toBe(readFileSync(COMMITTED, 'utf8'));
  });

  it('is served at /api/docs-json, with the Swagger UI at /api/docs', async () => {
    const json = await t.call('/api/docs-json');
    expect(json.status).toBe(200);
    const document = (await json.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/admin/users/{id}/approve']),
    );
    const ui = await t.call('/api/docs');
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger');
  });

  it('gives every operation a summary, and every protected one its bearer security', () => {
    const document = buildOpenApiDocument(t.app) as unknown as {
      paths: Record<string, Record<string, { summary?: string; security?: unknown[] }>>;
    };
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect({ path, method, summary: Boolean(operation.summary) }).toEqual({
          path,
          method,
          summary: true,
        });
      }
    }
    expect(document.paths['/api/admin/users'].get.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/auth/me'].get.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/auth/login'].post.security).toBeUndefined();
  });
});
