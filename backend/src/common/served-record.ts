import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { Allow, IsNotEmpty, IsObject, ValidateNested } from 'class-validator';
import { IfPresent } from './validation.js';

/*
 * The admin API's convention for writes: react-admin's stock simple-rest client sends records back as it
 * received them (`PUT /api/admin/<resource>/{id}` with the whole record, edited; `POST` with the form's
 * record). So a write DTO of an admin resource declares every field of the record as served: a field the admin
 * may change is validated as usual, nested objects with `@NestedFields`, and the rest with `@ReadOnlyField`.
 * Any other key is still refused by name ('Unknown field 'x' is not allowed.'). See docs/adr/0018.
 */

/**
 * A field of the served record that a write never changes (ids, dates, computed values): accepted whatever it
 * holds, then dropped before the service sees it. Documented as read-only.
 */
export function ReadOnlyField(schema: {
  type: 'integer' | 'string';
  format?: 'date-time' | 'uri';
  nullable?: boolean;
}): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ ...schema, readOnly: true, description: 'As served; accepted and ignored.' }),
    Allow(),
    Transform(() => undefined, { toClassOnly: true }),
  );
}

/** A nested object of the served record, checked by its own DTO class (its unknown keys refused by path). */
export function NestedFields(
  type: () => new () => object,
  options: {
    label: string;
    requiredMessage?: string;
    /** Documented as optional, with this description, where another shape of the body may stand in for it. */
    replaceableBy?: string;
  },
): PropertyDecorator {
  // Written out so the arrow is named `type`: that is how @nestjs/swagger recognises a lazy type.
  const documented = { type: () => type() };
  const documentation = options.replaceableBy
    ? ApiPropertyOptional({ ...documented, description: options.replaceableBy })
    : options.requiredMessage
      ? ApiProperty(documented)
      : ApiPropertyOptional(documented);
  const presence = [
    documentation,
    options.requiredMessage ? IsNotEmpty({ message: options.requiredMessage }) : IfPresent(),
  ];
  return applyDecorators(
    ...presence,
    IsObject({ message: `${options.label} must be an object.` }),
    ValidateNested(),
    Type(type),
  );
}

/**
 * A nested record (or, with `list`, a list of them) served for reading only (e.g. the member an achievement
 * belongs to, which its id field chooses): accepted whatever it holds, and dropped before the service sees it.
 * Documented as that record.
 */
export function ReadOnlyRecord(
  type: () => new () => object,
  { list = false }: { list?: boolean } = {},
): PropertyDecorator {
  return applyDecorators(
    // Written out so the arrow is named `type`: that is how @nestjs/swagger recognises a lazy type.
    ApiPropertyOptional({
      type: () => type(),
      ...(list ? { isArray: true } : { nullable: true }),
      readOnly: true,
      description: 'As served; accepted and ignored.',
    }),
    Allow(),
    Transform(() => undefined, { toClassOnly: true }),
  );
}
