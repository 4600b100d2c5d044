import { FieldLabel, illFormedTextProblem, MultiLine, plainTextProblem } from './plain-text.js';

class NoteDto {
  title = '';
  @MultiLine()
  body = '';
  tags: string[] = [];
}

const note = (fields: Partial<NoteDto>) => Object.assign(new NoteDto(), fields);

class ProfileDto {
  @FieldLabel('First name')
  firstName = '';
  notes: NoteDto[] = [];
}

describe('plain text: the one rule for every string the API accepts', () => {
  it('accepts ordinary text, accents and emoji', () => {
    expect(
      plainTextProblem(note({ title: 'Pokémon Centre ✨', body: 'Line one\nLine two\r\n\tindented' }), ''),
    ).toBe(undefined);
  });

  it('refuses NUL and other control characters everywhere, naming the field', () => {
    expect(plainTextProblem(note({ title: 'a\u0000b' }), '')).toBe(
      'title must be plain text: control characters are not allowed.',
    );
    expect(plainTextProblem(note({ body: 'bell\u0007' }), '')).toBe(
      'body must be plain text: control characters other than line breaks and tabs are not allowed.',
    );
    expect(plainTextProblem(note({ title: 'del\u007f' }), '')).toMatch(/^title/);
    expect(plainTextProblem(note({ title: 'c1\u0085' }), '')).toMatch(/^title/);
  });

  it('names a labelled field by its label, as its other messages do', () => {
    expect(plainTextProblem(Object.assign(new ProfileDto(), { firstName: 'A\u0000b' }), '')).toBe(
      'First name must be plain text: control characters are not allowed.',
    );
    const nested = Object.assign(new ProfileDto(), { notes: [note({ title: 'x\u0000' })] });
    expect(plainTextProblem(nested, '')).toMatch(/^notes\[0\]\.title must be plain text/);
  });

  it('refuses the invisible characters that reverse how text reads, and keeps the direction marks', () => {
    expect(plainTextProblem(note({ body: 'gpj.\u202Eexe' }), '')).toBe(
      "body must not contain characters that reverse the text's direction.",
    );
    expect(plainTextProblem(note({ title: 'a\u2067b\u2069' }), '')).toMatch(/reverse the text's direction/);
    expect(plainTextProblem(note({ title: 'שלום\u200F Ash' }), '')).toBe(undefined);
  });

  it('allows line breaks and tabs only in multi-line fields', () => {
    expect(plainTextProblem(note({ title: 'two\nlines' }), '')).toBe('title must be a single line of text.');
    expect(plainTextProblem(note({ title: 'tab\there' }), '')).toBe('title must be a single line of text.');
  });

  it('refuses text that is not well-formed Unicode (a lone surrogate)', () => {
    expect(plainTextProblem(note({ title: 'half \ud83d' }), '')).toBe('title must be valid Unicode text.');
  });

  it('walks lists and nested objects, and checks a bare value under its parameter name', () => {
    expect(plainTextProblem(note({ tags: ['ok', 'b\u0000d'] }), '')).toBe(
      'tags[1] must be plain text: control characters are not allowed.',
    );
    expect(plainTextProblem({ profile: { firstName: 'A\u0000' } }, '')).toMatch(/^profile\.firstName/);
    expect(plainTextProblem('sv1-1\u0000', 'id')).toMatch(/^id must be plain text/);
    expect(plainTextProblem({ when: new Date(), count: 3, flag: true, none: null }, '')).toBe(undefined);
  });
});

describe('ill-formed text, checked before any validator sees it', () => {
  it('finds a lone surrogate anywhere and nothing else', () => {
    expect(illFormedTextProblem({ email: '\ud800' }, '')).toBe('email must be valid Unicode text.');
    expect(illFormedTextProblem({ name: 'a\u0000b', notes: 'x\ny' }, '')).toBe(undefined);
  });
});
