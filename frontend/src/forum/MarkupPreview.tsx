import { useDeferredValue } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { Markup } from './markup/Markup';

/** How to format, said once under each editor. */
export function MarkupHint({ id }: { id?: string }) {
  return (
    <Typography id={id} variant="body2" color="text.secondary" component="p">
      Format with **bold**, *italic* and __underline__; line breaks are kept.
    </Typography>
  );
}

/** The text as it will show, updated while the member types (deferred, so typing never waits for it). */
export function MarkupPreview({ text, label = 'Preview' }: { text: string; label?: string }) {
  const shown = useDeferredValue(text);
  return (
    <Box component="section" aria-label={label}>
      <Typography variant="overline" component="h3" color="text.secondary" sx={{ lineHeight: 2 }}>
        {label}
      </Typography>
      <Paper variant="outlined" sx={{ p: 1.5, minHeight: 48, bgcolor: 'background.default' }}>
        {shown.trim() ? (
          <Markup text={shown} />
        ) : (
          <Typography color="text.secondary">Nothing to preview yet.</Typography>
        )}
      </Paper>
    </Box>
  );
}
