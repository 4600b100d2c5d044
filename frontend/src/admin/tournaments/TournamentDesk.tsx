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
import PrintIcon from '@mui/icons-material/Print';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { pairNextRound, type DeskAction } from '@club/rules';
import { Title, useBasename, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { MatchDto, Outcome, PlayerDto, TournamentDto } from '../../api/generated/types.gen';
import { CLUB } from '../../shared/club';
import { BackButton } from '../layout/BackButton';
import { useAdminToast } from '../use-admin-toast';
import { downloadText } from './download-text';
import { nextStep } from './next-step';
import { DeskPairingsSheet } from './offline/DeskPairingsSheet';
import { DeskQueueStatus } from './offline/DeskQueueStatus';
import { useOfflineDesk } from './offline/use-offline-desk';
import { tablesWithoutResult } from './outcome-labels';
import { PlayersPanel } from './PlayersPanel';
import { ResultsLog } from './ResultsLog';
import { RoundTables } from './RoundTables';
import { setupOf } from './tournament-setup-schema';
import { TournamentSetupForm } from './TournamentSetupForm';
import { DESK_POLL_MS, TOURNAMENT_KEYS, tournamentsApi } from './tournaments-api';
import { TOURNAMENTS_PATH } from './tournaments-path';
import { PAGE_SX } from './page-sx';

const EXPORT_LABELS = {
  standings: 'desk.exportStandings',
  'standings-json': 'desk.exportStandingsJson',
  lists: 'desk.exportLists',
  tom: 'desk.exportTom',
} as const;

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

/** A match paired at the desk has no id until the server has it: a negative stand-in keys it on the page. */
const withStandInId = (match: MatchDto | (Omit<MatchDto, 'id'> & { id: number | null })): MatchDto => ({
  ...match,
  id: match.id ?? -(match.round * 1000 + (match.table ?? 999)),
});

/**
 * /admin/tournaments/:id: the organiser's desk for one tournament. Check-in, pairing each round (refused
 * while a table has no result), entering, confirming and correcting results, drops and late entries,
 * finishing, publishing the lists, exports. Results, check-ins, drops and pairing go through the desk's
 * queue and keep working offline (docs/adr/0051); the rest needs a connection and says so. Reads again
 * every few seconds so players' reports appear by themselves.
 */
export function TournamentDesk() {
  const id = idOf(useParams().id);
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`club.tournaments.${key}`, args);
  const basename = useBasename();
  const toast = useAdminToast();
  const queryClient = useQueryClient();
  const desk = useOfflineDesk(id);
  const online = desk.online;
  const log = useQuery({
    queryKey: TOURNAMENT_KEYS.log(id),
    queryFn: () => tournamentsApi.log(id),
    enabled: id > 0 && online,
    refetchInterval: DESK_POLL_MS,
  });
  const [busy, setBusy] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  const [dropping, setDropping] = useState<PlayerDto | null>(null);
  const [missing, setMissing] = useState<string[]>([]);

  /** Runs one online-only organiser action: a toast either way, then everything of this tournament read again. */
  async function act(
    key: string,
    action: () => Promise<unknown>,
    success: string,
    args?: Record<string, unknown>,
  ) {
    setBusy(key);
    try {
      await action();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'club.tournaments.desk.actionFailed');
      return false;
    } finally {
      // Read again either way. The desk judges its next action on the state it has read, so that state is in
      // before the step is said to be done: a check-in clicked at once would otherwise meet the old stage.
      await desk.refresh().catch(() => undefined);
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: TOURNAMENT_KEYS.tournament(id) });
      await queryClient.invalidateQueries({ queryKey: TOURNAMENT_KEYS.list });
    }
    toast.success(success, args);
    return true;
  }

  /** Applies a queued action to the desk at once (sent when the server can be reached), or says why not. */
  async function queue(action: DeskAction, success: string, args?: Record<string, unknown>) {
    const refusal = await desk.act(action);
    if (refusal) toast.error(refusal);
    else toast.success(success, args);
  }

  const local = desk.local;
  const current = local?.tournament;
  if (!local || !current) {
    const unavailable = id === 0 || desk.sender === 'unavailable';
    const failed = unavailable || (!desk.loading && !online);
    return (
      <Box sx={{ py: 2, px: { xs: 1, md: 2 } }}>
        <BackButton to={`${basename}${TOURNAMENTS_PATH}`} />
        {failed ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {unavailable ? t('loadFailed') : t('offline.notReadYet')}
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
  const matches = local.matches.map(withStandInId);
  const roundMatches = matches.filter((match) => match.round === round);
  const open = tablesWithoutResult(matches, round);
  const waiting = desk.waiting.length;
  const offlineReason = online ? null : t('offline.needsConnection');
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
  const pair = async () => {
    const next = pairNextRound(local);
    if ('refusal' in next) return toast.error(next.refusal);
    await queue({ kind: 'PAIR_ROUND', ...next }, 'club.tournaments.desk.paired', { round: next.round });
  };
  const enter = (match: MatchDto, outcome: Outcome) =>
    match.table === null
      ? undefined
      : queue(
          { kind: 'RESULT', round: match.round, table: match.table, outcome, expected: match.outcome },
          'club.tournaments.round.saved',
          { table: match.table },
        );
  const checkIn = (player: PlayerDto, checkedIn: boolean) =>
    queue({ kind: 'CHECK_IN', playerId: player.id, checkedIn }, 'ra.notification.updated', {
      smart_count: 1,
    });
  const drop = async (player: PlayerDto) => {
    await queue({ kind: 'DROP', playerId: player.id }, 'club.tournaments.players.droppedDone', {
      name: player.fullName,
    });
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
  const exportFile = async (kind: keyof typeof EXPORT_LABELS) => {
    try {
      if (kind === 'tom') {
        downloadText(`${current.title}.tdf`, String(await tournamentsApi.tomFile(id)), 'application/xml');
        return;
      }
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

      <Box sx={{ mt: 2 }}>
        <DeskQueueStatus desk={desk} />
      </Box>
      {offlineReason ? (
        <Typography id="desk-needs-connection" color="text.secondary" sx={{ mt: 1 }} data-print="hide">
          {offlineReason}
        </Typography>
      ) : null}
      {round > 0 ? (
        <DeskPairingsSheet round={round} matches={local.matches.filter((m) => m.round === round)} />
      ) : null}

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
              busyId={null}
              onEnter={(match, outcome) => void enter(match, outcome)}
            />
          ) : null}
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
            {current.stage === 'REGISTRATION' ? (
              <Button
                variant="contained"
                disabled={busy !== null || !online}
                aria-describedby={offlineReason ? 'desk-needs-connection' : undefined}
                onClick={() => void startCheckIn()}
              >
                {t('desk.startCheckIn')}
              </Button>
            ) : null}
            {step.kind === 'pair' || step.kind === 'top-cut' ? (
              <Button variant="contained" disabled={busy !== null || open > 0} onClick={() => void pair()}>
                {step.kind === 'pair' ? t('desk.pair', { round: step.round }) : t('desk.topCut')}
              </Button>
            ) : null}
            {round > 0 ? (
              <Button
                variant="outlined"
                startIcon={<PrintIcon aria-hidden="true" />}
                onClick={() => window.print()}
              >
                {t('offline.printPairings')}
              </Button>
            ) : null}
            {playing ? (
              <Button
                color="warning"
                disabled={busy !== null || open > 0 || !online || waiting > 0}
                aria-describedby={offlineReason ? 'desk-needs-connection' : undefined}
                onClick={() => setFinishing(true)}
              >
                {t('desk.finish')}
              </Button>
            ) : null}
            {current.stage === 'FINISHED' ? (
              <Button
                variant="outlined"
                disabled={busy !== null || !online}
                aria-describedby={offlineReason ? 'desk-needs-connection' : undefined}
                onClick={() => void publish(!current.listsPublished)}
              >
                {current.listsPublished ? t('desk.unpublish') : t('desk.publish')}
              </Button>
            ) : null}
          </Stack>
        </Panel>

        <Panel id="desk-players" title={t('players.title')}>
          <PlayersPanel
            tournament={current}
            players={local.players}
            busyId={null}
            onCheckIn={(player, checkedIn) => void checkIn(player, checkedIn)}
            onDrop={setDropping}
          />
        </Panel>

        <Panel id="desk-settings" title={t('settings.title')}>
          {beforeRoundOne ? (
            offlineReason ? (
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {offlineReason}
              </Typography>
            ) : null
          ) : (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('settings.locked')}
            </Typography>
          )}
          <SettingsForm tournament={current} disabled={!beforeRoundOne || !online} onSave={saveSettings} />
        </Panel>

        {round > 0 ? (
          <Panel id="desk-exports" title={t('desk.exports')}>
            {offlineReason ? (
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {offlineReason}
              </Typography>
            ) : null}
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {(Object.keys(EXPORT_LABELS) as (keyof typeof EXPORT_LABELS)[]).map((kind) => (
                <Button
                  key={kind}
                  variant="outlined"
                  disabled={!online}
                  onClick={() => void exportFile(kind)}
                >
                  {t(EXPORT_LABELS[kind])}
                </Button>
              ))}
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
          <Button
            color="warning"
            variant="contained"
            disabled={busy !== null || !online}
            onClick={() => void finish()}
          >
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
          <Button color="error" variant="contained" onClick={() => dropping && void drop(dropping)}>
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
