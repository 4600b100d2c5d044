import { BadRequestException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { plainTextProblem } from './plain-text.js';

/** react-admin's simple-rest list parameters, parsed and checked. */
export interface ListQuery {
  range?: [number, number];
  sort?: [string, 'ASC' | 'DESC'];
  filter: Record<string, unknown>;
}

function parseJson(name: string, text: string | undefined): unknown {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequestException(`${name} must be JSON.`);
  }
}

/** The list parameters as the query string carries them: JSON text (ListQueryDto). */
export interface ListParameters {
  range?: string;
  sort?: string;
  filter?: string;
}

export function parseListQuery(query: ListParameters, sortable: readonly string[]): ListQuery {
  const range = parseJson('range', query.range);
  const sort = parseJson('sort', query.sort);
  const filter = parseJson('filter', query.filter) ?? {};
  const result: ListQuery = { filter: {} };

  if (range !== undefined) {
    const valid =
      Array.isArray(range) &&
      range.length === 2 &&
      range.every((n) => Number.isSafeInteger(n) && n >= 0) &&
      range[1] >= range[0] &&
      range[1] - range[0] < 1000;
    if (!valid)
      throw new BadRequestException(
        'range must be [first, last] with 0 ≤ first ≤ last and at most 1000 rows.',
      );
    result.range = [range[0], range[1]];
  }
  if (sort !== undefined) {
    const valid =
      Array.isArray(sort) &&
      sort.length === 2 &&
      typeof sort[0] === 'string' &&
      sortable.includes(sort[0]) &&
      (sort[1] === 'ASC' || sort[1] === 'DESC');
    if (!valid)
      throw new BadRequestException(
        `sort must be [field, "ASC"|"DESC"] with field one of ${sortable.join(', ')}.`,
      );
    result.sort = [sort[0], sort[1]];
  }
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    throw new BadRequestException('filter must be a JSON object.');
  }
  result.filter = filter as Record<string, unknown>;
  return result;
}

/** One page of a list, and how many rows the whole list holds. */
export interface ListPage<Row> {
  rows: Row[];
  total: number;
}

/** The rows a list's range asks for, as the ORM's offset and limit (every row without a range). */
export function rowsOf(range: ListQuery['range']): { offset?: number; limit?: number } {
  return range ? { offset: range[0], limit: range[1] - range[0] + 1 } : {};
}

/**
 * A react-admin list route's answer: the query checked against the resource's sortable fields, one page
 * fetched, and Content-Range set to which rows came of how many (`releases 0-24/31`).
 */
export async function answerList<Row>(
  reply: FastifyReply,
  resource: string,
  query: ListParameters,
  sortable: readonly string[],
  fetch: (query: ListQuery) => Promise<ListPage<Row>>,
): Promise<Row[]> {
  const parsed = parseListQuery(query, sortable);
  const { rows, total } = await fetch(parsed);
  setContentRange(reply, resource, parsed.range, rows.length, total);
  return rows;
}

/** Sets react-admin's Content-Range header for one page of a list. */
export function setContentRange(
  reply: FastifyReply,
  resource: string,
  range: [number, number] | undefined,
  shown: number,
  total: number,
): void {
  const first = range?.[0] ?? 0;
  const last = shown ? first + shown - 1 : first;
  void reply.header('Content-Range', `${resource} ${first}-${last}/${total}`);
}

/** A free-text filter (`q`) as an ILIKE pattern matching it anywhere. */
export function filterText(value: unknown): string {
  if (typeof value !== 'string' || value.length > 100)
    throw new BadRequestException('q must be text of at most 100 characters.');
  // JSON escapes can smuggle control characters past the query string's own check.
  const problem = plainTextProblem(value, 'q');
  if (problem) throw new BadRequestException(problem);
  return containing(value.trim());
}

/** An ILIKE pattern matching `text` anywhere, its wildcards and escape character taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** react-admin's getMany filter: one id or a list of them. */
export function filterIds(value: unknown, what: string): number[] {
  const ids = Array.isArray(value) ? value : [value];
  if (!ids.every((id) => Number.isSafeInteger(id) && id > 0 && id < 2 ** 31) || ids.length > 1000) {
    throw new BadRequestException(`id must be ${what} or a list of them.`);
  }
  return ids as number[];
}
