import { describe, expect, it } from 'vitest';
import { expandedFormat, standardFormat } from '../test/cards-fixtures';
import {
  draftChanges,
  hasDraftErrors,
  newRowKey,
  toDraft,
  validateDraft,
  type FormatDraft,
} from './format-draft';
import { RULE_MESSAGES as M } from './format-rules';

const keyOf = (draft: FormatDraft, table: 'bannedPrints' | 'bannedCardNames' | 'setLegalFrom', i = 0) =>
  draft[table][i]?.key ?? '';

describe('toDraft', () => {
  it('shows marks as text and lists as rows, set dates sorted by set id', () => {
    const draft = toDraft({ ...standardFormat, setLegalFrom: { sv7: '2024-08-02', sv6: '2024-06-07' } });
    expect(draft.legalMarks).toBe('G, H, I');
    expect(draft.bannedPrints).toEqual([
      { key: expect.any(String), name: 'Lysandre’s Trump Card', setId: 'xy3', number: '99' },
    ]);
    expect(draft.setLegalFrom.map((row) => row.setId)).toEqual(['sv6', 'sv7']);
    expect(toDraft(expandedFormat)).toMatchObject({
      firstSeries: 'Black & White',
      firstSetReleaseDate: '2011-04-25',
      bannedCardNames: [{ name: 'Forest of Giant Plants' }],
    });
  });
});

describe('draftChanges', () => {
  it('sends nothing for an untouched format', () => {
    expect(draftChanges(toDraft(standardFormat), standardFormat)).toEqual({});
    expect(draftChanges(toDraft(expandedFormat), expandedFormat)).toEqual({});
  });

  it('sends only the marks when only the marks changed', () => {
    const draft = { ...toDraft(standardFormat), legalMarks: 'H, I, J' };
    expect(draftChanges(draft, standardFormat)).toEqual({ legalMarks: ['H', 'I', 'J'] });
    // The same marks in another order are no change.
    expect(draftChanges({ ...draft, legalMarks: 'I G H' }, standardFormat)).toEqual({});
  });

  it("never sends another format's keys", () => {
    const draft = {
      ...toDraft(standardFormat),
      firstSeries: 'Sun & Moon',
      firstSetReleaseDate: '2017-02-03',
    };
    expect(draftChanges(draft, standardFormat)).toEqual({});
    const expanded = { ...toDraft(expandedFormat), legalMarks: 'A' };
    expect(draftChanges(expanded, expandedFormat)).toEqual({});
  });

  it('sends whole lists, trimmed, when rows were added, changed or removed', () => {
    const base = toDraft(standardFormat);
    const draft: FormatDraft = {
      ...base,
      bannedPrints: [
        ...base.bannedPrints,
        { key: newRowKey(), name: ' Forest of Giant Plants ', setId: 'ao', number: '74 ' },
      ],
      bannedCardNames: [{ key: newRowKey(), name: 'Lost Vacuum' }],
      setLegalFrom: [],
    };
    expect(draftChanges(draft, standardFormat)).toEqual({
      bannedPrints: [
        { name: 'Lysandre’s Trump Card', setId: 'xy3', number: '99' },
        { name: 'Forest of Giant Plants', setId: 'ao', number: '74' },
      ],
      bannedCardNames: ['Lost Vacuum'],
      setLegalFrom: {},
    });
  });

  it('sends the Expanded series and date when they changed', () => {
    const draft = { ...toDraft(expandedFormat), firstSetReleaseDate: '2013-02-06' };
    expect(draftChanges(draft, expandedFormat)).toEqual({ firstSetReleaseDate: '2013-02-06' });
  });
});

describe('validateDraft', () => {
  it('accepts the formats as loaded', () => {
    expect(validateDraft(toDraft(standardFormat), standardFormat)).toEqual({});
    expect(validateDraft(toDraft(expandedFormat), expandedFormat)).toEqual({});
  });

  it('checks the marks of Standard only', () => {
    const bad = { ...toDraft(standardFormat), legalMarks: 'H, i' };
    expect(validateDraft(bad, standardFormat).legalMarks).toMatch(/one capital letter/);
    expect(validateDraft({ ...toDraft(expandedFormat), legalMarks: 'h' }, expandedFormat)).toEqual({});
  });

  it('checks the Expanded series and date, which may not be emptied', () => {
    const draft = { ...toDraft(expandedFormat), firstSeries: ' ', firstSetReleaseDate: '25/04/2011' };
    expect(validateDraft(draft, expandedFormat)).toEqual({
      firstSeries: M.required,
      firstSetReleaseDate: M.day,
    });
    const none = { ...expandedFormat, firstSeries: undefined, firstSetReleaseDate: undefined };
    expect(validateDraft(toDraft(none), none)).toEqual({});
  });

  it('marks each bad cell by row and column', () => {
    const base = toDraft(standardFormat);
    const draft: FormatDraft = {
      ...base,
      bannedPrints: [{ ...base.bannedPrints[0]!, setId: 'xy 3', number: '99/122' }],
      bannedCardNames: [{ key: newRowKey(), name: '' }],
      setLegalFrom: [...base.setLegalFrom, { key: newRowKey(), setId: 'SV6', date: '2024-06-31' }],
    };
    const errors = validateDraft(draft, standardFormat);
    expect(errors).toEqual({
      bannedPrints: { [keyOf(draft, 'bannedPrints')]: { setId: M.setId, number: M.number } },
      bannedCardNames: { [keyOf(draft, 'bannedCardNames')]: { name: M.required } },
      setLegalFrom: { [keyOf(draft, 'setLegalFrom', 1)]: { setId: M.duplicate, date: M.day } },
    });
    expect(hasDraftErrors(errors)).toBe(true);
    expect(hasDraftErrors({})).toBe(false);
  });
});
