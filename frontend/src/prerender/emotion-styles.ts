import type { EmotionCache } from '@emotion/cache';
import { PRERENDERED_STYLE_IDS } from '../shared/prerendered-styles';

/**
 * The <style> tags for what a server render put into an Emotion cache in compat mode. The browser's cache
 * (createBrowserEmotionCache) reads the ids listed on the tag and does not insert those styles again.
 * This is what @emotion/server's extractCriticalToChunks and constructStyleTagsFromChunks do, without the
 * package and its stream dependencies, with one difference: every registered style goes in, not only those whose
 * class names appear in the HTML. A component styled on top of another (MUI's Button on ButtonBase) registers its
 * own layer's class as well as the combined class its element carries; left out, the browser would compile and
 * insert each such layer while it hydrates the page (some seventy rules on a page of buttons and accordions).
 * Inserted styles that were never registered under a class name are global (CssBaseline), each in a tag of its
 * own so that Emotion's <Global> finds and reuses it, marked `data-s` so that Emotion leaves it where it is on
 * start.
 */
export function emotionStyleTags(cache: EmotionCache): string {
  const globals: string[] = [];
  const ids: string[] = [];
  let css = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    const registered = cache.registered[`${cache.key}-${id}`] !== undefined;
    if (!registered)
      globals.push(`<style data-emotion="${cache.key}-global ${id}" data-s="">${rules}</style>`);
    else {
      ids.push(id);
      css += rules;
    }
  }
  return `${globals.join('')}<style ${PRERENDERED_STYLE_IDS}="${ids.join(' ')}">${css}</style>`;
}
