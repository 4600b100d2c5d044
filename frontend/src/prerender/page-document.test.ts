// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageDocument } from './page-document';

const template =
  '<html><head><meta charset="UTF-8" /><!--app-head--><title>Club</title><!--/app-head-->' +
  '<script type="module" src="/assets/index-1.js"></script></head>' +
  '<body><div id="root"><!--app-html--></div></body></html>';

describe('pageDocument', () => {
  it("puts the page's head in place of the shell's title and its body into #root, keeping the app's scripts", () => {
    expect(pageDocument(template, '<title>About</title>', '<h1>About $& us</h1>')).toBe(
      '<html><head><meta charset="UTF-8" /><title>About</title>' +
        '<script type="module" src="/assets/index-1.js"></script></head>' +
        '<body><div id="root"><h1>About $& us</h1></div></body></html>',
    );
  });

  it('fails the build for a template without its placeholders', () => {
    expect(() =>
      pageDocument('<html><head></head><body><div id="root"></div></body></html>', '', ''),
    ).toThrow(/lacks the placeholders/);
  });

  it("finds its placeholders in the project's index.html", () => {
    const indexHtml = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    expect(pageDocument(indexHtml, '<title>Page</title>', '<main></main>')).toContain('<title>Page</title>');
    expect(pageDocument(indexHtml, '', '<main></main>')).toContain('<div id="root"><main></main></div>');
  });
});
