import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';

/** The API's OpenAPI document, as served at /api/docs-json and committed as backend/openapi.json. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Pokémon TCG Club API')
    .setDescription(
      'The API of the club site: accounts and approval, members, admin, cards and decks. ' +
        'Errors are JSON {statusCode, error, message}. Admin lists speak react-admin simple-rest (Content-Range).',
    )
    .setVersion('1.0')
    // Relative: the document is served by the API it describes, wherever that runs.
    .addServer('/', 'This server')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'bearer')
    .addCookieAuth('club_refresh', { type: 'apiKey', in: 'cookie', name: 'club_refresh' }, 'club_refresh')
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controllerKey, methodKey) =>
      `${controllerKey.replace(/Controller$/, '')}_${methodKey}`,
  });
  // No licence has been chosen: say so rather than leave it out (DocumentBuilder always writes a url).
  document.info.license = { name: 'All rights reserved' };
  return withXmlBodiesAsText(withTypedNullableRefs(withoutLoneAllOf(document)));
}

/**
 * A nullable named enum is written by Nest as `{ allOf: [$ref], nullable: true }` with no `type`, which OpenAPI
 * 3.0 leaves undefined (`nullable` qualifies a sibling `type`; Redocly's nullable-type-sibling). The referenced
 * schema's own type goes beside it, so the null is allowed and the client still reads `Outcome | null`.
 */
function withTypedNullableRefs(document: OpenAPIObject): OpenAPIObject {
  const schemas = (document.components?.schemas ?? {}) as Record<string, { type?: string }>;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const schema = node as { nullable?: boolean; type?: string; allOf?: { $ref?: string }[] };
    const ref = schema.allOf?.length === 1 ? schema.allOf[0].$ref : undefined;
    if (schema.nullable && !schema.type && ref) {
      const type = schemas[ref.slice(ref.lastIndexOf('/') + 1)]?.type;
      if (type) schema.type = type;
    }
    Object.values(node).forEach(visit);
  };
  visit(document);
  return document;
}

/**
 * `{ allOf: [X] }` with nothing beside it is X: Nest wraps every named enum that way, and linters (Redocly's
 * no-illogical-composition-keywords) read it as a mistake. With a sibling (default, description, nullable) the
 * wrapper stays: in OpenAPI 3.0 a `$ref`'s siblings are ignored.
 */
function withoutLoneAllOf<T>(node: T): T {
  if (Array.isArray(node)) return node.map(withoutLoneAllOf) as T;
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node);
  if (
    entries.length === 1 &&
    entries[0][0] === 'allOf' &&
    Array.isArray(entries[0][1]) &&
    entries[0][1].length === 1
  ) {
    return withoutLoneAllOf(entries[0][1][0] as T);
  }
  return Object.fromEntries(entries.map(([key, value]) => [key, withoutLoneAllOf(value)])) as T;
}

/**
 * A request body that may be XML (TOM's tournament file) is the document itself: Nest gives every content type
 * the form's schema, so the XML ones get a plain string instead.
 */
function withXmlBodiesAsText(document: OpenAPIObject): OpenAPIObject {
  for (const path of Object.values(document.paths)) {
    for (const operation of Object.values(path) as {
      requestBody?: { content?: Record<string, { schema: unknown }> };
    }[]) {
      const content = operation?.requestBody?.content;
      if (!content) continue;
      for (const type of ['application/xml', 'text/xml']) {
        if (content[type]) content[type] = { schema: { type: 'string', description: 'The file as it is' } };
      }
    }
  }
  return document;
}
