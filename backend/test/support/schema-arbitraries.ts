import fc, { type Arbitrary } from 'fast-check';

/** The parts of OpenAPI 3 schemas the API's DTOs use. */
export interface Schema {
  $ref?: string;
  allOf?: Schema[];
  type?: 'object' | 'string' | 'number' | 'integer' | 'boolean' | 'array';
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  enum?: unknown[];
  nullable?: boolean;
  /** A field of the served record that writes accept and ignore (admin resources). */
  readOnly?: boolean;
  format?: string;
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  example?: unknown;
}

export type Components = Record<string, Schema>;

/** The schema itself: references and single-schema `allOf` followed. */
export function resolve(schema: Schema, components: Components): Schema {
  if (schema.$ref) return resolve(components[schema.$ref.replace('#/components/schemas/', '')], components);
  if (schema.allOf?.length === 1)
    return { ...schema, ...resolve(schema.allOf[0], components), allOf: undefined };
  return schema;
}

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_TYPED = /[\u0000-\u001f\u007f-\u009f]/u;

/** Text a person could type: letters, accents, emoji, punctuation; never control characters. */
const typedText = (minLength: number, maxLength: number) =>
  fc
    .string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, 60) })
    .filter((text) => text.length >= minLength && text.length <= maxLength && !NOT_TYPED.test(text));

const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u0085', '\ud800'];

/** Values that fit the schema (the server may still refuse them on other grounds: unknown ids, conflicts). */
export function validValue(input: Schema, components: Components): Arbitrary<unknown> {
  const schema = resolve(input, components);
  const value = ((): Arbitrary<unknown> => {
    if (schema.enum) return fc.constantFrom(...schema.enum);
    switch (schema.type) {
      case 'string':
        if (schema.format === 'email') return fc.emailAddress().filter((email) => email.length <= 254);
        if (schema.format === 'date-time')
          return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
        if (schema.format === 'uuid') return fc.uuid();
        if (schema.format === 'date')
          return fc
            .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
            .map((d) => d.toISOString().slice(0, 10));
        return typedText(schema.minLength ?? 0, schema.maxLength ?? 200);
      case 'integer':
      case 'number':
        return fc.integer({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 1_000_000 });
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(validValue(schema.items ?? {}, components), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 8, 8),
        });
      case 'object':
      default:
        return validObject(schema, components);
    }
  })();
  return schema.nullable ? fc.oneof(value, fc.constant(null)) : value;
}

function validObject(schema: Schema, components: Components): Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const record = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, validValue(property, components)]),
  );
  return fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
}

/** Whether `value` is a whole number of `step`s (to the cent: binary fractions are never exact). */
const isMultipleOf = (value: number, step: number) =>
  Math.abs(value / step - Math.round(value / step)) < 1e-9;

/**
 * A fraction, where the schema forbids one: an integer, or a number in steps it is not a multiple of (1.5 is a
 * fine amount of pounds, in steps of 0.01).
 */
function fractionRefused(schema: Schema): boolean {
  if (schema.type === 'integer') return true;
  return schema.type === 'number' && schema.multipleOf !== undefined && !isMultipleOf(1.5, schema.multipleOf);
}

/** A value of the wrong kind for the schema. */
function wrongKind(schema: Schema): Arbitrary<unknown> {
  const kinds: Arbitrary<unknown>[] = [fc.constant({ nested: true }), fc.constant([1, 2])];
  if (schema.type !== 'string' && !schema.enum) kinds.push(fc.constant('not a number'), fc.constant(''));
  if (schema.type === 'string' || schema.enum) kinds.push(fc.integer(), fc.boolean());
  if (schema.type === 'integer' || schema.type === 'number') kinds.push(fc.constant(true));
  if (fractionRefused(schema)) kinds.push(fc.constant(1.5));
  if (schema.type === 'boolean') kinds.push(fc.constant('yes'), fc.constant(1));
  if (schema.enum) kinds.push(fc.constant('NOT_ONE_OF_THEM'));
  if (!schema.nullable) kinds.push(fc.constant(null));
  return fc.oneof(...kinds);
}

/** A value the schema refuses: wrong kind, out of range, too long, or text with a control character. */
export function invalidValue(input: Schema, components: Components): Arbitrary<unknown> {
  const schema = resolve(input, components);
  const ways: Arbitrary<unknown>[] = [];
  if (schema.type !== 'object' && schema.type !== 'array') ways.push(wrongKind(schema));
  if (schema.type === 'string' && !schema.enum) {
    ways.push(
      fc
        .tuple(typedText(0, 20), fc.constantFrom(...CONTROL_CHARACTERS), typedText(0, 20))
        .map(([before, control, after]) => `${before}${control}${after}`),
    );
    if (schema.maxLength !== undefined) ways.push(fc.constant('x'.repeat(schema.maxLength + 1)));
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    if (schema.maximum !== undefined)
      ways.push(fc.integer({ min: schema.maximum + 1, max: schema.maximum + 1e9 }));
    if (schema.minimum !== undefined)
      ways.push(fc.integer({ min: schema.minimum - 1e9, max: schema.minimum - 1 }));
    // Between two steps: 0.005 of an amount in pounds.
    if (schema.multipleOf !== undefined)
      ways.push(fc.constant((schema.minimum ?? 0) + schema.multipleOf / 2));
  }
  if (schema.type === 'array') ways.push(fc.constant('not a list'), fc.constant({ 0: 'x' }));
  if (schema.type === 'object' || schema.properties) ways.push(invalidObject(schema, components));
  return ways.length ? fc.oneof(...ways) : fc.constant(Symbol('unrepresentable'));
}

/** An object body the DTO must refuse: one field spoiled, a required one missing, or a key it does not know. */
export function invalidObject(schema: Schema, components: Components): Arbitrary<unknown> {
  // A read-only field is accepted whatever it holds, so spoiling it spoils nothing.
  const properties = Object.entries(schema.properties ?? {}).filter(
    ([, property]) => !resolve(property, components).readOnly,
  );
  const valid = validObject(schema, components);
  const ways: Arbitrary<unknown>[] = [fc.constantFrom(null, [], 'text', 42, true)];
  // A dictionary (additionalProperties) takes any key.
  if (!schema.additionalProperties) ways.push(valid.map((body) => ({ ...body, unexpectedKey: 'surprise' })));
  if (properties.length) {
    ways.push(
      fc
        .tuple(valid, fc.constantFrom(...properties))
        .chain(([body, [key, property]]) =>
          invalidValue(property, components).map((bad) => ({ ...body, [key]: bad })),
        )
        .filter((body) => !Object.values(body).some((value) => typeof value === 'symbol')),
    );
  }
  const required = (schema.required ?? []).filter((key) => properties.some(([name]) => name === key));
  if (required.length) {
    ways.push(
      fc.tuple(valid, fc.constantFrom(...required)).map(([body, key]) => {
        const rest: Record<string, unknown> = { ...body };
        delete rest[key];
        return rest;
      }),
    );
  }
  return fc.oneof(...ways);
}
