import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { downloadText } from '../download-text';
import { tournamentsApi } from '../tournaments-api';
import { DeskPanel } from './DeskPanel';

const EXPORT_LABELS = {
  standings: 'desk.exportStandings',
  'standings-json': 'desk.exportStandingsJson',
  lists: 'desk.exportLists',
  tom: 'desk.exportTom',
} as const;
type ExportKind = keyof typeof EXPORT_LABELS;

/** The standings, the deck lists and TOM's file as files (online only). */
export function DeskExportsPanel({
  tournamentId,
  title,
  offlineReason,
  onError,
}: {
  tournamentId: number;
  title: string;
  offlineReason: string | null;
  onError: (message: string) => void;
}) {
  const translate = useTranslate();
  const exportFile = async (kind: ExportKind) => {
    try {
      if (kind === 'tom') {
        downloadText(`${title}.tdf`, String(await tournamentsApi.tomFile(tournamentId)), 'application/xml');
        return;
      }
      const text =
        kind === 'lists'
          ? await tournamentsApi.exportLists(tournamentId)
          : await tournamentsApi.exportStandings(tournamentId, kind === 'standings' ? 'csv' : 'json');
      const json = kind === 'standings-json';
      const name = `tournament-${tournamentId}-${kind === 'lists' ? 'deck-lists' : 'standings'}.${json ? 'json' : 'csv'}`;
      downloadText(name, String(text), json ? 'application/json' : 'text/csv');
    } catch (error) {
      onError(error instanceof Error ? error.message : 'club.tournaments.desk.actionFailed');
    }
  };
  return (
    <DeskPanel id="desk-exports" title={translate('club.tournaments.desk.exports')}>
      {offlineReason ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {offlineReason}
        </Typography>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {(Object.keys(EXPORT_LABELS) as ExportKind[]).map((kind) => (
          <Button
            key={kind}
            variant="outlined"
            disabled={offlineReason !== null}
            onClick={() => void exportFile(kind)}
          >
            {translate(`club.tournaments.${EXPORT_LABELS[kind]}`)}
          </Button>
        ))}
      </Stack>
    </DeskPanel>
  );
}
