import {
  isBirthDate,
  isPlayerId,
  PLAYER_ID_MAX_LENGTH,
  readDay,
  ukDay,
  VALID_BIRTH_DATE,
  VALID_EMAIL,
  VALID_PLAYER_ID,
} from '@club/rules';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsEmail,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { avatarNumberOf, OFFICIAL_ARTWORK_BASE } from './avatar-url.js';
import { FieldLabel, MultiLine } from './plain-text.js';

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
    FieldLabel(label),
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
    IsString({ message: VALID_EMAIL }),
    MaxLength(254, { message: 'Email must be at most 254 characters long.' }),
    IsEmail({}, { message: VALID_EMAIL }),
    lowerTrim,
  );
}

/** How an avatar is written: a Pokédex number, or its picture's URL. */
export const AVATAR_SCHEMA = {
  oneOf: [
    { type: 'integer', minimum: AVATAR_MIN, maximum: AVATAR_MAX },
    { type: 'string', format: 'uri', maxLength: 2000, example: `${OFFICIAL_ARTWORK_BASE}/25.png` },
  ],
  description: 'Pokédex number, or an http(s) URL ending in `<number>.png` (only the number is kept)',
};

/** A Pokédex number chosen as avatar, or (as the spec writes avatars) its picture's URL ending in `<number>.png`. */
export function AvatarField(): PropertyDecorator {
  const message = `Avatar must be a Pokédex number from ${AVATAR_MIN} to ${AVATAR_MAX}.`;
  return applyDecorators(
    ApiPropertyOptional({ ...AVATAR_SCHEMA, default: 25 }),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? (avatarNumberOf(value) ?? value) : value,
    ),
    IfPresent(),
    IsInt({ message }),
    Min(AVATAR_MIN, { message }),
    Max(AVATAR_MAX, { message }),
  );
}

/** Present and not null or blank (the clearable fields' test). */
const IfFilled = () =>
  ValidateIf((_object: object, value: unknown) => value !== undefined && value !== null && value !== '');

/** An http(s) address of at most 2000 characters; null or blank clears it. */
export function HttpUrlField(label: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, format: 'uri', maxLength: 2000 }),
    IfFilled(),
    MaxLength(2000, { message: `${label} must be at most 2000 characters long.` }),
    IsUrl(
      { protocols: ['http', 'https'], require_protocol: true, require_tld: false },
      { message: `${label} must be an http(s) URL.` },
    ),
  );
}

function isDay(value: unknown): boolean {
  const day = typeof value === 'string' ? readDay(value) : null;
  return day !== null && day.year >= 1900 && day.year < 2100;
}

/** A day ('YYYY-MM-DD', 1900 to 2099); a date-time, as react-admin's date input may send, keeps its date part. */
export function DayField(options: { required: boolean; requiredMessage: string; message: string }) {
  return applyDecorators(
    (options.required ? ApiProperty : ApiPropertyOptional)({
      type: String,
      format: 'date',
      example: '2026-05-16',
    }),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value,
    ),
    ...(options.required ? [] : [IfPresent()]),
    IsNotEmpty({ message: options.requiredMessage }),
    MaxLength(10, { message: options.message }),
    ValidateBy({ name: 'day', validator: { validate: isDay } }, { message: options.message }),
  );
}

/** Pounds with at most two decimals, whole pence once multiplied by 100 (floating point forgiven). */
function isPounds(value: unknown): boolean {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    Math.abs(value * 100 - Math.round(value * 100)) < 1e-6
  );
}

/** Pounds as pence, the way money is stored. */
export const toPence = (pounds: number): number => Math.round(pounds * 100);
/** Pence as pounds, the way the API shows money. */
export const toPounds = (pence: number): number => pence / 100;

/**
 * An amount in GBP (pounds, at most two decimals, from 0 to `max`), stored as integer pence. In a multipart
 * form (`form: true`) it arrives as text ('12.50') and is read as a number first; JSON must send a number.
 */
export function MoneyField(
  label: string,
  options: {
    max: number;
    required?: boolean;
    requiredMessage?: string;
    nullable?: boolean;
    description?: string;
    form?: boolean;
  },
): PropertyDecorator {
  const message = `${label} must be an amount in pounds from 0 to ${options.max} with at most two decimals.`;
  const documented = {
    type: Number,
    minimum: 0,
    maximum: options.max,
    multipleOf: 0.01,
    nullable: options.nullable || undefined,
    description: options.description ?? 'GBP',
    example: 12.5,
  };
  const presence = options.required
    ? [IsNotEmpty({ message: options.requiredMessage ?? `${label} is required.` })]
    : options.nullable
      ? [IfFilled()]
      : [IfPresent()];
  return applyDecorators(
    options.required ? ApiProperty(documented) : ApiPropertyOptional(documented),
    ...(options.form ? [FormNumber()] : []),
    ...presence,
    IsNumber({ allowNaN: false, allowInfinity: false }, { message }),
    Min(0, { message }),
    Max(options.max, { message }),
    ValidateBy({ name: 'pounds', validator: { validate: isPounds } }, { message }),
  );
}

/** A number that a multipart form sends as text: plain decimals ('12.50') are read as numbers. */
const FormNumber = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\d{1,9}(?:\.\d{1,2})?$/.test(value.trim()) ? Number(value) : value,
  );

/** A yes/no that a multipart form sends as text: 'true' or 'false' are read as booleans (anything else refused). */
export const FormBoolean = () =>
  Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value));

/** A Play! Pokémon Player ID (digits, docs/adr/0061): optional; null or blank clears it. */
export function PlayerIdField(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      type: String,
      nullable: true,
      pattern: '^\\d{4,10}$',
      maxLength: PLAYER_ID_MAX_LENGTH,
      example: '5152458',
      description: 'Play! Pokémon Player ID (4 to 10 digits); null or blank clears it.',
    }),
    trim,
    IfFilled(),
    ValidateBy(
      {
        name: 'playerId',
        validator: { validate: (value) => typeof value === 'string' && isPlayerId(value) },
      },
      { message: VALID_PLAYER_ID },
    ),
  );
}

/** A date of birth ('YYYY-MM-DD', a real day from 1900 to today): optional; null or blank clears it. */
export function BirthDateField(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      type: String,
      nullable: true,
      format: 'date',
      example: '2013-05-16',
      description: 'Seen only by its owner and admins (docs/adr/0061); null or blank clears it.',
    }),
    trim,
    IfFilled(),
    ValidateBy(
      {
        name: 'birthDate',
        validator: { validate: (value) => typeof value === 'string' && isBirthDate(value, ukDay()) },
      },
      { message: VALID_BIRTH_DATE },
    ),
  );
}
