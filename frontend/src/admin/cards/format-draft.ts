import type { FormatDto, UpdateFormatDto } from '../../api/generated/types.gen';
import { formatMarks, marksError, parseMarks } from './legal-marks';
import {
  cardNameError,
  cardNumberError,
  dayError,
  RULE_MESSAGES,
  seriesError,
  setIdError,
} from './format-rules';

export type FormatCode = FormatDto['code'];
export type EditableKey = keyof Pick<
  UpdateFormatDto,
  'legalMarks' | 'firstSeries' | 'firstSetReleaseDate' | 'bannedPrints' | 'bannedCardNames' | 'setLegalFrom'
>;

/** What the page edits in each format; a save sends some of these keys and never any other. */
export const EDITABLE_KEYS: Readonly<Record<FormatCode, readonly EditableKey[]>> = {
  standard: ['legalMarks', 'bannedPrints', 'bannedCardNames', 'setLegalFrom'],
  expanded: ['firstSeries', 'firstSetReleaseDate', 'bannedPrints', 'bannedCardNames', 'setLegalFrom'],
};

export interface PrintRow {
  readonly key: string;
  readonly name: string;
  readonly setId: string;
  readonly number: string;
}
export interface NameRow {
  readonly key: string;
  readonly name: string;
}
export interface SetDateRow {
  readonly key: string;
  readonly setId: string;
  readonly date: string;
}

/** A format as its form holds it: text as typed, list entries as rows with a stable key. */
export interface FormatDraft {
  readonly legalMarks: string;
  readonly firstSeries: string;
  readonly firstSetReleaseDate: string;
  readonly bannedPrints: readonly PrintRow[];
  readonly bannedCardNames: readonly NameRow[];
  readonly setLegalFrom: readonly SetDateRow[];
}

type RowErrors<Field extends string> = Readonly<Record<string, Readonly<Partial<Record<Field, string>>>>>;

/** Messages by field; for the tables, by row key and column. Only fields with a problem appear. */
export interface DraftErrors {
  legalMarks?: string;
  firstSeries?: string;
  firstSetReleaseDate?: string;
  bannedPrints?: RowErrors<'name' | 'setId' | 'number'>;
  bannedCardNames?: RowErrors<'name'>;
  setLegalFrom?: RowErrors<'setId' | 'date'>;
}

let lastRowKey = 0;
/** A key for a new table row (React keys, error lookup, focus). */
export const newRowKey = (): string => `row-${++lastRowKey}`;

export function toDraft(format: FormatDto): FormatDraft {
  return {
    legalMarks: formatMarks(format.legalMarks),
    firstSeries: format.firstSeries ?? '',
    firstSetReleaseDate: format.firstSetReleaseDate ?? '',
    bannedPrints: format.bannedPrints.map((print) => ({ key: newRowKey(), ...print })),
    bannedCardNames: format.bannedCardNames.map((name) => ({ key: newRowKey(), name })),
    setLegalFrom: Object.entries(format.setLegalFrom)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([setId, date]) => ({ key: newRowKey(), setId, date })),
  };
}

const blank = (value: string | undefined) => (value ?? '').trim() === '';

function rowErrors<Row extends { key: string }, Field extends string>(
  rows: readonly Row[],
  check: (row: Row) => Partial<Record<Field, string | null>>,
): RowErrors<Field> | undefined {
  const found: Record<string, Partial<Record<Field, string>>> = {};
  for (const row of rows) {
    const messages = Object.entries(check(row)).filter(
      (entry): entry is [Field, string] => typeof entry[1] === 'string',
    );
    if (messages.length > 0) found[row.key] = Object.fromEntries(messages) as Partial<Record<Field, string>>;
  }
  return Object.keys(found).length > 0 ? found : undefined;
}

/**
 * The server's rules, field by field, for the keys this format edits. A text the format did not
 * have and that is still blank is fine (it is not sent); one it had may not be emptied.
 */
export function validateDraft(draft: FormatDraft, format: FormatDto): DraftErrors {
  const keys = EDITABLE_KEYS[format.code];
  const errors: DraftErrors = {};
  if (keys.includes('legalMarks') && !(blank(draft.legalMarks) && format.legalMarks === undefined)) {
    errors.legalMarks = marksError(draft.legalMarks) ?? undefined;
  }
  if (keys.includes('firstSeries') && !(blank(draft.firstSeries) && blank(format.firstSeries))) {
    errors.firstSeries = seriesError(draft.firstSeries) ?? undefined;
  }
  if (
    keys.includes('firstSetReleaseDate') &&
    !(blank(draft.firstSetReleaseDate) && blank(format.firstSetReleaseDate))
  ) {
    errors.firstSetReleaseDate = dayError(draft.firstSetReleaseDate) ?? undefined;
  }
  errors.bannedPrints = rowErrors(draft.bannedPrints, (row) => ({
    name: cardNameError(row.name),
    setId: setIdError(row.setId),
    number: cardNumberError(row.number),
  }));
  errors.bannedCardNames = rowErrors(draft.bannedCardNames, (row) => ({ name: cardNameError(row.name) }));
  const seen = new Set<string>();
  errors.setLegalFrom = rowErrors(draft.setLegalFrom, (row) => {
    const id = row.setId.trim().toLowerCase();
    const twice = id !== '' && seen.has(id);
    seen.add(id);
    return { setId: twice ? RULE_MESSAGES.duplicate : setIdError(row.setId), date: dayError(row.date) };
  });
  for (const key of Object.keys(errors) as (keyof DraftErrors)[]) {
    if (errors[key] === undefined) delete errors[key];
  }
  return errors;
}

export const hasDraftErrors = (errors: DraftErrors): boolean => Object.keys(errors).length > 0;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sorted = (values: readonly string[]) => [...values].sort();

/** Each editable key in the form the API takes, from the draft. */
function draftValues(draft: FormatDraft): Required<Pick<UpdateFormatDto, EditableKey>> {
  return {
    legalMarks: parseMarks(draft.legalMarks).marks,
    firstSeries: draft.firstSeries.trim(),
    firstSetReleaseDate: draft.firstSetReleaseDate.trim(),
    bannedPrints: draft.bannedPrints.map(({ name, setId, number }) => ({
      name: name.trim(),
      setId: setId.trim(),
      number: number.trim(),
    })),
    bannedCardNames: draft.bannedCardNames.map(({ name }) => name.trim()),
    setLegalFrom: Object.fromEntries(
      draft.setLegalFrom.map(({ setId, date }) => [setId.trim(), date.trim()]),
    ),
  };
}

function unchanged(key: EditableKey, next: UpdateFormatDto, format: FormatDto): boolean {
  switch (key) {
    case 'legalMarks':
      return same(sorted(next.legalMarks ?? []), sorted(format.legalMarks ?? []));
    case 'firstSeries':
      return next.firstSeries === (format.firstSeries ?? '');
    case 'firstSetReleaseDate':
      return next.firstSetReleaseDate === (format.firstSetReleaseDate ?? '');
    case 'setLegalFrom':
      return same(
        Object.entries(next.setLegalFrom ?? {}).sort(([a], [b]) => a.localeCompare(b)),
        Object.entries(format.setLegalFrom).sort(([a], [b]) => a.localeCompare(b)),
      );
    default:
      return same(next[key], format[key]);
  }
}

/**
 * The body of `formatsUpdate`: the format's editable keys whose value differs from
 * the format as loaded, nothing else. Call it on a draft without errors.
 */
export function draftChanges(draft: FormatDraft, format: FormatDto): UpdateFormatDto {
  const next = draftValues(draft);
  const changes: UpdateFormatDto = {};
  for (const key of EDITABLE_KEYS[format.code]) {
    if (!unchanged(key, next, format)) Object.assign(changes, { [key]: next[key] });
  }
  return changes;
}
