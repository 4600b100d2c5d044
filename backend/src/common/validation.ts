import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsEmail,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { MultiLine } from './plain-text.js';

export const AVATAR_MIN = 1;
export const AVATAR_MAX = 1025;

const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
const lowerTrim = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value,
);

/** A whole number written in a query string: digits only (not ' 2', '0x10' or '1e3'), else left as text to be refused. */
export const QueryWholeNumber = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value,
  );

/** For query parameters: an empty value (`?q=`) counts as not given. */
export const IfGiven = () =>
  ValidateIf((_object: object, value: unknown) => value !== undefined && value !== '');

/** Skips validation only when the key is absent: an explicit null is still checked (and refused). */
export const IfPresent = () => ValidateIf((_object: object, value: unknown) => value !== undefined);

interface TextOptions {
  maxLength: number;
  /** Message when missing or blank. */
  requiredMessage?: string;
  /** May be left out; when given it must not be blank. */
  optional?: boolean;
  /** May be left out, null or blank (clears the value). */
  clearable?: boolean;
  /** Line breaks and tabs allowed (other control characters never are). */
  multiLine?: boolean;
  description?: string;
  example?: string;
}

/** A trimmed text field with a length limit, documented in OpenAPI. Checks run in order: presence, type, length. */
export function TextField(label: string, options: TextOptions): PropertyDecorator {
  const optional = options.optional || options.clearable;
  const doc = { maxLength: options.maxLength, description: options.description, example: options.example };
  const documented = optional
    ? ApiPropertyOptional({ ...doc, nullable: options.clearable ? true : undefined, type: String })
    : ApiProperty({ ...doc, type: String });
  const required = IsNotEmpty({ message: options.requiredMessage ?? `${label} is required.` });
  const presence = options.clearable
    ? [IsOptional()]
    : options.optional
      ? [required, IfPresent()]
      : [required];
  return applyDecorators(
    documented,
    ...presence,
    IsString({ message: `${label} must be text.` }),
    MaxLength(options.maxLength, {
      message: `${label} must be at most ${options.maxLength} characters long.`,
    }),
    trim,
    ...(options.multiLine ? [MultiLine()] : []),
  );
}

/** An e-mail address, trimmed and lower-cased. */
export function EmailField(
  options: { requiredMessage?: string; optional?: boolean } = {},
): PropertyDecorator {
  const documented = options.optional
    ? ApiPropertyOptional({ format: 'email', maxLength: 254, example: 'ash@example.com' })
    : ApiProperty({ format: 'email', maxLength: 254, example: 'ash@example.com' });
  const required = IsNotEmpty({ message: options.requiredMessage ?? 'Email is required.' });
  const presence = options.optional ? [required, IfPresent()] : [required];
  return applyDecorators(
    documented,
    ...presence,
    IsString({ message: 'Please enter a valid email address' }),
    MaxLength(254, { message: 'Email must be at most 254 characters long.' }),
    IsEmail({}, { message: 'Please enter a valid email address' }),
    lowerTrim,
  );
}

/** A Pokédex number chosen as avatar. */
export function AvatarField(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      minimum: AVATAR_MIN,
      maximum: AVATAR_MAX,
      default: 25,
      description: 'Pokédex number',
    }),
    IfPresent(),
    IsInt({ message: `Avatar must be a Pokédex number from ${AVATAR_MIN} to ${AVATAR_MAX}.` }),
    Min(AVATAR_MIN, { message: `Avatar must be a Pokédex number from ${AVATAR_MIN} to ${AVATAR_MAX}.` }),
    Max(AVATAR_MAX, { message: `Avatar must be a Pokédex number from ${AVATAR_MIN} to ${AVATAR_MAX}.` }),
  );
}
