import type { ReactNode } from 'react';
import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { LiveTournamentDto } from '../../api/generated/types.gen';
import { Page } from '../../layout/Page';
import { ConnectionStatus } from '../../offline/ConnectionStatus';
import { useKeptAnswersShown } from '../../offline/use-kept-answers-shown';
import { PrintStyles } from '../../layout/PrintStyles';
import { RoundClockFace } from '../../shared/RoundClockFace';
import { LoadFailed, Loading } from './LoadStates';
import { parseRouteId, stageLabel } from './tournament-view';
import { useLiveTournament } from './use-live-tournament';

/**
 * The frame of the live pages (pairings, standings): public, readable on a phone and a projector,
 * printable, and fresh without a reload (the live answer polled with its ETag). The round's clock counts down
 * from the server's time. Offline, the last answer received
 * stays, marked as such with its time.
 */
export function LivePage({
  name,
  other,
  children,
}: {
  /** 'Pairings' or 'Standings': the page's heading after the tournament's name. */
  name: string;
  /** The other live page. */
  other: { to: string; label: string };
  children: (live: LiveTournamentDto) => ReactNode;
}) {
  const id = parseRouteId(useParams().id) ?? 0;
  const live = useLiveTournament(id);
  const data = live.data?.live;
  const kept = useKeptAnswersShown([live]);
  const title = data ? `${name}: ${data.tournament.title}` : name;
  return (
    <Page
      title={title}
      maxWidth="xl"
      intro={
        data ? (
          <>
            <Typography component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
              {stageLabel(data.tournament)}
            </Typography>
            <ConnectionStatus
              {...kept}
              online={
                <Typography component="span" data-print="hide">
                  {' · This page updates by itself.'}
                </Typography>
              }
            />
          </>
        ) : undefined
      }
      actions={
        <span data-print="hide" style={{ display: 'contents' }}>
          <Button component={RouterLink} to={`/tournaments/${id}/${other.to}`} variant="outlined">
            {other.label}
          </Button>
          <Button
            startIcon={<PrintIcon aria-hidden="true" />}
            onClick={() => window.print()}
            variant="outlined"
          >
            Print
          </Button>
        </span>
      }
    >
      <PrintStyles />
      {data?.clock ? (
        <Box component="section" aria-label="Round clock" data-print="hide" sx={{ mb: 3 }}>
          <RoundClockFace
            clock={data.clock}
            offsetMs={live.data?.offsetMs ?? 0}
            label={`Round ${data.clock.round}`}
          />
        </Box>
      ) : null}
      {data ? (
        children(data)
      ) : id === 0 || live.isError ? (
        <LoadFailed
          error={id === 0 ? null : live.error}
          what="tournament"
          onRetry={() => void live.refetch()}
        />
      ) : (
        <Loading what={name.toLowerCase()} />
      )}
    </Page>
  );
}
