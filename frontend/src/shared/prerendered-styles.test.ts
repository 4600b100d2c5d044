import { serializeStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { createBrowserEmotionCache, PRERENDERED_STYLE_IDS } from './prerendered-styles';

describe('createBrowserEmotionCache', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('inserts no style the pre-rendered page carries, and leaves its tag where it is', () => {
    const card = serializeStyles([{ display: 'flex', gap: 8 }]);
    const prerendered = document.createElement('style');
    prerendered.setAttribute(PRERENDERED_STYLE_IDS, `abc ${card.name}`);
    prerendered.textContent = `.css-${card.name}{display:flex;gap:8px;}`;
    const after = document.createElement('meta');
    document.head.append(prerendered, after);

    const cache = createBrowserEmotionCache();
    insertStyles(cache, card, false);

    expect(document.head.children[0]).toBe(prerendered);
    expect(document.head.children[1]).toBe(after);
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
  });

  it('inserts the styles the page does not carry', () => {
    const cache = createBrowserEmotionCache();
    insertStyles(cache, serializeStyles([{ color: 'red' }]), false);

    expect(document.head.querySelector('style')?.sheet?.cssRules[0]?.cssText).toContain('color: red');
  });
});
