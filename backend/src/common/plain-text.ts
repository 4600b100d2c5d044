import 'reflect-metadata';

/** C0 and C1 control characters and DEL: never in text the API stores (PostgreSQL refuses NUL outright). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\v\f\u000E-\u001F\u007F-\u009F]/u;
/**
 * Bidirectional embeddings, overrides and isolates: invisible, and they make text read otherwise than it is
 * stored (a name shown backwards, a link that looks like another). The marks LRM and RLM stay allowed.
 */
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
/** Allowed only in fields declared multi-line. */
const LINE_BREAK_OR_TAB = /[\t\n\r]/;

const MULTI_LINE_KEY = 'club:multi-line';

/** Marks a text field (or a list of them) as multi-line: line breaks and tabs are allowed there. */
export function MultiLine(): PropertyDecorator {
  return (target, property) => {
    const fields = new Set<string | symbol>(
      Reflect.getMetadata(MULTI_LINE_KEY, target) as Set<string> | undefined,
    );
    fields.add(property);
    Reflect.defineMetadata(MULTI_LINE_KEY, fields, target);
  };
}

function isMultiLine(holder: object, property: string): boolean {
  const fields = Reflect.getMetadata(MULTI_LINE_KEY, holder) as Set<string> | undefined;
  return fields?.has(property) ?? false;
}

const LABEL_KEY = 'club:label';

/** The field's name in messages ('First name'), as its other validation messages say it. */
export function FieldLabel(label: string): PropertyDecorator {
  return (target, property) => {
    const labels = new Map<string | symbol, string>(
      Reflect.getMetadata(LABEL_KEY, target) as Map<string, string> | undefined,
    );
    labels.set(property, label);
    Reflect.defineMetadata(LABEL_KEY, labels, target);
  };
}

/** How a message names a field: its label at the top of a body, its path (`entries[2].name`) deeper down. */
function fieldName(holder: object, property: string, parent: string): string {
  if (parent) return `${parent}.${property}`;
  const labels = Reflect.getMetadata(LABEL_KEY, holder) as Map<string, string> | undefined;
  return labels?.get(property) ?? property;
}

interface Rule {
  /** Only well-formed Unicode checked (what a validator can be given safely), not control characters. */
  wellFormedOnly?: boolean;
}

function problemOf(text: string, path: string, multiLine: boolean, rule: Rule): string | undefined {
  if (!text.isWellFormed()) return `${path} must be valid Unicode text.`;
  if (rule.wellFormedOnly) return undefined;
  if (CONTROL.test(text)) {
    return multiLine
      ? `${path} must be plain text: control characters other than line breaks and tabs are not allowed.`
      : `${path} must be plain text: control characters are not allowed.`;
  }
  if (DIRECTION_CONTROL.test(text))
    return `${path} must not contain characters that reverse the text's direction.`;
  if (!multiLine && LINE_BREAK_OR_TAB.test(text)) return `${path} must be a single line of text.`;
  return undefined;
}

/**
 * The one rule for every string the API accepts, in bodies, query strings and path parameters alike: plain,
 * well-formed text, on one line unless its DTO field is declared `@MultiLine()`. Returns the first problem as a
 * sentence, or undefined. Walks nested DTOs and lists.
 */
export function plainTextProblem(
  value: unknown,
  path: string,
  multiLine = false,
  rule: Rule = {},
): string | undefined {
  if (typeof value === 'string') return problemOf(value, path || 'Text', multiLine, rule);
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const problem = plainTextProblem(item, `${path}[${index}]`, multiLine, rule);
      if (problem) return problem;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null || value instanceof Date) return undefined;
  for (const [key, field] of Object.entries(value)) {
    const problem = plainTextProblem(field, fieldName(value, key, path), isMultiLine(value, key), rule);
    if (problem) return problem;
  }
  return undefined;
}

/** Text that is not well-formed Unicode (a lone surrogate), which some validators cannot even be given. */
export const illFormedTextProblem = (value: unknown, path: string) =>
  plainTextProblem(value, path, true, { wellFormedOnly: true });
