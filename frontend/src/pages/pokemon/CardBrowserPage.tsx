import SearchIcon from '@mui/icons-material/Search';
import { EmptyState } from '../../layout/EmptyState';
import { Page } from '../../layout/Page';

/** /pokemon/browse — search the card database (spec 2 §2, Card browser). */
export function CardBrowserPage() {
  return (
    <Page
      title="Card Browser"
      back={{ to: '/pokemon/decks', label: 'Back to My Decks' }}
      intro="Search every Pokémon TCG card by name, set, type and more, and add cards to your decks."
    >
      <EmptyState title="No cards found" icon={<SearchIcon />}>
        Cards appear here once the club’s card database has been imported.
      </EmptyState>
    </Page>
  );
}
