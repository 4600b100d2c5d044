import { applyDecorators, BadRequestException } from '@nestjs/common';
import { ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Expose, plainToInstance, Transform } from 'class-transformer';
import { Allow } from 'class-validator';

/*
 * The spec's client writes an account flat (`{email, password, firstName, lastName, role, avatar}`, spec 1 §7);
 * react-admin sends the record back with a nested `profile`. Both are taken: the flat profile keys are moved
 * into `profile` before validation, so one set of rules (and messages) checks them either way.
 */

/** The nested profile, with the profile keys sent flat merged in; the same key both ways must agree. */
export function ProfileWithFlatKeys(
  type: () => new () => object,
  keys: readonly string[],
): PropertyDecorator {
  return applyDecorators(
    // Visited even when the body has no `profile` (only flat keys).
    Expose(),
    Transform(
      ({ value, obj }: { value: unknown; obj: Record<string, unknown> }) => {
        const flat = keys.filter((key) => obj[key] !== undefined);
        if (!flat.length) return value;
        const nested = isRecord(obj.profile) ? obj.profile : {};
        for (const key of flat) {
          if (nested[key] !== undefined && nested[key] !== obj[key]) {
            throw new BadRequestException(`${key} and profile.${key} differ; send one of them.`);
          }
        }
        if (obj.profile !== undefined && !isRecord(obj.profile)) return value;
        return plainToInstance(type(), {
          ...Object.fromEntries(flat.map((key) => [key, obj[key]])),
          ...nested,
        });
      },
      { toClassOnly: true },
    ),
  );
}

/** A profile key accepted flat (the spec's shape): moved into `profile` by `ProfileWithFlatKeys`, dropped here. */
export function FlatProfileKey(schema: ApiPropertyOptions): PropertyDecorator {
  return applyDecorators(
    // A type for the reflection to start from (the property is declared `undefined`); a `oneOf` replaces it.
    ApiPropertyOptional({
      type: 'string',
      ...schema,
      description: 'As in profile (the spec’s flat shape).',
    } as ApiPropertyOptions),
    Allow(),
    Transform(() => undefined, { toClassOnly: true }),
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
