/** The site's colours (the theme's, theme.ts), in a file of their own so the build can read them (the web app manifest). */
export const colours = {
  red: '#c62828', // white text on it 5.6:1
  redDark: '#b71c1c', // header; white text 6.6:1, yellow focus ring 4.3:1
  blue: '#0d47a1', // on white 8.6:1 — the focus ring on light surfaces
  yellow: '#ffcb05', // only as a background under dark text (11.4:1) or as a focus ring on dark
  ink: '#1a1a1a',
  inkSoft: '#4a4a4a', // on #f6f7fb 8.3:1
  page: '#f6f7fb',
  footer: '#1f2937', // #d1d5db text on it 10:1
  footerText: '#d1d5db',
} as const;
