/** In the built index.html's <head>: what lies between these (the shell's title) gives way to a page's head. */
export const HEAD_START = '<!--app-head-->';
export const HEAD_END = '<!--/app-head-->';
/** In the built index.html's #root: where a page's body goes. */
export const BODY = '<!--app-html-->';

/**
 * The built index.html (Vite's, with its script and preload tags) with a pre-rendered page put in at its
 * placeholders: the page's head (title, description, styles, preloads) in place of the shell's title, its body
 * in #root. A template without them fails the build.
 */
export function pageDocument(template: string, head: string, body: string): string {
  const headStart = template.indexOf(HEAD_START);
  const headEnd = template.indexOf(HEAD_END);
  const bodyAt = template.indexOf(BODY);
  if (headStart < 0 || headEnd < headStart || bodyAt < headEnd) {
    throw new Error(`index.html lacks the placeholders ${HEAD_START}…${HEAD_END} and ${BODY}`);
  }
  return (
    template.slice(0, headStart) +
    head +
    template.slice(headEnd + HEAD_END.length, bodyAt) +
    body +
    template.slice(bodyAt + BODY.length)
  );
}
