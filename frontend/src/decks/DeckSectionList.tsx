import { Box, IconButton, Link, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import type { DeckCardDto, DeckDetailDto } from '../api/generated/types.gen';
import { visuallyHidden } from '../shared/a11y';
import { CardImage } from '../cards/CardImage';
import { SECTIONS, cardsIn } from './deck-cards';

export interface DeckSectionListProps {
  deck: DeckDetailDto;
  onChange: (card: DeckCardDto, delta: 1 | -1) => void;
  onOpen: (card: DeckCardDto) => void;
}

function CardRow({ card, onChange, onOpen }: { card: DeckCardDto } & Omit<DeckSectionListProps, 'deck'>) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      <Box sx={{ width: 44, flexShrink: 0 }}>
        <CardImage src={card.images.small} alt={card.name} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Link
          component="button"
          type="button"
          onClick={() => onOpen(card)}
          sx={{ fontWeight: 700, textAlign: 'left', overflowWrap: 'anywhere', fontSize: '1rem' }}
        >
          {card.name}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {card.setCode || card.setId.toUpperCase()} {card.number}
        </Typography>
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
        <IconButton aria-label={`Remove one ${card.name}`} onClick={() => onChange(card, -1)} size="small">
          <RemoveIcon />
        </IconButton>
        <Typography
          component="span"
          sx={{ minWidth: '2ch', textAlign: 'center', fontWeight: 700, fontSize: '1.1rem' }}
        >
          {card.count}
          <Box component="span" sx={visuallyHidden}>
            {card.count === 1 ? ' copy' : ' copies'}
          </Box>
        </Typography>
        <IconButton aria-label={`Add one ${card.name}`} onClick={() => onChange(card, 1)} size="small">
          <AddIcon />
        </IconButton>
      </Stack>
    </Box>
  );
}

/** The three card sections of the builder, each with its count of distinct cards. */
export function DeckSectionList({ deck, onChange, onOpen }: DeckSectionListProps) {
  return (
    <Stack spacing={2}>
      {SECTIONS.map(({ key, title }) => {
        const cards = cardsIn(deck.cards, key);
        const copies = cards.reduce((sum, card) => sum + card.count, 0);
        const headingId = `deck-section-${key}`;
        return (
          <Paper key={key} component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 2.5 } }}>
            <Stack
              direction="row"
              sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1 }}
            >
              <Typography id={headingId} component="h2" variant="h3">
                {title} ({cards.length})
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {copies} {copies === 1 ? 'card' : 'cards'}
              </Typography>
            </Stack>
            {cards.length === 0 ? (
              <Typography color="text.secondary">
                No cards in this section yet. Use Add Cards to add some.
              </Typography>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {cards.map((card) => (
                  <CardRow
                    key={`${card.section}-${card.id}`}
                    card={card}
                    onChange={onChange}
                    onOpen={onOpen}
                  />
                ))}
              </Box>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
