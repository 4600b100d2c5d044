import type { ReactNode } from 'react';
import { Typography } from '@mui/material';

/**
 * The h1 of an add or edit page: react-admin shows the page's title only in the app bar, which is not a heading,
 * so screen-reader users jumping by headings found none (axe page-has-heading-one).
 */
export function FormPageHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h5" component="h1" sx={{ px: 2, pt: 2 }}>
      {children}
    </Typography>
  );
}
