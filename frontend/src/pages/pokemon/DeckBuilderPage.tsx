import { Button } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { EmptyState } from '../../layout/EmptyState';
import { Page } from '../../layout/Page';

/** /pokemon/deck/:id — edit one deck (spec 2 §2, Deck builder). */
export function DeckBuilderPage() {
  const { id } = useParams();
  return (
    <Page title="Deck Builder" back={{ to: '/pokemon/decks', label: 'Back to My Decks' }}>
      <EmptyState
        title="Deck not found"
        action={
          <Button component={RouterLink} to="/pokemon/decks" variant="contained">
            Back to My Decks
          </Button>
        }
      >
        We could not find deck {id}.
      </EmptyState>
    </Page>
  );
}
