/**
 * The server entry of Vite's SSR build: renders one public page to HTML at build time (scripts/prerender.mjs
 * builds this module for Node after the client build and runs it). The page is rendered as an anonymous visitor
 * sees it before any data has arrived, by the same providers and routes as the browser, so the browser can
 * hydrate it instead of building it again.
 */
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders, createQueryClient } from '../AppProviders';
import { routes } from '../App';
import { createSiteEmotionCache } from '../shared/emotion-cache';
import { emotionStyleTags } from './emotion-styles';
import { STYLE_SAMPLE_ANSWERS } from './style-samples';

export { prerenderedPaths } from './prerendered-paths';
export { pageRoutePatterns } from './page-route-patterns';
export { pageDocument } from './page-document';
export { createSiteEmotionCache, routes };

export interface RenderedPage {
  /** What goes inside <div id="root">. */
  readonly body: string;
  /** What goes into <head>: the page's title and meta elements, then its styles. */
  readonly head: string;
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream)
    html += typeof chunk === 'string' ? chunk : new TextDecoder().decode(chunk);
  return html;
}

/** React 19 writes a page's <title> and <meta> first; they belong in <head>, not inside #root. */
function splitHoisted(html: string): { hoisted: string; body: string } {
  const hoisted = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/.exec(html)?.[0] ?? '';
  return { hoisted, body: html.slice(hoisted.length) };
}

/** Renders the app at `path` into `cache`, whole: an error anywhere fails the build. */
export async function renderApp(
  path: string,
  cache: EmotionCache,
  queryClient: QueryClient,
): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} redirects: it cannot be pre-rendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // An error inside a Suspense boundary would not stop the render: React would send that part to be drawn by
  // the browser (with an inline script the content security policy refuses). It fails the build instead.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </CacheProvider>,
    // One piece: a large boundary would otherwise be sent after the rest with a script that moves it in place.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  if (errors.length) throw new AggregateError(errors, `${path} did not render on the server`);
  return text(prelude);
}

/** A query client whose queries start with these answers, by operation id (the generated keys' `_id`). */
export function queryClientWith(answers: Readonly<Record<string, unknown>>): QueryClient {
  const queryClient = createQueryClient();
  for (const [operation, answer] of Object.entries(answers)) {
    queryClient.setQueryDefaults([{ _id: operation }], { initialData: answer });
  }
  return queryClient;
}

export async function renderPage(path: string): Promise<RenderedPage> {
  // A cache of its own per page, in the mode that collects styles instead of writing <style> beside elements.
  const cache = createSiteEmotionCache();
  cache.compat = true;
  const { hoisted, body } = splitHoisted(await renderApp(path, cache, createQueryClient()));
  // The page must be whole and script-free: the content security policy allows no inline script.
  if (/<script|<template|<!--\$[?!]-->/.test(body)) throw new Error(`${path} rendered incomplete`);
  // The page once more with its lists filled, for their cards' styles only: the markup is thrown away.
  await renderApp(path, cache, queryClientWith(STYLE_SAMPLE_ANSWERS));
  return { body, head: hoisted + emotionStyleTags(cache) };
}
