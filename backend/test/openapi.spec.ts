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
    // Public on purpose, and visibly so.
    expect(document.paths['/api/auth/login'].post.security).toEqual([]);
    expect(document.paths['/api/auth/refresh'].post.security).toEqual([{ club_refresh: [] }]);
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect({ path, method, security: Array.isArray(operation.security) }).toEqual({
          path,
          method,
          security: true,
        });
      }
    }
  });

  it("lets every admin resource take back the record it served (react-admin's simple-rest update)", () => {
    const document = buildOpenApiDocument(t.app) as unknown as OpenApi;
    const updates = Object.entries(document.paths).filter(
      ([path, operations]) => /^\/api\/admin\/[^/]+\/\{id\}$/.test(path) && operations.put && operations.get,
    );
    expect(updates.map(([path]) => path)).toContain('/api/admin/users/{id}');
    for (const [path, operations] of updates) {
      const served = resolve(document, operations.get.responses['200'].content['application/json'].schema);
      const accepted = resolve(document, operations.put.requestBody.content['application/json'].schema);
      expect({ path, missing: missingFields(document, served, accepted) }).toEqual({ path, missing: [] });
    }
  });
});

interface Schema {
  $ref?: string;
  allOf?: Schema[];
  properties?: Record<string, Schema>;
}
interface OpenApi {
  components: { schemas: Record<string, Schema> };
  paths: Record<
    string,
    Record<
      string,
      {
        responses: Record<string, { content: Record<string, { schema: Schema }> }>;
        requestBody: { content: Record<string, { schema: Schema }> };
      }
    >
  >;
}

/** The schema a reference (or a lone allOf around one) stands for. */
function resolve(document: OpenApi, schema: Schema): Schema {
  if (schema.$ref) return resolve(document, document.components.schemas[schema.$ref.split('/').pop()!]);
  if (schema.allOf?.length === 1) return resolve(document, schema.allOf[0]);
  return schema;
}

/** Fields of the served record (nested objects too) that a write body does not declare, by path. */
function missingFields(document: OpenApi, served: Schema, accepted: Schema, prefix = ''): string[] {
  return Object.entries(served.properties ?? {}).flatMap(([name, field]) => {
    const declared = accepted.properties?.[name];
    if (!declared) return [`${prefix}${name}`];
    const nested = resolve(document, field);
    return nested.properties
      ? missingFields(document, nested, resolve(document, declared), `${prefix}${name}.`)
      : [];
  });
}
