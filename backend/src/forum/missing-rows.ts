import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import { NotFoundException } from '@nestjs/common';

/**
 * Runs a write that points at another row (a post's category, a comment's post); when that row was deleted
 * meanwhile, the foreign key refuses the write, and the caller hears `missing` as a 404, not a 500.
 */
export async function orNotFound<T>(write: () => Promise<T>, missing: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ForeignKeyConstraintViolationException) throw new NotFoundException(missing);
    throw error;
  }
}
