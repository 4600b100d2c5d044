import { useId, useState } from 'react';
import { Button, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import {
  decksChangeCardMutation,
  decksGetOptions,
  decksListOptions,
} from '../api/generated/@tanstack/react-query.gen';
import type { CardDto, DeckSummaryDto } from '../api/generated/types.gen';
import { useToast } from '../layout/toast';
import { apiErrorMessage } from '../shared/api-error';
import { copiesOf, deckSizeLabel, formatLabel, sectionFor } from './deck-cards';
import { useDeckCache } from './use-deck-cache';

export interface AddToDeckActionsProps {
  card: CardDto;
  /** The deck the member last added to from the browser, or null. */
  deckId: number | null;
  onDeckChosen: (deckId: number) => void;
}

/**
 * 'Add to Deck' asks which of the member's decks, then adds one copy in the card's section;
 * 'Remove (count)' takes one copy out of that deck again and shows only while it holds the card.
 */
export function AddToDeckActions({ card, deckId, onDeckChosen }: AddToDeckActionsProps) {
  const toast = useToast();
  const cache = useDeckCache();
  const buttonId = useId();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const decks = useQuery({ ...decksListOptions(), enabled: anchor !== null || deckId !== null });
  const target = useQuery({ ...decksGetOptions({ path: { id: deckId ?? 0 } }), enabled: deckId !== null });
  const change = useMutation(decksChangeCardMutation());
  const count = deckId !== null ? copiesOf(target.data?.cards, card.id) : 0;
  const deckName = target.data?.name;

  async function changeBy(deck: Pick<DeckSummaryDto, 'id' | 'name'>, countDelta: 1 | -1) {
    try {
      const detail = await change.mutateAsync({
        path: { id: deck.id },
        body: { cardId: card.id, section: sectionFor(card.supertype), countDelta },
      });
      cache.put(detail);
      onDeckChosen(detail.id);
      toast.success(
        countDelta > 0 ? `Added ${card.name} to ${detail.name}` : `Removed ${card.name} from ${detail.name}`,
      );
    } catch (error) {
      toast.error(
        apiErrorMessage(error, countDelta > 0 ? 'Could not add the card' : 'Could not remove the card'),
      );
    }
  }

  const list = decks.data ?? [];
  return (
    <>
      {deckId !== null && deckName ? (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ order: -1, mr: 'auto', alignSelf: 'center' }}
          aria-live="polite"
        >
          {count} in {deckName}
        </Typography>
      ) : null}
      {deckId !== null && deckName && count > 0 ? (
        <Button
          variant="outlined"
          startIcon={<RemoveIcon aria-hidden="true" />}
          disabled={change.isPending}
          onClick={() => void changeBy({ id: deckId, name: deckName }, -1)}
        >
          Remove ({count})
        </Button>
      ) : null}
      <Button
        id={buttonId}
        variant="contained"
        startIcon={<AddIcon aria-hidden="true" />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        disabled={change.isPending}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Add to Deck
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId, dense: false } }}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        {decks.isPending ? (
          <MenuItem disabled>Loading decks...</MenuItem>
        ) : decks.isError ? (
          <MenuItem disabled>{apiErrorMessage(decks.error, 'Could not load your decks')}</MenuItem>
        ) : list.length === 0 ? (
          <MenuItem component={RouterLink} to="/pokemon/decks">
            Create a deck first
          </MenuItem>
        ) : (
          list.map((deck) => (
            <MenuItem
              key={deck.id}
              selected={deck.id === deckId}
              onClick={() => {
                setAnchor(null);
                void changeBy(deck, 1);
              }}
            >
              <ListItemText
                primary={deck.name}
                secondary={`${deckSizeLabel(deck.cardCount)} · ${formatLabel(deck.format)}`}
              />
            </MenuItem>
          ))
        )}
      </Menu>
    </>
  );
}
