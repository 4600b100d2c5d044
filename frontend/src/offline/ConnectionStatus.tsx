import type { ReactNode } from 'react';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Box } from '@mui/material';
import { lastUpdatedText } from './last-updated';

export const OFFLINE_MARK = 'Offline — showing the last update';

/**
 * A polite live region that says whether the page is live (`online`, e.g. 'This page updates by itself.') or shows
 * the last answers kept on this device: then an outlined mark with an icon and words (never colour alone) and the
 * time they were received.
 */
export function ConnectionStatus({
  offline,
  updatedAt,
  online = null,
}: {
  offline: boolean;
  updatedAt: number;
  online?: ReactNode;
}) {
  return (
    <Box component="span" role="status">
      {offline ? (
        <Box
          component="span"
          sx={{
            display: 'flex',
            width: 'fit-content',
            alignItems: 'flex-start',
            gap: 1,
            my: 1,
            px: 1.5,
            py: 0.5,
            border: 2,
            borderColor: 'warning.main',
            borderRadius: 1,
            color: 'text.primary',
          }}
        >
          <CloudOffIcon aria-hidden="true" sx={{ mt: 0.25 }} />
          <span>
            <Box component="strong" sx={{ display: 'block' }}>
              {OFFLINE_MARK}
            </Box>{' '}
            {lastUpdatedText(updatedAt)}
          </span>
        </Box>
      ) : (
        online
      )}
    </Box>
  );
}
