import { Alert, Box, CircularProgress } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { BackButton } from '../../layout/BackButton';
import type { OfflineDesk } from '../offline/use-offline-desk';
import { TOURNAMENTS_PATH } from '../tournaments-path';

/**
 * The desk before it has the tournament's state: loading, or why it cannot have it (no such tournament, or
 * offline with nothing stored on this device).
 */
export function DeskNotReady({ id, desk }: { id: number; desk: OfflineDesk }) {
  const translate = useTranslate();
  const basename = useBasename();
  const unavailable = id === 0 || desk.sender === 'unavailable';
  const failed = unavailable || (!desk.loading && !desk.online);
  return (
    <Box sx={{ py: 2, px: { xs: 1, md: 2 } }}>
      <BackButton to={`${basename}${TOURNAMENTS_PATH}`} />
      {failed ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate(unavailable ? 'club.tournaments.loadFailed' : 'club.tournaments.offline.notReadYet')}
        </Alert>
      ) : (
        <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 3 }}>
          <CircularProgress size={24} aria-hidden="true" />
          <span>{translate('ra.page.loading')}</span>
        </Box>
      )}
    </Box>
  );
}
