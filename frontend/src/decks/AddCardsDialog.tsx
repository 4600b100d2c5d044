import { useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { useQuery } from '@tanstack/react-query';
import { cardsSearchOptions } from '../api/generated/@tanstack/react-query.gen';
import type { CardDto, DeckDetailDto } from '../api/generated/types.gen';
import { MAX_CARD_SEARCH_LENGTH } from '../shared/server-rules';
import { ADD_CARDS_PAGE_SIZE } from '../cards/card-search';
import { CardImage } from '../cards/CardImage';
import { OverlayButton, overlayHostSx } from '../cards/CardTile';
import { copiesOf, formatLabel } from './deck-cards';
import { LoadFailed } from '../shared/LoadFailed';

export interface AddCardsDialogProps {
  open: boolean;
  deck: DeckDetailDto;
  onClose: () => void;
  /** Adds one copy in the card's section; the page shows the deck it answers. */
  onAdd: (card: CardDto) => void;
}

/** The builder's 'Add Cards' dialog: search (Enter or Search), up to 20 results, a plus overlay adds one copy. */
export function AddCardsDialog({ open, deck, onClose, onAdd }: AddCardsDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [term, setTerm] = useState('');
  const [submitted, setSubmitted] = useState('');
  const search = useQuery({
    ...cardsSearchOptions({ query: { q: submitted, page: 1, pageSize: ADD_CARDS_PAGE_SIZE } }),
    enabled: submitted !== '',
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const q = term.trim();
    if (!q) return; // a blank search does nothing (spec 2 §5)
    if (q === submitted) void search.refetch();
    else setSubmitted(q);
  }

  const results = (search.data?.cards ?? []).slice(0, ADD_CARDS_PAGE_SIZE);
  const legalIn = (card: CardDto) => (deck.format === 'expanded' ? card.legalExp : card.legalStd);
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth>
      <DialogTitle>Add Cards</DialogTitle>
      <DialogContent dividers>
        <Stack
          component="form"
          role="search"
          aria-label="Find cards to add"
          onSubmit={submit}
          direction="row"
          sx={{ gap: 1, mb: 2, alignItems: 'center' }}
        >
          <TextField
            label="Search cards"
            placeholder="Name or text"
            type="search"
            autoFocus
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            slotProps={{ htmlInput: { maxLength: MAX_CARD_SEARCH_LENGTH } }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            startIcon={<SearchIcon aria-hidden="true" />}
            disabled={search.isFetching}
            sx={{ flexShrink: 0 }}
          >
            {search.isFetching ? 'Searching...' : 'Search'}
          </Button>
        </Stack>

        {search.isError ? (
          <LoadFailed
            error={search.error}
            fallback="Failed to search cards"
            onRetry={() => void search.refetch()}
          />
        ) : submitted && search.data && results.length === 0 ? (
          <Typography color="text.secondary">No cards found</Typography>
        ) : results.length > 0 ? (
          <Box
            component="ul"
            aria-label="Search results"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
            }}
          >
            {results.map((card) => {
              const inDeck = copiesOf(deck.cards, card.id);
              return (
                <Box component="li" key={card.id}>
                  <Box sx={overlayHostSx}>
                    <CardImage src={card.images.small} alt={card.name} />
                    <OverlayButton
                      // Twenty prints of Ultra Ball must not all read the same: the set and number tell them apart.
                      label={`Add ${card.name} (${card.setCode || card.setId.toUpperCase()} ${card.number}) to deck`}
                      visibleText="Add"
                      icon={<AddIcon fontSize="small" aria-hidden="true" />}
                      onClick={() => onAdd(card)}
                    />
                  </Box>
                  <Typography
                    sx={{ fontWeight: 700, mt: 0.5, fontSize: '0.95rem', overflowWrap: 'anywhere' }}
                  >
                    {card.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {card.setCode || card.setId.toUpperCase()} {card.number}
                    {inDeck > 0 ? ` · ${inDeck} in deck` : ''}
                  </Typography>
                  {legalIn(card) ? null : (
                    <Typography variant="body2" color="error">
                      Not {formatLabel(deck.format)} Legal
                    </Typography>
                  )}
                </Box>
              );
            })}
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
