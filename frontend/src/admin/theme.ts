import { createElement } from 'react';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';
import type { PaletteColor } from '@mui/material/styles';
import { theme as siteTheme } from '../shared/theme';
import { NeedsConnection } from '../shared/NeedsConnection';
import { FormControlRoot } from './form-control-root';

const { palette, typography, shape, components } = siteTheme;

const colour = ({ main, light, dark, contrastText }: PaletteColor) => ({ main, light, dark, contrastText });

/**
 * react-admin's light theme (form and sidebar defaults) with the site's colours, type and focus
 * rings, so the admin area looks like the rest of the site and keeps its AA contrast. The admin
 * has no dark variant because the site has none.
 */
export const adminTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    mode: 'light',
    primary: colour(palette.primary),
    secondary: colour(palette.secondary),
    error: colour(palette.error),
    success: colour(palette.success),
    info: colour(palette.info),
    warning: colour(palette.warning),
    text: { primary: palette.text.primary, secondary: palette.text.secondary },
    background: { default: palette.background.default, paper: palette.background.paper },
  },
  shape: { borderRadius: shape.borderRadius },
  typography: {
    fontFamily: typography.fontFamily,
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    ...defaultLightTheme.components,
    MuiCssBaseline: components?.MuiCssBaseline,
    MuiLink: components?.MuiLink,
    // react-admin's inputs pass MUI 5 props that MUI 9 would write to the DOM (see form-control-root.tsx).
    MuiFormControl: {
      defaultProps: {
        ...defaultLightTheme.components?.MuiFormControl?.defaultProps,
        component: FormControlRoot,
      },
    },
    // A list that cannot load for want of a connection says so in the site's words (react-admin holds its query
    // while the browser is offline and sends it when the browser is back online).
    RaList: { defaultProps: { offline: createElement(NeedsConnection) } },
  },
};
