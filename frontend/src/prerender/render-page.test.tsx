// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSiteEmotionCache, queryClientWith, renderApp, renderPage } from './render-page';
import { DEMO_ANSWERS } from '../test/demo-answers';

/** The style ids listed on a pre-rendered page's style tag. */
function prerenderedStyleIds(head: string): string[] {
  return /<style data-prerendered-style-ids="([^"]+)">/.exec(head)?.[1].split(' ') ?? [];
}

/** The Emotion class ids an HTML body uses. */
function classIds(body: string): Set<string> {
  return new Set([...body.matchAll(/\bcss-([\w-]+)/g)].map((match) => match[1]));
}

describe('renderPage (the build-time pre-render)', () => {
  it('renders a public page whole, with its title, description and styles for <head>', async () => {
    const { head, body } = await renderPage('/about');
    expect(body).toMatch(/<h1[^>]*>About Pokémon TCG Club<\/h1>/);
    expect(body).toContain('<footer');
    expect(body).not.toMatch(/<script|<template|<!--\$[?!]-->/);
    expect(head).toMatch(/^<title>About Pokémon TCG Club \| Pokémon TCG Club<\/title>/);
    expect(head).toContain(
      '<meta name="description" content="Who we are, how we started and what we care about."/>',
    );
    // The class names in the page all have their rules in the head, where the browser's cache finds them again.
    const ids = prerenderedStyleIds(head);
    const used = classIds(body);
    expect(ids.length).toBeGreaterThan(10);
    expect([...used].filter((id) => !ids.includes(id))).toEqual([]);
  });

  it.each([
    ['/', 'Friday Club Night'],
    ['/events', 'Ely League Challenge'],
    ['/upcoming-releases', 'Holiday Advent Calendar'],
    ['/singles-for-trade', 'Steelix ex'],
  ])(
    '%s carries the styles of its list as the browser draws it once the answers arrive',
    async (path, shown) => {
      const { head, body } = await renderPage(path);
      const cache = createSiteEmotionCache();
      cache.compat = true;
      const drawn = await renderApp(path, cache, queryClientWith(DEMO_ANSWERS));
      // The list is drawn (the page as sent has none), and none of its class names lacks its rules in that page.
      expect(body).not.toContain(shown);
      expect(drawn).toContain(shown);
      const ids = prerenderedStyleIds(head);
      expect([...classIds(drawn)].filter((id) => !ids.includes(id))).toEqual([]);
    },
  );

  it("renders the anonymous visitor's view: the header offers Login and Join Club", async () => {
    const { body } = await renderPage('/');
    expect(body).toContain('>Join Club</a>');
    expect(body).toContain('href="/login"');
  });
});
