import { useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useBasename, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { MatchDto, Outcome, PlayerDto, TournamentDto } from '../../api/generated/types.gen';
import { CLUB } from '../../shared/club';
import { BackButton } from '../layout/BackButton';
import { useAdminToast } from '../use-admin-toast';
import { downloadText } from './download-text';
import { nextStep } from './next-step';
import { tablesWithoutResult } from './outcome-labels';
import { PlayersPanel } from './PlayersPanel';
import { ResultsLog } from './ResultsLog';
import { RoundTables } from './RoundTables';
import { setupOf } from './tournament-setup-schema';
import { TournamentSetupForm } from './TournamentSetupForm';
import { DESK_POLL_MS, TOURNAMENT_KEYS, tournamentsApi } from './tournaments-api';
import { TOURNAMENTS_PATH } from './tournaments-path';
import { PAGE_SX } from './page-sx';

const idOf = (text: string | undefined) => (text && /^\d{1,9}$/.test(text) ? Number(text) : 0);

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 1.5, md: 2 } }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * /admin/tournaments/:id: the organiser's desk for one tournament. Check-in, pairing each round (refused
 * by the server while a table has no result), entering, confirming and correcting results, drops and late
 * entries, finishing, publishing the lists, exports. Reads again every few seconds so players' reports
 * appear by themselves.
 */
export function TournamentDesk() {
  const id = idOf(useParams().id);
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`club.tournaments.${key}`, args);
  const basename = useBasename();
  const toast = useAdminToast();
  const queryClient = useQueryClient();
  const poll = { enabled: id > 0, refetchInterval: DESK_POLL_MS };
  const tournament = useQuery({
    queryKey: TOURNAMENT_KEYS.tournament(id),
    queryFn: () => tournamentsApi.get(id),
    ...poll,
  });
  const players = useQuery({
    queryKey: TOURNAMENT_KEYS.players(id),
    queryFn: () => tournamentsApi.players(id),
    ...poll,
  });
  const matches = useQuery({
    queryKey: TOURNAMENT_KEYS.matches(id),
    queryFn: () => tournamentsApi.matches(id),
    ...poll,
  });
  const log = useQuery({ queryKey: TOURNAMENT_KEYS.log(id), queryFn: () => tournamentsApi.log(id), ...poll });
  const [busy, setBusy] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  const [dropping, setDropping] = useState<PlayerDto | null>(null);
  const [missing, setMissing] = useState<string[]>([]);

  /** Runs one organiser action: a toast either way, then everything of this tournament read again. */
  async function act(
    key: string,
    action: () => Promise<unknown>,
    success: string,
    args?: Record<string, unknown>,
  ) {
    setBusy(key);
    try {
      await action();
      toast.success(success, args);
      return true;
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'club.tournaments.desk.actionFailed');
      return false;
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: TOURNAMENT_KEYS.tournament(id) });
      await queryClient.invalidateQueries({ queryKey: TOURNAMENT_KEYS.list });
    }
  }

  const current = tournament.data;
  if (!current) {
    return (
      <Box sx={{ py: 2, px: { xs: 1, md: 2 } }}>
        <BackButton to={`${basename}${TOURNAMENTS_PATH}`} />
        {tournament.isError || id === 0 ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {tournament.error instanceof Error ? tournament.error.message : t('loadFailed')}
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

  const round = current.currentRound;
  const roundMatches = (matches.data ?? []).filter((match) => match.round === round);
  const open = tablesWithoutResult(matches.data ?? [], round);
  const playing = current.stage === 'SWISS' || current.stage === 'TOP_CUT';
  const beforeRoundOne = current.stage === 'REGISTRATION' || current.stage === 'CHECK_IN';
  const step = nextStep(current);

  const startCheckIn = () =>
    act(
      'check-in',
      async () => {
        const started = await tournamentsApi.startCheckIn(id);
        setMissing(started.missingBirthYear.map((m) => m.name));
      },
      'club.tournaments.desk.checkInStarted',
    );
  const pair = () =>
    act('pair', () => tournamentsApi.pair(id, round + 1), 'club.tournaments.desk.paired', {
      round: round + 1,
    });
  const enter = (match: MatchDto, outcome: Outcome) =>
    act(
      `match-${match.id}`,
      () => tournamentsApi.enterResult(id, match.id, outcome),
      'club.tournaments.round.saved',
      {
        table: match.table ?? '',
      },
    );
  const checkIn = (player: PlayerDto, checkedIn: boolean) =>
    act(
      `player-${player.id}`,
      () => tournamentsApi.checkIn(id, player.id, checkedIn),
      'ra.notification.updated',
      {
        smart_count: 1,
      },
    );
  const drop = async (player: PlayerDto) => {
    await act(
      `player-${player.id}`,
      () => tournamentsApi.drop(id, player.id),
      'club.tournaments.players.droppedDone',
      {
        name: player.fullName,
      },
    );
    setDropping(null);
  };
  const finish = async () => {
    await act('finish', () => tournamentsApi.finish(id), 'club.tournaments.desk.finished');
    setFinishing(false);
  };
  const publish = (published: boolean) =>
    act(
      'publish',
      () => tournamentsApi.publish(id, published),
      published ? 'club.tournaments.desk.published' : 'club.tournaments.desk.unpublished',
    );
  const saveSettings = async (values: Parameters<typeof tournamentsApi.update>[1]) => {
    const saved = await act(
      'settings',
      () => tournamentsApi.update(id, values),
      'club.tournaments.settings.saved',
    );
    if (!saved) throw new Error('not saved');
  };
  const exportFile = async (kind: 'standings' | 'standings-json' | 'lists') => {
    try {
      const text =
        kind === 'lists'
          ? await tournamentsApi.exportLists(id)
          : await tournamentsApi.exportStandings(id, kind === 'standings' ? 'csv' : 'json');
      const json = kind === 'standings-json';
      const name = `tournament-${id}-${kind === 'lists' ? 'deck-lists' : 'standings'}.${json ? 'json' : 'csv'}`;
      downloadText(name, String(text), json ? 'application/json' : 'text/csv');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'club.tournaments.desk.actionFailed');
    }
  };

  const busyMatchId = busy?.startsWith('match-') ? Number(busy.slice(6)) : null;
  const busyPlayerId = busy?.startsWith('player-') ? Number(busy.slice(7)) : null;

  return (
    <Box component="section" sx={PAGE_SX}>
      <title>{`${current.title} – ${CLUB.name}`}</title>
      <Title title={current.title} />
      <BackButton to={`${basename}${TOURNAMENTS_PATH}`} />
      <Typography variant="h4" component="h1" sx={{ mt: 1 }}>
        {current.title}
      </Typography>
      <Typography color="text.secondary">
        {`${t(`stages.${current.stage}`)}${round ? ` · ${t('round.title', { round })}` : ''} · ${t('playerCount')}: ${current.playerCount}`}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={`/tournaments/${id}/pairings`} size="small">
          {t('desk.livePairings')}
        </Button>
        <Button component={RouterLink} to={`/tournaments/${id}/standings`} size="small">
          {t('desk.liveStandings')}
        </Button>
        <Button component={RouterLink} to={`/tournaments/${id}/deck-lists`} size="small">
          {t('desk.deckLists')}
        </Button>
      </Stack>

      <Stack spacing={3} sx={{ mt: 3 }}>
        <Panel id="desk-round" title={round ? t('round.title', { round }) : t('round.none')}>
          {missing.length ? (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {t('desk.missingBirthYear', { names: missing.join(', ') })}
            </Alert>
          ) : null}
          {playing ? (
            <Typography role="status" sx={{ mb: 1.5 }}>
              {open ? t('desk.tablesPlaying', { count: open }) : t('desk.allResultsIn')}
            </Typography>
          ) : null}
          {playing && roundMatches.length ? (
            <RoundTables
              matches={roundMatches}
              busyId={busyMatchId}
              onEnter={(match, outcome) => void enter(match, outcome)}
            />
          ) : null}
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
            {current.stage === 'REGISTRATION' ? (
              <Button variant="contained" disabled={busy !== null} onClick={() => void startCheckIn()}>
                {t('desk.startCheckIn')}
              </Button>
            ) : null}
            {step.kind === 'pair' || step.kind === 'top-cut' ? (
              <Button variant="contained" disabled={busy !== null || open > 0} onClick={() => void pair()}>
                {step.kind === 'pair' ? t('desk.pair', { round: step.round }) : t('desk.topCut')}
              </Button>
            ) : null}
            {playing ? (
              <Button color="warning" disabled={busy !== null || open > 0} onClick={() => setFinishing(true)}>
                {t('desk.finish')}
              </Button>
            ) : null}
            {current.stage === 'FINISHED' ? (
              <Button
                variant="outlined"
                disabled={busy !== null}
                onClick={() => void publish(!current.listsPublished)}
              >
                {current.listsPublished ? t('desk.unpublish') : t('desk.publish')}
              </Button>
            ) : null}
          </Stack>
        </Panel>

        <Panel id="desk-players" title={t('players.title')}>
          {players.data ? (
            <PlayersPanel
              tournament={current}
              players={players.data}
              busyId={busyPlayerId}
              onCheckIn={(player, checkedIn) => void checkIn(player, checkedIn)}
              onDrop={setDropping}
            />
          ) : players.isError ? (
            <Alert severity="error">{t('loadFailed')}</Alert>
          ) : (
            <CircularProgress size={24} aria-label={t('players.title')} />
          )}
        </Panel>

        <Panel id="desk-settings" title={t('settings.title')}>
          {beforeRoundOne ? null : (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('settings.locked')}
            </Typography>
          )}
          <SettingsForm tournament={current} disabled={!beforeRoundOne} onSave={saveSettings} />
        </Panel>

        {round > 0 ? (
          <Panel id="desk-exports" title={t('desk.exports')}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button variant="outlined" onClick={() => void exportFile('standings')}>
                {t('desk.exportStandings')}
              </Button>
              <Button variant="outlined" onClick={() => void exportFile('standings-json')}>
                {t('desk.exportStandingsJson')}
              </Button>
              <Button variant="outlined" onClick={() => void exportFile('lists')}>
                {t('desk.exportLists')}
              </Button>
            </Stack>
          </Panel>
        ) : null}

        <Panel id="desk-log" title={t('log.title')}>
          <ResultsLog changes={log.data ?? []} />
        </Panel>
      </Stack>

      <Dialog open={finishing} onClose={() => setFinishing(false)} maxWidth="xs" fullWidth>
        <DialogTitle>{t('desk.finishTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('desk.finishConfirm')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setFinishing(false)} autoFocus>
            {translate('ra.action.cancel')}
          </Button>
          <Button color="warning" variant="contained" disabled={busy !== null} onClick={() => void finish()}>
            {t('desk.finish')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={dropping !== null} onClose={() => setDropping(null)} maxWidth="xs" fullWidth>
        <DialogTitle>{t('players.dropTitle', { name: dropping?.fullName ?? '' })}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('players.dropConfirm', { name: dropping?.fullName ?? '' })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDropping(null)} autoFocus>
            {translate('ra.action.cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={busy !== null}
            onClick={() => dropping && void drop(dropping)}
          >
            {t('players.drop')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

/** The settings form, keyed by the saved settings so it shows them again after a save. */
function SettingsForm({
  tournament,
  disabled,
  onSave,
}: {
  tournament: TournamentDto;
  disabled: boolean;
  onSave: (values: Parameters<typeof tournamentsApi.update>[1]) => Promise<void>;
}) {
  const translate = useTranslate();
  const initial = setupOf(tournament);
  return (
    <TournamentSetupForm
      key={JSON.stringify(initial)}
      initial={initial}
      disabled={disabled}
      submitLabel={translate('club.tournaments.settings.save')}
      onSave={onSave}
    />
  );
}
