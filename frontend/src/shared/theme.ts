import { createTheme } from '@mui/material/styles';
import { colours } from './colours';

export { colours };

/**
 * Site theme. Every text/background pair used here meets WCAG 2.2 AA (4.5:1 for text, 3:1 for focus
 * rings and control borders); the ratios are noted beside the colours. Keyboard focus always shows a
 * 3 px ring: blue on light surfaces, Pokémon yellow on the red header and the dark footer.
 */
export const focusRing = {
  outline: `3px solid ${colours.blue}`,
  outlineOffset: '2px',
} as const;

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: colours.red, dark: '#8e0000', light: '#e53935', contrastText: '#ffffff' },
    secondary: { main: colours.blue, contrastText: '#ffffff' },
    error: { main: '#b3261e', contrastText: '#ffffff' }, // 6.5:1
    success: { main: '#1b5e20', contrastText: '#ffffff' }, // 7.9:1
    info: { main: '#01579b', contrastText: '#ffffff' }, // 7.4:1
    warning: { main: '#8a4b00', contrastText: '#ffffff' }, // 6.8:1
    text: { primary: colours.ink, secondary: colours.inkSoft },
    background: { default: colours.page, paper: '#ffffff' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h1: { fontSize: '2.25rem', fontWeight: 800, lineHeight: 1.2 },
    h2: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25 },
    h3: { fontSize: '1.35rem', fontWeight: 700 },
    h4: { fontSize: '1.15rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        '*:focus-visible': focusRing,
        // MUI's ButtonBase resets `outline: 0`; its keyboard-focus class brings the ring back.
        '.MuiButtonBase-root.Mui-focusVisible, .MuiButtonBase-root:focus-visible': focusRing,
        // Text fields show focus with their own thick primary border.
        'input:focus-visible, textarea:focus-visible, .MuiSelect-select:focus-visible': { outline: 'none' },
        '.MuiAppBar-root *:focus-visible, .site-footer *:focus-visible, .MuiAppBar-root .MuiButtonBase-root.Mui-focusVisible':
          { outlineColor: colours.yellow },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            transitionDuration: '0.01ms !important',
          },
        },
        a: { color: colours.blue },
        // A title pasted as one long word (a URL, say) wraps instead of widening the page.
        'h1, h2, h3, h4, h5, h6': { overflowWrap: 'anywhere' },
      },
    },
    MuiButtonBase: { defaultProps: { disableRipple: false } },
    MuiLink: { defaultProps: { underline: 'always' } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiAlert: { styleOverrides: { root: { alignItems: 'center' } } },
    // MUI's default field border (23 % black, 1.9:1) is too faint for WCAG 1.4.11; #767676 is 4.5:1.
    MuiOutlinedInput: {
      styleOverrides: {
        notchedOutline: { borderColor: '#767676' },
      },
    },
  },
});
