// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderPage } from './render-page';

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
    const ids = /<style data-prerendered-style-ids="([^"]+)">/.exec(head)?.[1].split(' ') ?? [];
    const used = new Set([...body.matchAll(/\bcss-([\w-]+)/g)].map((match) => match[1]));
    expect(ids.length).toBeGreaterThan(10);
    expect([...used].filter((id) => !ids.includes(id))).toEqual([]);
  });

  it('names the lazily loaded components the page drew, whose chunks the page fetches with the app', async () => {
    expect((await renderPage('/login')).lazyComponents).toEqual(['LoginPage']);
    expect((await renderPage('/about')).lazyComponents).toEqual(['AboutPage']);
  });

  it("renders the anonymous visitor's view: the header offers Login and Join Club", async () => {
    const { body } = await renderPage('/');
    expect(body).toContain('>Join Club</a>');
    expect(body).toContain('href="/login"');
  });
});
