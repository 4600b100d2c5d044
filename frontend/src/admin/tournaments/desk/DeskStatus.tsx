import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DeskPairingsSheet } from '../offline/DeskPairingsSheet';
import { DeskQueueStatus } from '../offline/DeskQueueStatus';
import type { OfflineDesk } from '../offline/use-offline-desk';
import type { DeskTable } from './desk-names';

/**
 * What the organiser should know before acting: what the desk has not sent yet, why some parts wait for a
 * connection, the round's pairings (printed on their own), and that TOM runs this tournament.
 */
export function DeskStatus({
  desk,
  offlineReason,
  round,
  tables,
  tomId,
}: {
  desk: OfflineDesk;
  offlineReason: string | null;
  round: number;
  tables: readonly DeskTable[];
  tomId: string | null;
}) {
  const translate = useTranslate();
  return (
    <>
      <Box sx={{ mt: 2 }}>
        <DeskQueueStatus desk={desk} />
      </Box>
      {offlineReason ? (
        <Typography id="desk-needs-connection" color="text.secondary" sx={{ mt: 1 }} data-print="hide">
          {offlineReason}
        </Typography>
      ) : null}
      {round > 0 ? <DeskPairingsSheet round={round} matches={tables} /> : null}
      {tomId ? (
        <Alert severity="info" sx={{ mt: 2 }} data-print="hide">
          <AlertTitle>{translate('club.tournaments.tom.runInTom', { id: tomId })}</AlertTitle>
          {translate('club.tournaments.tom.runInTomHelp')}
        </Alert>
      ) : null}
    </>
  );
}
