// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import { Box, Button, CircularProgress, TextField } from '@mui/material';
import { createSiteEmotionCache } from './emotion-cache';

/** The CSS the site's cache writes for these elements, as the pre-render collects it. */
function cssOf(element: React.ReactElement): string {
  const cache = createSiteEmotionCache();
  cache.compat = true;
  renderToString(<CacheProvider value={cache}>{element}</CacheProvider>);
  return Object.values(cache.inserted)
    .filter((rules): rules is string => typeof rules === 'string')
    .join('');
}

describe('the site Emotion cache', () => {
  const css = cssOf(
    <>
      <Button>Join Club</Button>
      <CircularProgress aria-label="Loading" />
      <TextField label="Search cards" placeholder="Name" />
      <Box
        sx={{ display: 'flex', alignItems: 'center', backdropFilter: 'blur(4px)', transition: 'opacity 1s' }}
      />
    </>,
  );

  it('writes the standard properties and rules that today’s browsers read', () => {
    expect(css).toContain('display:flex;');
    expect(css).toContain('align-items:center;');
    expect(css).toContain('transform:rotate(360deg);');
    expect(css).toMatch(/@keyframes animation-\w+\{/);
  });

  it('adds a -webkit- name where a supported browser still needs one', () => {
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
    expect(css).toContain('-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);');
    expect(css).toContain('-webkit-print-color-adjust:exact;color-adjust:exact;');
  });

  it('leaves out the spellings only browsers of a decade ago read', () => {
    expect(css).not.toMatch(/-(webkit|moz|ms)-(transform|transition|user-select:none;-)/);
    expect(css).not.toMatch(/-webkit-(box-|flex|align-items|justify-content)|-ms-(flex|inline-flex)/);
    expect(css).not.toContain('@-webkit-keyframes');
  });

  it('keeps what MUI itself writes under a vendor name', () => {
    expect(css).toContain('-webkit-tap-highlight-color:transparent;');
    expect(css).toContain('::-moz-focus-inner{');
    expect(css).toContain('::-webkit-input-placeholder{');
  });
});
