import { BadRequestException, type Type } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { RequestValidationPipe } from '../common/request-validation.pipe.js';

/** Where @nestjs/swagger keeps a DTO property's documented options (its `default` among them). */
const API_MODEL_PROPERTIES = 'swagger/apiModelProperties';

/** What a route reads of its query string: one DTO (`@Query() dto`), named values (`@Query('x')`), or nothing. */
interface DeclaredQuery {
  dto: Type | undefined;
  names: string[];
  /** Query strings already read, and their keys: validating one costs about a quarter of a millisecond. */
  read: LRUCache<string, string>;
}

/** Query strings remembered per route: the popular ones; a flood of others only costs their validation again. */
const READ_QUERIES_PER_ROUTE = 1000;

/** A route's method (its name finds its metadata). */
type RouteHandler = { readonly name: string };
type RouteArgs = Record<string, { index: number; data?: unknown }>;

const declaredOf = new WeakMap<object, DeclaredQuery>();
const validation = new RequestValidationPipe();

/**
 * The query string as the route reads it, normalised, for the key of a kept answer: a DTO query checked by the
 * app's own validation pipe (undeclared parameters are refused with its 400, values are read as the route reads
 * them), its entries in name order without those equal to their documented default; named values in name order;
 * and nothing on a route that reads none (any parameter is then refused). So made-up parameters never make a key.
 */
export async function queryKey(
  controller: Type,
  handler: RouteHandler,
  request: { url: string; query: unknown },
): Promise<string> {
  const declared = declaration(controller, handler);
  const asked = request.url.slice(request.url.indexOf('?') + 1 || request.url.length);
  const known = declared.read.get(asked);
  if (known !== undefined) return known;
  const key = await keyOf(declared, (request.query ?? {}) as Record<string, unknown>);
  declared.read.set(asked, key);
  return key;
}

async function keyOf(declared: DeclaredQuery, given: Record<string, unknown>): Promise<string> {
  if (declared.dto) {
    const read = (await validation.transform(given, { type: 'query', metatype: declared.dto })) as object;
    const prototype = declared.dto.prototype as object;
    const entries = Object.entries(read)
      .filter(([name, value]) => value !== undefined && !isDefault(prototype, name, value))
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return JSON.stringify(entries);
  }
  const unknown = Object.keys(given).filter((name) => !declared.names.includes(name));
  if (unknown.length) {
    throw new BadRequestException(unknown.map((name) => `Unknown field '${name}' is not allowed.`));
  }
  return JSON.stringify(declared.names.toSorted().map((name) => [name, given[name]]));
}

function isDefault(prototype: object, name: string, value: unknown): boolean {
  const documented = Reflect.getMetadata(API_MODEL_PROPERTIES, prototype, name) as
    { default?: unknown } | undefined;
  return documented?.default !== undefined && JSON.stringify(documented.default) === JSON.stringify(value);
}

/** The route's `@Query` parameters, read once from the metadata Nest routes by. */
function declaration(controller: Type, handler: RouteHandler): DeclaredQuery {
  const known = declaredOf.get(handler);
  if (known) return known;
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handler.name) ?? {}) as RouteArgs;
  const types = (Reflect.getMetadata('design:paramtypes', controller.prototype as object, handler.name) ??
    []) as Type[];
  const queries = Object.entries(args)
    .filter(([key]) => key.split(':')[0] === String(RouteParamtypes.QUERY))
    .map(([, arg]) => arg);
  const whole = queries.find((arg) => arg.data === undefined);
  const dto = whole ? types[whole.index] : undefined;
  // An object that is no DTO class is not validated: its made-up parameters would make keys.
  if (whole && (!dto || dto === Object))
    throw new Error(`${controller.name}.${handler.name}: a kept answer's query must be a DTO class.`);
  const found: DeclaredQuery = {
    dto,
    names: queries.flatMap((arg) => (typeof arg.data === 'string' ? [arg.data] : [])),
    read: new LRUCache({ max: READ_QUERIES_PER_ROUTE }),
  };
  declaredOf.set(handler, found);
  return found;
}
