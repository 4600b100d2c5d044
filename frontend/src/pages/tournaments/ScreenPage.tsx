import { Box, Button, CssBaseline, ThemeProvider, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import type { MatchDto } from '../../api/generated/types.gen';
import { PageHead } from '../../layout/PageHead';
import { ConnectionStatus } from '../../offline/ConnectionStatus';
import { useKeptAnswersShown } from '../../offline/use-kept-answers-shown';
import { CLUB } from '../../shared/club';
import { RoundClockFace } from '../../shared/RoundClockFace';
import { useHydrated } from '../../shared/use-hydrated';
import { LoadFailed, Loading } from './LoadStates';
import { SCREEN_THEME } from './screen-theme';
import { DIVISION_LABELS, extraTimeText, outcomeText, parseRouteId, stageLabel } from './tournament-view';
import { useLiveTournament } from './use-live-tournament';
import { useScreenPages } from './use-screen-pages';

/** How long each page of pairings stays up. */
export const SCREEN_PAGE_MS = 12_000;

function Side({ player }: { player: NonNullable<MatchDto['playerB']> }) {
  return (
    <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <strong>{player.name}</strong>{' '}
      <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
        ({player.record})
      </Box>
    </Box>
  );
}

function ScreenRow({ match, divisions }: { match: MatchDto; divisions: boolean }) {
  const result = match.playerB === null ? 'Bye' : match.outcome ? outcomeText(match, match.outcome) : null;
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: '4.5rem minmax(0, 1fr)',
        alignItems: 'center',
        columnGap: 2,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        fontSize: { xs: '1.125rem', md: '1.6rem' },
      }}
    >
      <Box sx={{ textAlign: 'center' }}>
        <Box component="span" sx={{ display: 'block', fontSize: '2em', fontWeight: 800, lineHeight: 1 }}>
          {match.table ?? '–'}
        </Box>
        {match.extraSeconds > 0 ? (
          <Box component="span" sx={{ display: 'block', fontSize: '0.75em', fontWeight: 700 }}>
            {extraTimeText(match.extraSeconds)}
          </Box>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, minWidth: 0 }}>
        <Side player={match.playerA} />
        {match.playerB ? (
          <>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              v
            </Box>
            <Side player={match.playerB} />
          </>
        ) : null}
        {divisions || result ? (
          <Box component="span" sx={{ flexBasis: '100%', fontSize: '0.75em', color: 'text.secondary' }}>
            {[divisions ? DIVISION_LABELS[match.division] : null, result].filter(Boolean).join(' · ')}
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}

/**
 * /tournaments/:id/screen — the hall's screen: the round's clock in large type, counted down from the server's
 * time, and the round's pairings, a page at a time, turning by themselves (with a button to hold them). Always
 * the public answer, whoever is signed in on the machine driving the projector: juniors and seniors appear only
 * as labels (docs/adr/0010).
 */
export function ScreenPage() {
  const id = parseRouteId(useParams().id) ?? 0;
  const live = useLiveTournament(id, { publicOnly: true });
  const data = live.data?.live;
  const kept = useKeptAnswersShown([live]);
  const pairings = data?.pairings ?? [];
  const paging = useScreenPages(pairings.length, SCREEN_PAGE_MS);
  const origin = useHydrated() ? window.location.host : '';
  const title = data ? `${data.tournament.title}: screen` : 'Tournament screen';
  const shown = pairings.slice(paging.first, paging.first + paging.perPage);
  return (
    <ThemeProvider theme={SCREEN_THEME}>
      <CssBaseline />
      <PageHead
        title={`${title} – ${CLUB.name}`}
        description="The hall's screen for the club's tournament: the round clock and this round's pairings, a page at a time."
      />
      <Box component="main" sx={{ minHeight: '100vh', px: { xs: 2, md: 5 }, py: { xs: 2, md: 3 } }}>
        <Box
          component="header"
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, alignItems: 'baseline' }}
        >
          <Typography component="h1" sx={{ fontSize: { xs: '1.5rem', md: '2.5rem' }, fontWeight: 800 }}>
            {data?.tournament.title ?? 'Tournament'}
          </Typography>
          {data ? (
            <Typography sx={{ fontSize: { xs: '1.125rem', md: '1.75rem' } }}>
              {stageLabel(data.tournament)}
            </Typography>
          ) : null}
          <ConnectionStatus {...kept} />
        </Box>
        {!data ? (
          id === 0 || live.isError ? (
            <LoadFailed
              error={id === 0 ? null : live.error}
              what="tournament"
              onRetry={() => void live.refetch()}
            />
          ) : (
            <Loading what="tournament" />
          )
        ) : (
          <>
            {data.clock ? (
              <Box component="section" aria-label="Round clock" sx={{ my: { xs: 2, md: 3 } }}>
                <RoundClockFace
                  clock={data.clock}
                  offsetMs={live.data?.offsetMs ?? 0}
                  label={`Round ${data.clock.round}`}
                  size="screen"
                />
              </Box>
            ) : null}
            {pairings.length ? (
              <Box component="section" aria-labelledby="screen-pairings">
                <Box
                  sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1 }}
                >
                  <Typography
                    id="screen-pairings"
                    component="h2"
                    sx={{ fontSize: { xs: '1.25rem', md: '2rem' } }}
                  >
                    {`Round ${pairings[0].round} pairings`}
                  </Typography>
                  {paging.pages > 1 ? (
                    <>
                      <Typography sx={{ fontSize: { xs: '1rem', md: '1.5rem' } }}>
                        {`Page ${paging.page + 1} of ${paging.pages}`}
                      </Typography>
                      <Button variant="outlined" color="inherit" onClick={paging.toggle}>
                        {paging.held ? 'Turn pages' : 'Hold this page'}
                      </Button>
                    </>
                  ) : null}
                </Box>
                <Box
                  component="ol"
                  sx={{
                    listStyle: 'none',
                    p: 0,
                    m: 0,
                    mt: 1,
                    display: 'grid',
                    columnGap: 5,
                    gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
                  }}
                >
                  {shown.map((match) => (
                    <ScreenRow key={match.id} match={match} divisions={data.tournament.divisionsApart} />
                  ))}
                </Box>
              </Box>
            ) : (
              <Typography sx={{ mt: 4, fontSize: { xs: '1.25rem', md: '2rem' } }}>
                No pairings yet: the first round appears here as soon as the organiser pairs it.
              </Typography>
            )}
            {origin ? (
              <Typography sx={{ mt: 3, color: 'text.secondary', fontSize: { xs: '1rem', md: '1.4rem' } }}>
                {`Your table and the clock on your phone: ${origin}/tournaments/${id}/pairings`}
              </Typography>
            ) : null}
          </>
        )}
      </Box>
    </ThemeProvider>
  );
}
