import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import type { ClockAction, RoundClockState } from '@club/rules';
import { useTranslate } from 'react-admin';
import type { Outcome, TournamentDto } from '../../../api/generated/types.gen';
import { nextStep } from '../next-step';
import { RoundTables } from '../RoundTables';
import { DeskClockPanel } from './DeskClockPanel';
import type { DeskTable } from './desk-names';
import { DeskPanel } from './DeskPanel';

/**
 * The round being played: its clock, its tables (results entered and confirmed there), and the next step:
 * check-in, pairing the next round or the top cut (refused while a table has no result), printing the
 * pairings, finishing, publishing the lists.
 */
export function DeskRoundPanel({
  tournament,
  tables,
  open,
  missing,
  busy,
  online,
  offlineReason,
  waiting,
  clock,
  offsetMs,
  onStartCheckIn,
  onPair,
  onEnter,
  onClock,
  onExtraTime,
  onFinish,
  onPublish,
}: {
  tournament: TournamentDto;
  tables: readonly DeskTable[];
  /** Tables of the round without a result. */
  open: number;
  /** Family members left out for want of a birth year. */
  missing: readonly string[];
  busy: boolean;
  online: boolean;
  offlineReason: string | null;
  /** Actions waiting to be sent. */
  waiting: number;
  clock: RoundClockState | null;
  offsetMs: number;
  onStartCheckIn: () => void;
  onPair: () => void;
  onEnter: (match: DeskTable, outcome: Outcome) => void;
  onClock: (action: ClockAction, success: string, args?: Record<string, unknown>) => void;
  onExtraTime: (match: DeskTable) => void;
  onFinish: () => void;
  onPublish: (published: boolean) => void;
}) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`club.tournaments.${key}`, args);
  const round = tournament.currentRound;
  const playing = tournament.stage === 'SWISS' || tournament.stage === 'TOP_CUT';
  // A tournament run in TOM is paired, checked in and finished there, its results entered there (docs/adr/0063).
  const runInTom = Boolean(tournament.tomId);
  const step = runInTom ? { kind: 'none' as const } : nextStep(tournament);
  const needsConnection = offlineReason ? 'desk-needs-connection' : undefined;
  const clockShown = playing && clock?.round === round;
  return (
    <DeskPanel id="desk-round" title={round ? t('round.title', { round }) : t('round.none')}>
      {missing.length ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('desk.missingBirthYear', { names: missing.join(', ') })}
        </Alert>
      ) : null}
      {clockShown ? (
        <Box component="section" aria-label={t('clock.title')} sx={{ mb: 2 }}>
          <DeskClockPanel clock={clock} offsetMs={offsetMs} onAct={onClock} />
        </Box>
      ) : null}
      {playing ? (
        <Typography role="status" sx={{ mb: 1.5 }}>
          {open ? t('desk.tablesPlaying', { count: open }) : t('desk.allResultsIn')}
        </Typography>
      ) : null}
      {playing && tables.length ? (
        <RoundTables
          matches={tables}
          busyId={null}
          onEnter={runInTom ? undefined : onEnter}
          onExtraTime={clockShown ? onExtraTime : undefined}
          extraTimeRound={clock?.round}
        />
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
        {tournament.stage === 'REGISTRATION' && !runInTom ? (
          <Button
            variant="contained"
            disabled={busy || !online}
            aria-describedby={needsConnection}
            onClick={onStartCheckIn}
          >
            {t('desk.startCheckIn')}
          </Button>
        ) : null}
        {step.kind === 'pair' || step.kind === 'top-cut' ? (
          <Button variant="contained" disabled={busy || open > 0} onClick={onPair}>
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
        {playing && !runInTom ? (
          <Button
            color="warning"
            disabled={busy || open > 0 || !online || waiting > 0}
            aria-describedby={needsConnection}
            onClick={onFinish}
          >
            {t('desk.finish')}
          </Button>
        ) : null}
        {tournament.stage === 'FINISHED' ? (
          <Button
            variant="outlined"
            disabled={busy || !online}
            aria-describedby={needsConnection}
            onClick={() => onPublish(!tournament.listsPublished)}
          >
            {tournament.listsPublished ? t('desk.unpublish') : t('desk.publish')}
          </Button>
        ) : null}
      </Stack>
    </DeskPanel>
  );
}
