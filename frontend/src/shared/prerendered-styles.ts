import type { EmotionCache } from '@emotion/cache';
import { createSiteEmotionCache } from './emotion-cache';

/**
 * The attribute of the pre-rendered page's <style> tag that lists the ids of the Emotion styles in it. It is
 * not Emotion's own `data-emotion`: Emotion takes a tag so marked into its sheet on start by moving it to the
 * end of <head>, and the browser then applies the whole sheet again (10 ms of main thread on a slow phone).
 */
export const PRERENDERED_STYLE_IDS = 'data-prerendered-style-ids';

/**
 * The browser's Emotion cache, told which styles the pre-rendered page already carries so that hydration
 * neither inserts them again nor moves the tag they are in.
 */
export function createBrowserEmotionCache(): EmotionCache {
  const cache = createSiteEmotionCache();
  for (const tag of document.querySelectorAll(`style[${PRERENDERED_STYLE_IDS}]`)) {
    for (const id of tag.getAttribute(PRERENDERED_STYLE_IDS)!.split(' ')) if (id) cache.inserted[id] = true;
  }
  return cache;
}
