import { applyDecorators, Delete, Get, HttpCode, Post, Put, type Type } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  type ApiOperationOptions,
} from '@nestjs/swagger';
import { AdminOnly } from './access.decorator.js';
import { ErrorResponseDto } from './error-response.dto.js';

/**
 * The five routes of an admin resource that react-admin's simple-rest client drives (docs/adr/0018): each
 * is admin-only and documented with its answer and its refusals (400, and 404 for a record by id). A route's
 * other answers (a 409) are stacked on top of it.
 */
type Operation = string | ApiOperationOptions;

const operation = (what: Operation) => ApiOperation(typeof what === 'string' ? { summary: what } : what);
const badRequest = (description?: string) =>
  ApiBadRequestResponse(description ? { type: ErrorResponseDto, description } : { type: ErrorResponseDto });
const notFound = () => ApiNotFoundResponse({ type: ErrorResponseDto });

/**
 * GET /: the list, a page of it by `range`, sorted and filtered; the handler answers through `answerList`
 * (common/simple-rest.ts), which sets Content-Range. `listed` names the rows in the summary ('releases').
 */
export function AdminListRoute(type: Type, listed: string, description: string) {
  return applyDecorators(
    Get(),
    AdminOnly(),
    ApiOperation({
      summary: `List ${listed} (react-admin simple-rest: range, sort, filter; Content-Range header)`,
      description,
    }),
    ApiOkResponse({ type: [type] }),
    badRequest(),
  );
}

/** GET /:id: one record. */
export function AdminReadRoute(type: Type, what: Operation) {
  return applyDecorators(
    Get(':id'),
    AdminOnly(),
    operation(what),
    ApiOkResponse({ type }),
    badRequest(),
    notFound(),
  );
}

/** POST /: a new record, answered as stored. */
export function AdminCreateRoute(type: Type, what: Operation) {
  return applyDecorators(Post(), AdminOnly(), operation(what), ApiCreatedResponse({ type }), badRequest());
}

/** PUT /:id: the record as served, edited; answered as stored. */
export function AdminUpdateRoute(type: Type, what: Operation, refusal?: { badRequest: string }) {
  return applyDecorators(
    Put(':id'),
    AdminOnly(),
    operation(what),
    ApiOkResponse({ type }),
    badRequest(refusal?.badRequest),
    notFound(),
  );
}

/** DELETE /:id: answers the deleted record with 200, as react-admin reads it. */
export function AdminDeleteRoute(type: Type, what: Operation, refusal?: { badRequest: string }) {
  return applyDecorators(
    Delete(':id'),
    HttpCode(200),
    AdminOnly(),
    operation(what),
    ApiOkResponse({ type }),
    badRequest(refusal?.badRequest),
    notFound(),
  );
}
