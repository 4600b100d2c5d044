import { GlobalStyles } from '@mui/material';

/**
 * For pages meant to be printed (pairings, standings, deck-list sheets): on paper only the page's own
 * content shows, black on white, without the site's header, footer, buttons and links' underlines.
 * Elements marked `data-print="hide"` stay on screen only; `data-print="page"` starts a new sheet.
 */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          'header, footer, .MuiAppBar-root, [data-print="hide"], a[href="#main-content"]': {
            display: 'none !important',
          },
          body: { background: '#fff !important', color: '#000 !important' },
          main: { padding: '0 !important' },
          '.MuiPaper-root': { boxShadow: 'none !important' },
          '[data-print="page"]': { breakBefore: 'page' },
          '[data-print="page"]:first-of-type': { breakBefore: 'auto' },
          'tr, li': { breakInside: 'avoid' },
          '.MuiTableContainer-root': { overflow: 'visible !important' },
        },
      }}
    />
  );
}
