import { useEffect, useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  decksListOptions,
  tournamentsDropMutation,
  tournamentsMineOptions,
  tournamentsMineQueryKey,
  tournamentsReportMutation,
  tournamentsSubmitListMutation,
} from '../../api/generated/@tanstack/react-query.gen';
import type { MyEntryDto, Outcome, SubmitDeckListDto } from '../../api/generated/types.gen';
import { ConfirmDialog } from '../../layout/ConfirmDialog';
import { EmptyState } from '../../layout/EmptyState';
import { Page } from '../../layout/Page';
import { ConnectionStatus } from '../../offline/ConnectionStatus';
import { useKeptAnswersShown } from '../../offline/use-kept-answers-shown';
import { useToast } from '../../layout/toast';
import { apiErrorMessage } from '../../shared/api-error';
import { DECK_LIST_MESSAGES } from './deck-list-schema';
import { EntryPanel } from './EntryPanel';
import { LoadFailed, Loading } from './LoadStates';
import { TournamentFacts } from './TournamentFacts';
import { parseRouteId } from './tournament-view';
import { useKeepAnswer } from './use-keep-answer';
import { liveQueriesKey, useLiveTournament } from './use-live-tournament';

/**
 * /tournaments/:id — a member's tournament day: for themself and each child entered, the deck list, their
 * table this round and its result. Follows the live answer, so a new round shows up by itself.
 */
export function TournamentPage() {
  const id = parseRouteId(useParams().id) ?? 0;
  const toast = useToast();
  const queryClient = useQueryClient();
  const live = useLiveTournament(id);
  const mineOptions = tournamentsMineOptions({ path: { id } });
  const mine = useQuery({ ...mineOptions, ...useKeepAnswer('members'), enabled: id > 0 });
  const decks = useQuery(decksListOptions());
  const submit = useMutation(tournamentsSubmitListMutation());
  const report = useMutation(tournamentsReportMutation());
  const drop = useMutation(tournamentsDropMutation());
  const [dropping, setDropping] = useState<MyEntryDto | null>(null);
  const etag = live.data?.etag;
  const kept = useKeptAnswersShown([live, mine]);

  // The live answer changes with every pairing and result: read this member's tables again then.
  useEffect(() => {
    if (etag) void queryClient.invalidateQueries({ queryKey: tournamentsMineQueryKey({ path: { id } }) });
  }, [etag, id, queryClient]);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tournamentsMineQueryKey({ path: { id } }) }),
      queryClient.invalidateQueries({ queryKey: liveQueriesKey(id) }),
    ]);

  async function submitList(playerId: number, body: SubmitDeckListDto) {
    await submit.mutateAsync({ path: { id, playerId }, body });
    toast.success(DECK_LIST_MESSAGES.accepted);
    await refresh();
  }

  async function sendReport(matchId: number, outcome: Outcome) {
    try {
      await report.mutateAsync({ path: { id, matchId }, body: { outcome } });
      toast.success('Result sent.');
    } catch (error) {
      toast.error(apiErrorMessage(error, 'Could not send the result. Try again.'));
    }
    await refresh();
  }

  async function confirmDrop(entry: MyEntryDto) {
    if (entry.playerId === null) return;
    try {
      await drop.mutateAsync({ path: { id, playerId: entry.playerId } });
      toast.success(`${entry.name} has dropped from the tournament.`);
      setDropping(null);
    } catch (error) {
      toast.error(apiErrorMessage(error, 'Could not drop from the tournament. Try again.'));
    }
    await refresh();
  }

  const tournament = live.data?.live.tournament;
  if (!tournament) {
    return (
      <Page title="Tournament" back={{ to: '/events', label: 'Back to Events' }}>
        {id === 0 || live.isError ? (
          <LoadFailed
            error={id === 0 ? null : live.error}
            what="tournament"
            onRetry={() => void live.refetch()}
          />
        ) : (
          <Loading what="tournament" />
        )}
      </Page>
    );
  }

  const entries = mine.data?.entries ?? [];
  const liveAnswer = live.data!.live;
  // The live answer is the fresher one: a table's extra time shows there first.
  const clock = liveAnswer.clock
    ? {
        state: liveAnswer.clock,
        offsetMs: live.data!.offsetMs,
        extraSeconds: (matchId: number) =>
          liveAnswer.pairings.find((pairing) => pairing.id === matchId)?.extraSeconds ??
          entries.find((entry) => entry.currentMatch?.id === matchId)?.currentMatch?.extraSeconds ??
          0,
      }
    : null;
  return (
    <Page
      title={tournament.title}
      back={{ to: '/events', label: 'Back to Events' }}
      intro={
        <>
          <TournamentFacts tournament={tournament} />
          <ConnectionStatus {...kept} />
        </>
      }
      actions={
        <>
          <Button component={RouterLink} to={`/tournaments/${id}/pairings`} variant="outlined">
            Pairings
          </Button>
          <Button component={RouterLink} to={`/tournaments/${id}/standings`} variant="outlined">
            Standings
          </Button>
        </>
      }
    >
      {mine.isPending ? <Loading what="your entries" /> : null}
      {mine.isError && !mine.data ? (
        <LoadFailed error={mine.error} what="list of your entries" onRetry={() => void mine.refetch()} />
      ) : null}
      {mine.isSuccess && entries.length === 0 ? (
        <EmptyState title="You are not entered in this tournament">
          Register for the event on the Events page; you and your family are entered from the registrations.
        </EmptyState>
      ) : null}
      <Stack spacing={3}>
        {entries.map((entry) => (
          <EntryPanel
            key={entry.playerId ?? `family-${entry.familyMemberId}`}
            tournament={tournament}
            clock={clock}
            entry={entry}
            decks={decks.data ?? []}
            reporting={report.isPending}
            onSubmitList={submitList}
            onReport={(matchId, outcome) => void sendReport(matchId, outcome)}
            onDrop={setDropping}
          />
        ))}
      </Stack>
      {tournament.listsPublished ? (
        <Typography sx={{ mt: 3 }}>
          <Button component={RouterLink} to={`/tournaments/${id}/deck-lists`}>
            Everyone's deck lists
          </Button>
        </Typography>
      ) : null}
      <ConfirmDialog
        open={dropping !== null}
        title="Drop from the tournament?"
        message={`${dropping?.name ?? ''} will not be paired again. Their results so far stay in the standings.`}
        confirmLabel="Drop"
        busy={drop.isPending}
        onConfirm={() => dropping && void confirmDrop(dropping)}
        onCancel={() => setDropping(null)}
      />
    </Page>
  );
}
