import { createTheme } from '@mui/material/styles';
import { colours, theme } from '../../shared/theme';

/**
 * The hall's screen: light type on a dark ground, read across a room (text 15.8:1, secondary 10.9:1, the clock's
 * "Time!" 6.9:1 on #0d1326), with the site's type and a yellow focus ring.
 */
export const SCREEN_THEME = createTheme({
  palette: {
    mode: 'dark',
    background: { default: '#0d1326', paper: '#141c36' },
    text: { primary: '#ffffff', secondary: '#c9d1e6' },
    error: { main: '#ff8a80' },
    warning: { main: colours.yellow },
  },
  shape: theme.shape,
  typography: { fontFamily: theme.typography.fontFamily, button: { textTransform: 'none', fontWeight: 600 } },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        '*:focus-visible': { outline: `3px solid ${colours.yellow}`, outlineOffset: '2px' },
        '.MuiButtonBase-root.Mui-focusVisible': {
          outline: `3px solid ${colours.yellow}`,
          outlineOffset: '2px',
        },
        'h1, h2, h3': { overflowWrap: 'anywhere' },
      },
    },
  },
});
