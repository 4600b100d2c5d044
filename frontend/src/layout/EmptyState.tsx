import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';

/** What a list shows when there is nothing in it yet. */
export function EmptyState({
  title,
  children,
  action,
  icon,
  headingLevel = 'h2',
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  headingLevel?: 'h2' | 'h3' | 'h4';
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', bgcolor: 'background.paper' }}>
      <Box aria-hidden="true" sx={{ color: 'text.secondary', mb: 1, '& svg': { fontSize: 48 } }}>
        {icon ?? <InboxOutlinedIcon />}
      </Box>
      <Typography component={headingLevel} variant="h4" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children ? (
        <Typography component="div" color="text.secondary" sx={{ maxWidth: '60ch', mx: 'auto' }}>
          {children}
        </Typography>
      ) : null}
      {action ? <Box sx={{ mt: 2 }}>{action}</Box> : null}
    </Paper>
  );
}
