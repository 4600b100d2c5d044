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
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'bearer')
    .addCookieAuth('club_refresh', { type: 'apiKey', in: 'cookie', name: 'club_refresh' }, 'club_refresh')
    .build();
  return SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controllerKey, methodKey) =>
      `${controllerKey.replace(/Controller$/, '')}_${methodKey}`,
  });
}
