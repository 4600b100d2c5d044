import fc, { type Arbitrary } from 'fast-check';
import { type Components, resolve, type Schema, validValue } from './schema-arbitraries.js';

/** A multipart/form-data body: text fields (in order, a name may repeat) and files. */
export interface FormBody {
  fields: [string, string][];
  files: { field: string; name: string; type: string; bytes: Buffer }[];
}

/** Files to send: real pictures the pipeline takes, and junk it must refuse (random bytes, a script, an SVG). */
export interface FilePool {
  pictures: { name: string; type: string; bytes: Buffer }[];
  hostile: { name: string; type: string; bytes: Buffer }[];
}

const isFile = (schema: Schema) => schema.type === 'string' && schema.format === 'binary';
const isFileList = (schema: Schema) => schema.type === 'array' && !!schema.items && isFile(schema.items);

/** What a browser sends for a value: text as it is, numbers and yes/no written out. */
const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

function anyFile(pool: FilePool): Arbitrary<FormBody['files'][number] & { field: '' }> {
  const junk = fc.uint8Array({ minLength: 0, maxLength: 300 }).map((bytes) => ({
    name: 'junk.png',
    type: 'image/png',
    bytes: Buffer.from(bytes),
  }));
  return fc
    .oneof(fc.constantFrom(...pool.pictures), fc.constantFrom(...pool.hostile), junk)
    .map((file) => ({ ...file, field: '' as const }));
}

/** The fields the schema allows, any of its files (pictures or junk: both must be answered without a 5xx). */
export function validForm(schema: Schema, components: Components, pool: FilePool): Arbitrary<FormBody> {
  const properties = Object.entries(schema.properties ?? {}).map(
    ([key, property]) => [key, resolve(property, components)] as const,
  );
  const required = new Set(schema.required ?? []);
  const parts = properties.map(([key, property]): Arbitrary<Partial<FormBody>> => {
    if (isFileList(property)) {
      return fc
        .array(anyFile(pool), { minLength: property.minItems ?? 0, maxLength: property.maxItems ?? 8 })
        .map((files) => ({ files: files.map((file) => ({ ...file, field: key })) }));
    }
    if (isFile(property))
      return fc.option(anyFile(pool)).map((file) => ({ files: file ? [{ ...file, field: key }] : [] }));
    const value = validValue(property, components).map((v) =>
      // A form cannot send null: an emptied field is sent empty.
      v === null
        ? { fields: [[key, '']] as [string, string][] }
        : { fields: [[key, asText(v)]] as [string, string][] },
    );
    return required.has(key) ? value : fc.option(value).map((part) => part ?? {});
  });
  return fc.tuple(...parts).map((all) => ({
    fields: all.flatMap((part) => part.fields ?? []),
    files: all.flatMap((part) => part.files ?? []),
  }));
}

/** Text the field's schema refuses, as a form would carry it. */
function invalidText(schema: Schema): Arbitrary<string> {
  if (schema.enum) return fc.constantFrom('NOT_ONE_OF_THEM', `${String(schema.enum[0])}\u0000`);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return fc.constantFrom(
        'not a number',
        '1.5.2',
        '12abc',
        ...(schema.maximum === undefined ? [] : [String(schema.maximum + 1)]),
        ...(schema.minimum === undefined ? [] : [String(schema.minimum - 1)]),
      );
    case 'boolean':
      return fc.constantFrom('yes', '1', 'TRUE ');
    default:
      return fc.oneof(
        fc.constantFrom('bad\u0000text', 'esc\u001b[31m', 'bell\u0007'),
        ...(schema.maxLength === undefined ? [] : [fc.constant('x'.repeat(schema.maxLength + 1))]),
      );
  }
}

/**
 * A form the route must refuse: an unknown text field, a field given twice, a field its schema refuses, a required
 * field missing, a file where text goes or text where a file goes, too many files, or a hostile file.
 */
export function invalidForm(schema: Schema, components: Components, pool: FilePool): Arbitrary<FormBody> {
  const valid = validForm(schema, components, pool);
  const properties = Object.entries(schema.properties ?? {}).map(
    ([key, property]) => [key, resolve(property, components)] as const,
  );
  const texts = properties.filter(([, property]) => !isFile(property) && !isFileList(property));
  const fileFields = properties.filter(([, property]) => isFile(property) || isFileList(property));
  const picture = fc.constantFrom(...pool.pictures);
  const ways: Arbitrary<FormBody>[] = [
    valid.map((body) => ({ ...body, fields: [...body.fields, ['unexpectedKey', 'surprise']] })),
    valid.chain((body) =>
      picture.map((file) => ({ ...body, files: [...body.files, { ...file, field: 'unexpectedFile' }] })),
    ),
  ];
  if (texts.length) {
    ways.push(
      fc.tuple(valid, fc.constantFrom(...texts)).chain(([body, [key, property]]) =>
        invalidText(property).map((bad) => ({
          ...body,
          fields: [...body.fields.filter(([name]) => name !== key), [key, bad] as [string, string]],
        })),
      ),
      fc.tuple(valid, fc.constantFrom(...texts)).map(([body, [key]]) => ({
        ...body,
        fields: [...body.fields.filter(([name]) => name !== key), [key, 'one'], [key, 'two']] as [
          string,
          string,
        ][],
      })),
    );
  }
  const required = texts.filter(([key]) => schema.required?.includes(key));
  if (required.length) {
    ways.push(
      fc.tuple(valid, fc.constantFrom(...required)).map(([body, [key]]) => ({
        ...body,
        fields: body.fields.filter(([name]) => name !== key),
      })),
    );
  }
  for (const [key, property] of fileFields) {
    const most = isFileList(property) ? (property.maxItems ?? 8) : 1;
    const others = (body: FormBody) => body.files.filter((file) => file.field !== key);
    ways.push(
      valid.map((body) => ({
        ...body,
        fields: [...body.fields, [key, 'text where a file goes'] as [string, string]],
      })),
      fc.tuple(valid, picture).map(([body, file]) => ({
        ...body,
        files: [...others(body), ...Array.from({ length: most + 1 }, () => ({ ...file, field: key }))],
      })),
      fc.tuple(valid, fc.constantFrom(...pool.hostile)).map(([body, file]) => ({
        ...body,
        files: [...others(body), { ...file, field: key }],
      })),
    );
  }
  return fc.oneof(...ways);
}

export function formData(body: FormBody): FormData {
  const data = new FormData();
  for (const [key, value] of body.fields) data.append(key, value);
  for (const file of body.files) {
    data.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  }
  return data;
}
