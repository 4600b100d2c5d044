import { Button, Stack, Typography } from '@mui/material';
import { Title, useBasename, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { tournamentDeckSheetsDeckLists } from '../../../api/generated/sdk.gen';
import type { TournamentDto } from '../../../api/generated/types.gen';
import { apiErrorMessage } from '../../../shared/api-error';
import { CLUB } from '../../../shared/club';
import { PdfSheetButton } from '../../../shared/PdfSheetButton';
import { BackButton } from '../../layout/BackButton';
import { useAdminToast } from '../../use-admin-toast';
import { TOURNAMENTS_PATH } from '../tournaments-path';

/**
 * The top of the desk: Back to the tournaments, the tournament's title, stage, round and player count, and its
 * links: the live pages, the deck lists and their printed sheets.
 */
export function DeskHeader({ id, tournament }: { id: number; tournament: TournamentDto }) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`club.tournaments.${key}`, args);
  const basename = useBasename();
  const toast = useAdminToast();
  const round = tournament.currentRound;
  return (
    <>
      <title>{`${tournament.title} – ${CLUB.name}`}</title>
      <Title title={tournament.title} />
      <BackButton to={`${basename}${TOURNAMENTS_PATH}`} />
      <Typography variant="h4" component="h1" sx={{ mt: 1 }}>
        {tournament.title}
      </Typography>
      <Typography color="text.secondary">
        {`${t(`stages.${tournament.stage}`)}${round ? ` · ${t('round.title', { round })}` : ''} · ${t('playerCount')}: ${tournament.playerCount}`}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={`/tournaments/${id}/pairings`} size="small">
          {t('desk.livePairings')}
        </Button>
        <Button component={RouterLink} to={`/tournaments/${id}/standings`} size="small">
          {t('desk.liveStandings')}
        </Button>
        <Button component={RouterLink} to={`/tournaments/${id}/screen`} size="small">
          {t('desk.screen')}
        </Button>
        <Button component={RouterLink} to={`/tournaments/${id}/deck-lists`} size="small">
          {t('desk.deckLists')}
        </Button>
        <PdfSheetButton
          label={t('desk.printDeckLists')}
          fileName={`tournament-${id}-deck-lists`}
          variant="text"
          load={async (paper) => {
            const { data, error } = await tournamentDeckSheetsDeckLists({
              path: { id },
              query: { paper },
              parseAs: 'blob',
            });
            if (!(data instanceof Blob)) throw error ?? new Error(t('desk.actionFailed'));
            return data;
          }}
          onError={(error) => toast.error(apiErrorMessage(error, t('desk.actionFailed')))}
        />
      </Stack>
    </>
  );
}
