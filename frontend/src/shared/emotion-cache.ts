import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/**
 * The properties that a browser the build supports (Vite's 'baseline-widely-available': Chrome and Edge 107,
 * Firefox 104, Safari 16) still reads only under a -webkit- name, with that name.
 */
const WEBKIT_NAMES: Readonly<Record<string, string>> = {
  'user-select': '-webkit-user-select', // Safari
  'backdrop-filter': '-webkit-backdrop-filter', // Safari 16 and 17
  'box-decoration-break': '-webkit-box-decoration-break', // Chrome and Safari
  'background-clip': '-webkit-background-clip', // `text`, in Chrome and Safari
  'color-adjust': '-webkit-print-color-adjust', // Chrome and Safari; MUI's buttons print their colours
  hyphens: '-webkit-hyphens', // Safari 16
  mask: '-webkit-mask', // Chrome before 120, Safari
  'mask-image': '-webkit-mask-image',
};

/**
 * Stylis's own prefixer writes most properties again in up to three older spellings, and every @keyframes and
 * ::placeholder rule twice or more, for browsers of 2012 that cannot run this app's scripts anyway. That was a
 * fifth of each pre-rendered page, which the browser parses and matches before its first paint. This plugin
 * adds only the -webkit- names above, before the standard declaration.
 */
export const webkitWhereStillNeeded: StylisPlugin = (element) => {
  if (element.type !== 'decl' || element.return || typeof element.props !== 'string') return;
  const webkitName = WEBKIT_NAMES[element.props];
  if (webkitName) element.return = webkitName + element.value.slice(element.props.length) + element.value;
};

/** The Emotion cache of the site, in the browser and in the build's pre-render alike. */
export function createSiteEmotionCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [webkitWhereStillNeeded] });
}
