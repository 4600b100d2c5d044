import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Page } from '../../layout/Page';

/** Any path the site does not know. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Page title="Page Not Found" maxWidth="md">
      <Typography sx={{ mb: 1, fontSize: '1.1rem' }}>
        Oh no — this page seems to have fled like a wild Pokémon! We could not find{' '}
        <strong style={{ overflowWrap: 'anywhere' }}>{pathname}</strong>.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Check the address, or try one of these:
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button component={RouterLink} to="/" variant="contained">
          Go to Home
        </Button>
        <Button component={RouterLink} to="/events" variant="outlined">
          See Events
        </Button>
        <Button component={RouterLink} to="/contact" variant="outlined">
          Contact Us
        </Button>
      </Stack>
    </Page>
  );
}
