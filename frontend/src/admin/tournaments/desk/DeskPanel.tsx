import type { ReactNode } from 'react';
import { Paper, Typography } from '@mui/material';

/** One panel of the desk: a titled, outlined section. */
export function DeskPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 1.5, md: 2 } }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
