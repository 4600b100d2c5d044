import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Button, SaveButton, Toolbar } from 'react-admin';
import { useDialogFrame } from './RoutedDialog';

/** Save and Cancel, and on the far side what else the record allows (Delete). */
export function DialogToolbar({ end }: { end?: ReactNode }) {
  const { close } = useDialogFrame();
  return (
    <Toolbar sx={{ gap: 1, justifyContent: 'space-between', flexWrap: 'wrap' }}>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <SaveButton />
        <Button label="ra.action.cancel" onClick={close} />
      </Box>
      {end}
    </Toolbar>
  );
}
