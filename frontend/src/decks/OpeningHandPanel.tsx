import { useState } from 'react';
import { Box, MenuItem, Paper, TextField, Typography } from '@mui/material';
import type { DeckDetailDto } from '../api/generated/types.gen';
import { formatPercent } from '../cards/format-percent';

/**
 * Opening-hand odds from the deck's `odds`: the chance of at least one Basic Pokémon in the opening 7
 * (and so of a mulligan), and for a chosen card the chance of at least one copy in the opening hand and
 * by your first turn (8 cards seen).
 */
export function OpeningHandPanel({ deck }: { deck: DeckDetailDto }) {
  const [chosen, setChosen] = useState('');
  const current = deck.cards.find((card) => card.id === chosen) ?? deck.cards[0];
  const odds = current ? deck.odds.cards.find((entry) => entry.cardId === current.id) : undefined;
  return (
    <Paper component="section" aria-labelledby="opening-hand-heading" sx={{ p: 2.5 }}>
      <Typography id="opening-hand-heading" component="h2" variant="h3" sx={{ mb: 1 }}>
        Opening Hand
      </Typography>
      {deck.cards.length === 0 ? (
        <Typography color="text.secondary">Add cards to see your opening-hand odds.</Typography>
      ) : (
        <>
          <Box
            component="dl"
            sx={{
              m: 0,
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0, mb: 1, fontWeight: 700, fontSize: '1.2rem' },
            }}
          >
            <dt>At least one Basic Pokémon in your opening 7</dt>
            <dd>{formatPercent(deck.odds.openingBasic)}</dd>
            <dt>Chance of a mulligan</dt>
            <dd>{formatPercent(deck.odds.mulligan)}</dd>
          </Box>
          <TextField
            select
            label="Card"
            value={current?.id ?? ''}
            onChange={(event) => setChosen(event.target.value)}
            sx={{ mt: 1 }}
          >
            {deck.cards.map((card) => (
              <MenuItem key={`${card.section}-${card.id}`} value={card.id}>
                {card.name} ({card.setCode || card.setId.toUpperCase()} {card.number}) ×{card.count}
              </MenuItem>
            ))}
          </TextField>
          <Box
            component="dl"
            aria-live="polite"
            sx={{
              m: 0,
              mt: 1.5,
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0, mb: 1, fontWeight: 700, fontSize: '1.2rem' },
            }}
          >
            <dt>At least one in your opening hand</dt>
            <dd>{formatPercent(odds?.inOpeningHand)}</dd>
            <dt>At least one by your first turn</dt>
            <dd>{formatPercent(odds?.byFirstTurn)}</dd>
          </Box>
        </>
      )}
    </Paper>
  );
}
