import { useState } from 'react';
import { Box, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { pairNextRound, type ClockAction } from '@club/rules';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { MatchDto, Outcome, PlayerDto } from '../../api/generated/types.gen';
import { useAdminToast } from '../use-admin-toast';
import { DeskDialogs } from './desk/DeskDialogs';
import { DeskExportsPanel } from './desk/DeskExportsPanel';
import { DeskHeader } from './desk/DeskHeader';
import { withFullNames, type DeskTable } from './desk/desk-names';
import { tablesBeingPlayed } from './desk/desk-tables';
import { DeskNotReady } from './desk/DeskNotReady';
import { DeskPanel } from './desk/DeskPanel';
import { DeskRoundPanel } from './desk/DeskRoundPanel';
import { DeskSettingsPanel, type SettingsValues } from './desk/DeskSettingsPanel';
import { DeskStatus } from './desk/DeskStatus';
import { TableTimeDialog } from './desk/TableTimeDialog';
import { useDeskActions } from './desk/use-desk-actions';
import { useOfflineDesk } from './offline/use-offline-desk';
import { tablesWithoutResult } from './outcome-labels';
import { PlayersPanel } from './PlayersPanel';
import { TomUpload } from './TomUpload';
import { ResultsLog } from './ResultsLog';
import { DESK_POLL_MS, TOURNAMENT_KEYS, tournamentsApi } from './tournaments-api';
import { PAGE_SX } from './page-sx';

const idOf = (text: string | undefined) => (text && /^\d{1,9}$/.test(text) ? Number(text) : 0);

/** A match paired at the desk has no id until the server has it: a negative stand-in keys it on the page. */
const withStandInId = (match: MatchDto | (Omit<MatchDto, 'id'> & { id: number | null })): MatchDto => ({
  ...match,
  id: match.id ?? -(match.round * 1000 + (match.table ?? 999)),
});

/**
 * /admin/tournaments/:id: the organiser's desk for one tournament. Check-in, pairing each round (refused
 * while a table has no result), the round's clock, entering, confirming and correcting results, drops and late
 * entries, finishing, publishing the lists, exports. Results, check-ins, drops, pairing and the clock go through
 * the desk's queue and keep working offline (docs/adr/0051); the rest needs a connection and says so. Reads
 * again every few seconds so players' reports appear by themselves. Players are named in full, with their
 * Player ID.
 */
export function TournamentDesk() {
  const id = idOf(useParams().id);
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`club.tournaments.${key}`, args);
  const toast = useAdminToast();
  const queryClient = useQueryClient();
  const desk = useOfflineDesk(id);
  const online = desk.online;
  const { busy, act, queue } = useDeskActions(id, desk);
  const log = useQuery({
    queryKey: TOURNAMENT_KEYS.log(id),
    queryFn: () => tournamentsApi.log(id),
    enabled: id > 0 && online,
    refetchInterval: DESK_POLL_MS,
  });
  const [finishing, setFinishing] = useState(false);
  const [dropping, setDropping] = useState<PlayerDto | null>(null);
  const [extraTimeFor, setExtraTimeFor] = useState<DeskTable | null>(null);
  const [missing, setMissing] = useState<string[]>([]);

  const local = desk.local;
  const current = local?.tournament;
  if (!local || !current) return <DeskNotReady id={id} desk={desk} />;

  const round = current.currentRound;
  const tomId = current.tomId ?? null;
  const matches = local.matches.map(withStandInId);
  const tables = withFullNames(tablesBeingPlayed(matches, round, tomId), local.players);
  const open = tablesWithoutResult(matches, round);
  const offlineReason = online ? null : t('offline.needsConnection');

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
  const enter = (match: DeskTable, outcome: Outcome) =>
    match.table === null
      ? undefined
      : queue(
          { kind: 'RESULT', round: match.round, table: match.table, outcome, expected: match.outcome },
          'club.tournaments.round.saved',
          { table: match.table },
        );
  const giveTableTime = async (match: DeskTable, minutes: number) => {
    if (match.table === null) return;
    await queue(
      { kind: 'TABLE_TIME', round: match.round, table: match.table, minutes },
      'club.tournaments.clock.tableGiven',
      {
        table: match.table,
        minutes: minutes > 0 ? `+${minutes}` : String(minutes),
      },
    );
    setExtraTimeFor(null);
  };
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
  const saveSettings = async (values: SettingsValues) => {
    const saved = await act(
      'settings',
      () => tournamentsApi.update(id, values),
      'club.tournaments.settings.saved',
    );
    if (!saved) throw new Error('not saved');
  };

  return (
    <Box component="section" sx={PAGE_SX}>
      <DeskHeader id={id} tournament={current} />
      <DeskStatus desk={desk} offlineReason={offlineReason} round={round} tables={tables} tomId={tomId} />

      <Stack spacing={3} sx={{ mt: 3 }}>
        {tomId ? (
          <TomUpload
            title={t('tom.deskTitle')}
            tournamentId={id}
            onLoaded={async () => {
              await desk.refresh().catch(() => undefined);
              await queryClient.invalidateQueries({ queryKey: TOURNAMENT_KEYS.log(id) });
            }}
          />
        ) : null}
        <DeskRoundPanel
          tournament={current}
          tables={tables}
          open={open}
          missing={missing}
          busy={busy !== null}
          online={online}
          offlineReason={offlineReason}
          waiting={desk.waiting.length}
          clock={local.clock}
          offsetMs={desk.offsetMs}
          onStartCheckIn={() => void startCheckIn()}
          onPair={() => void pair()}
          onEnter={(match, outcome) => void enter(match, outcome)}
          onClock={(action: ClockAction, success, args) => void queue(action, success, args)}
          onExtraTime={setExtraTimeFor}
          onFinish={() => setFinishing(true)}
          onPublish={(published) => void publish(published)}
        />

        <DeskPanel id="desk-players" title={t('players.title')}>
          <PlayersPanel
            tournament={current}
            players={local.players}
            busyId={null}
            onCheckIn={tomId ? undefined : (player, checkedIn) => void checkIn(player, checkedIn)}
            onDrop={tomId ? undefined : setDropping}
          />
        </DeskPanel>

        {tomId ? null : (
          <DeskSettingsPanel tournament={current} offlineReason={offlineReason} onSave={saveSettings} />
        )}

        {round > 0 ? (
          <DeskExportsPanel
            tournamentId={id}
            title={current.title}
            offlineReason={offlineReason}
            onError={(message) => toast.error(message)}
          />
        ) : null}

        <DeskPanel id="desk-log" title={t('log.title')}>
          <ResultsLog changes={log.data ?? []} />
        </DeskPanel>
      </Stack>

      <DeskDialogs
        finishing={finishing}
        finishDisabled={busy !== null || !online}
        onFinish={() => void finish()}
        onCloseFinish={() => setFinishing(false)}
        dropping={dropping}
        onDrop={(player) => void drop(player)}
        onCloseDrop={() => setDropping(null)}
      />
      <TableTimeDialog
        key={extraTimeFor?.id ?? 'none'}
        match={extraTimeFor}
        onGive={(match, minutes) => void giveTableTime(match, minutes)}
        onClose={() => setExtraTimeFor(null)}
      />
    </Box>
  );
}
