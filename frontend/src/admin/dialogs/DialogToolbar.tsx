import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Button, SaveButton, Toolbar } from 'react-admin';
import { useDialogFrame } from './RoutedDialog';

/** Save and Cancel, and on the far side what else the record allows (Delete, which closes the dialog after). */
export function DialogToolbar({ end }: { end?: (close: () => void) => ReactNode }) {
  const { close } = useDialogFrame();
  return (
    // On the dialog's own white: react-admin's grey toolbar left the red Cancel at 4.25:1 (WCAG AA is 4.5).
    <Toolbar
      sx={{
        gap: 1,
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ display: 'flex', gap: 1 }}>
        <SaveButton />
        <Button label="ra.action.cancel" onClick={close} />
      </Box>
      {end?.(close)}
    </Toolbar>
  );
}
