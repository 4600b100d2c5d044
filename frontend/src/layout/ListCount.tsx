import type { ReactNode } from 'react';
import { Typography } from '@mui/material';

/**
 * The count above a list ('3 cards available'). Its line is there, empty, while the list loads, so the list
 * below does not move when the count arrives; as a live region it announces the count when it changes.
 */
export function ListCount({ children }: { children?: ReactNode }) {
  return (
    <Typography color="text.secondary" role="status" sx={{ mb: 2, minHeight: '1.5em' }}>
      {children}
    </Typography>
  );
}
