import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { decksCreate } from '../../api/generated/sdk.gen';
import { Page } from '../../layout/Page';
import { apiErrorMessage } from '../../shared/api-error';
import { useDeckCache } from '../../decks/use-deck-cache';

/** What /pokemon/deck creates (spec 2 §2, §9). */
export const NEW_DECK = { name: 'New Deck', format: 'standard', notes: '' } as const;

/** /pokemon/deck — creates a new deck and opens it in the builder, replacing this page in history. */
export function NewDeckPage() {
  const navigate = useNavigate();
  const cache = useDeckCache();
  const [error, setError] = useState<string | null>(null);
  // StrictMode mounts effects twice; a ref survives that, so only one deck is created per visit.
  const started = useRef(false);

  const create = useCallback(async () => {
    try {
      const { data } = await decksCreate({ body: { ...NEW_DECK }, throwOnError: true });
      cache.put(data);
      navigate(`/pokemon/deck/${data.id}`, { replace: true });
    } catch (failure) {
      setError(apiErrorMessage(failure, 'Failed to create the deck'));
    }
  }, [cache, navigate]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void create();
  }, [create]);

  return (
    <Page title="New Deck" back={{ to: '/pokemon/decks', label: 'Back to Decks' }}>
      {error ? (
        <Alert
          severity="error"
          action={
            <Stack direction="row" spacing={1}>
              <Button
                color="inherit"
                onClick={() => {
                  setError(null);
                  void create();
                }}
              >
                Try Again
              </Button>
              <Button color="inherit" component={RouterLink} to="/pokemon/decks">
                Back to Decks
              </Button>
            </Stack>
          }
        >
          {error}
        </Alert>
      ) : (
        <Box
          role="status"
          sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}
        >
          <CircularProgress size={28} aria-hidden="true" />
          <Typography>Creating your deck...</Typography>
        </Box>
      )}
    </Page>
  );
}
