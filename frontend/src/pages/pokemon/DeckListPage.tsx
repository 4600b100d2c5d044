import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import StyleOutlinedIcon from '@mui/icons-material/StyleOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../layout/EmptyState';
import { Page } from '../../layout/Page';

/** /pokemon/decks — the member's decks (spec 2 §2, Deck list). */
export function DeckListPage() {
  return (
    <Page
      title="My Decks"
      intro="Build decks, check them against the deck-construction rules, and import or export PTCGL lists."
      actions={
        <>
          <Button component={RouterLink} to="/pokemon/browse" variant="outlined">
            Browse Cards
          </Button>
          <Button component={RouterLink} to="/pokemon/deck" variant="contained" startIcon={<AddIcon />}>
            New Deck
          </Button>
        </>
      }
    >
      <EmptyState title="No decks yet" icon={<StyleOutlinedIcon />}>
        Your decks will be listed here.
      </EmptyState>
    </Page>
  );
}
