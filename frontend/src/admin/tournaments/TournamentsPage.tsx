import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useBasename, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { EventDto } from '../../api/generated/types.gen';
import { CLUB } from '../../shared/club';
import { formatDateTime } from '../../shared/format-date-time';
import { BackButton } from '../layout/BackButton';
import { useAdminToast } from '../use-admin-toast';
import { defaultSetup, type SetupValues } from './tournament-setup-schema';
import { TournamentSetupForm } from './TournamentSetupForm';
import { TomUpload } from './TomUpload';
import { TOURNAMENT_KEYS, tournamentsApi } from './tournaments-api';
import { TOURNAMENTS_PATH } from './tournaments-path';
import { PAGE_SX } from './page-sx';
import { LoadErrorOrOffline } from '../../shared/NeedsConnection';

/** /admin/tournaments: the tournaments run so far, and the TOURNAMENT events still to set up. */
export function TournamentsPage() {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`club.tournaments.${key}`, args);
  const basename = useBasename();
  const navigate = useNavigate();
  const toast = useAdminToast();
  const queryClient = useQueryClient();
  const tournaments = useQuery({ queryKey: TOURNAMENT_KEYS.list, queryFn: tournamentsApi.list });
  const events = useQuery({ queryKey: TOURNAMENT_KEYS.events, queryFn: tournamentsApi.events });
  const [settingUp, setSettingUp] = useState<EventDto | null>(null);
  const runEventIds = new Set((tournaments.data ?? []).map((tournament) => tournament.eventId));
  const toSetUp = (events.data ?? []).filter((e) => e.type === 'TOURNAMENT' && !runEventIds.has(e.id));

  async function create(event: EventDto, values: SetupValues) {
    try {
      const created = await tournamentsApi.create({ eventId: event.id, ...values });
      toast.success('club.tournaments.created');
      await queryClient.invalidateQueries({ queryKey: TOURNAMENT_KEYS.list });
      setSettingUp(null);
      navigate(`${basename}${TOURNAMENTS_PATH}/${created.id}`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'club.tournaments.desk.actionFailed');
      throw error;
    }
  }

  return (
    <Box component="section" sx={PAGE_SX}>
      <title>{`${t('title')} – ${CLUB.name}`}</title>
      <Title title={t('title')} />
      <BackButton to={basename || '/'} />
      <Typography variant="h4" component="h1" sx={{ mt: 1 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary">{t('subtitle')}</Typography>

      <Paper variant="outlined" component="section" aria-labelledby="running-heading" sx={{ p: 2, mt: 3 }}>
        <Typography id="running-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('running')}
        </Typography>
        {tournaments.isPending ? <Typography role="status">{translate('ra.page.loading')}</Typography> : null}
        {tournaments.isError ? (
          <LoadErrorOrOffline error={tournaments.error}>
            <Alert severity="error">{t('loadFailed')}</Alert>
          </LoadErrorOrOffline>
        ) : null}
        {tournaments.data && tournaments.data.length === 0 ? (
          <Typography color="text.secondary">{`${t('emptyTitle')}. ${t('emptyMessage')}`}</Typography>
        ) : null}
        {tournaments.data?.length ? (
          <TableContainer tabIndex={0} role="region" aria-labelledby="running-heading">
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell scope="col">{t('event')}</TableCell>
                  <TableCell scope="col">{t('date')}</TableCell>
                  <TableCell scope="col">{t('stage')}</TableCell>
                  <TableCell scope="col" align="right">
                    {t('playerCount')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {tournaments.data.map((tournament) => (
                  <TableRow key={tournament.id}>
                    <TableCell component="th" scope="row">
                      <Button component={RouterLink} to={`${basename}${TOURNAMENTS_PATH}/${tournament.id}`}>
                        {tournament.title}
                      </Button>
                    </TableCell>
                    <TableCell>{formatDateTime(tournament.date)}</TableCell>
                    <TableCell>{t(`stages.${tournament.stage}`)}</TableCell>
                    <TableCell align="right">{tournament.playerCount}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : null}
      </Paper>

      <TomUpload />

      <Paper variant="outlined" component="section" aria-labelledby="setup-heading" sx={{ p: 2, mt: 3 }}>
        <Typography id="setup-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('toSetUp')}
        </Typography>
        {events.isError ? (
          <LoadErrorOrOffline error={events.error}>
            <Alert severity="error">{t('loadFailed')}</Alert>
          </LoadErrorOrOffline>
        ) : null}
        {events.isSuccess && tournaments.isSuccess && toSetUp.length === 0 ? (
          <Typography color="text.secondary">{t('noEventsToSetUp')}</Typography>
        ) : null}
        <Stack spacing={1}>
          {toSetUp.map((event) => (
            <Stack
              key={event.id}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
            >
              <Typography>
                <strong>{event.title}</strong> · {formatDateTime(event.date)}
              </Typography>
              <Button
                variant="outlined"
                onClick={() => setSettingUp(event)}
                aria-label={`${t('setUp')}: ${event.title}`}
              >
                {t('setUp')}
              </Button>
            </Stack>
          ))}
        </Stack>
      </Paper>

      <Dialog open={settingUp !== null} onClose={() => setSettingUp(null)} fullWidth maxWidth="sm">
        {settingUp ? (
          <>
            <DialogTitle>{t('setUpTitle', { title: settingUp.title })}</DialogTitle>
            <DialogContent>
              <Box sx={{ pt: 1 }}>
                <TournamentSetupForm
                  initial={defaultSetup(settingUp.date)}
                  submitLabel={t('setUp')}
                  onSave={(values) => create(settingUp, values)}
                />
              </Box>
            </DialogContent>
          </>
        ) : null}
      </Dialog>
    </Box>
  );
}
