import { Suspense } from 'react';
import { Box, Button, Grid, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { lazyNamed } from '../../shared/lazy-named';
import { EVENT_CARD_MIN_HEIGHT } from '../events/event-card-size';

// The list, its data hooks and the cards load after the page: the home page is in the main bundle, and
// the events sit below the hero. The placeholder holds the space of the first row of cards meanwhile.
const HomeEventList = lazyNamed(() => import('./HomeEventList'), 'HomeEventList');

function Placeholder() {
  return (
    <Grid container spacing={3} aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
          <Skeleton variant="rounded" height={EVENT_CARD_MIN_HEIGHT} />
        </Grid>
      ))}
    </Grid>
  );
}

/** The home page's 'Upcoming Events' section (spec 1 §2, Home). */
export function HomeEvents() {
  return (
    <Box component="section" aria-labelledby="home-events-heading">
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 2,
          mb: 3,
        }}
      >
        <Typography id="home-events-heading" variant="h2">
          Upcoming Events
        </Typography>
        <Button component={RouterLink} to="/events" variant="outlined">
          View All Events
        </Button>
      </Box>
      <Suspense fallback={<Placeholder />}>
        <HomeEventList />
      </Suspense>
    </Box>
  );
}
