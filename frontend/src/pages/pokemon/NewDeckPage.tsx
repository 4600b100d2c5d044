import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../layout/EmptyState';
import { Page } from '../../layout/Page';

/** /pokemon/deck — creates a new deck and opens it in the builder (spec 2 §2). */
export function NewDeckPage() {
  return (
    <Page title="New Deck" back={{ to: '/pokemon/decks', label: 'Back to My Decks' }}>
      <EmptyState
        title="The deck builder is on its way"
        action={
          <Button component={RouterLink} to="/pokemon/decks" variant="contained">
            Back to My Decks
          </Button>
        }
      >
        Creating decks is not available yet.
      </EmptyState>
    </Page>
  );
}
