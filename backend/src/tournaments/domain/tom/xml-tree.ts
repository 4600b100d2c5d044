import { SaxesParser } from 'saxes';

/** One element of a parsed document: its attributes, child elements in order, and its own text. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/** Why a document was refused, in a sentence the organiser can act on. */
export class XmlRefused extends Error {}

/** TOM's files are a few hundred kilobytes; a national championship stays under 2 MiB. */
export const MAX_TOM_FILE_BYTES = 4 * 1024 * 1024;
const MAX_DEPTH = 16;
const MAX_ELEMENTS = 200_000;

/**
 * Reads XML into a tree with saxes, a strict parser that never reads a DTD: a document type declaration is
 * refused outright (so no entity can be declared, expanded or fetched), and a reference to any entity but XML's
 * five and character references is an error. The size, depth and element count are bounded before and while
 * reading, so a hostile file costs at most one pass over 4 MiB.
 */
export function readXml(bytes: Buffer | string): XmlElement {
  const size = typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.length;
  if (size > MAX_TOM_FILE_BYTES) {
    throw new XmlRefused(`The file is larger than ${MAX_TOM_FILE_BYTES / 1024 / 1024} MiB: not a TOM file.`);
  }
  const text = typeof bytes === 'string' ? bytes : bytes.toString('utf8');
  const parser = new SaxesParser({ xmlns: false, position: false });
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let elements = 0;
  const state: { failure: Error | null } = { failure: null };
  const fail = (error: Error) => {
    state.failure ??= error;
  };
  parser.on('doctype', () =>
    fail(new XmlRefused('The file declares a DOCTYPE: TOM files never do, so it was refused.')),
  );
  parser.on('error', (error) =>
    fail(
      new XmlRefused(
        `The file is not well-formed XML (${error.message.replace(/^undefined:\d+:\d+: /, '')}).`,
      ),
    ),
  );
  parser.on('opentag', (tag) => {
    if (++elements > MAX_ELEMENTS || stack.length >= MAX_DEPTH) {
      fail(new XmlRefused('The file has more elements, or deeper ones, than any TOM file.'));
      return;
    }
    const element: XmlElement = {
      name: tag.name,
      attributes: tag.attributes as Record<string, string>,
      children: [],
      text: '',
    };
    const parent = stack.at(-1);
    if (parent) parent.children.push(element);
    else if (root) fail(new XmlRefused('The file has more than one root element.'));
    else root = element;
    if (!tag.isSelfClosing) stack.push(element);
  });
  parser.on('text', (value) => {
    const current = stack.at(-1);
    if (current) current.text += value;
  });
  parser.on('closetag', (tag) => {
    if (!tag.isSelfClosing) stack.pop();
  });
  try {
    // The parser stops at the first failure: nothing after a refused DOCTYPE is read.
    for (let at = 0; at < text.length && !state.failure; at += 65_536)
      parser.write(text.slice(at, at + 65_536));
    if (!state.failure) parser.close();
  } catch (error) {
    fail(error instanceof Error ? error : new Error(String(error)));
  }
  const { failure } = state;
  if (failure) {
    throw failure instanceof XmlRefused
      ? failure
      : new XmlRefused(`The file is not well-formed XML (${failure.message}).`);
  }
  if (!root) throw new XmlRefused('The file is empty: no XML element in it.');
  return root;
}

/** The first child element of this name, if any. */
export function child(element: XmlElement, name: string): XmlElement | undefined {
  return element.children.find((candidate) => candidate.name === name);
}

/** Every child element of this name, in order. */
export function children(element: XmlElement | undefined, name: string): XmlElement[] {
  return element ? element.children.filter((candidate) => candidate.name === name) : [];
}

/** The trimmed text of the first child of this name ('' when absent). */
export function childText(element: XmlElement, name: string): string {
  return child(element, name)?.text.trim() ?? '';
}
