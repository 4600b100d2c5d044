import { DECK_SIZE } from '@club/rules';
import { useId } from 'react';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  IconButton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IosShareIcon from '@mui/icons-material/IosShare';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Link as RouterLink } from 'react-router-dom';
import type { DeckSummaryDto } from '../api/generated/types.gen';
import { formatDateTime } from '../shared/format-date-time';
import { deckSizeLabel, formatLabel } from './deck-cards';

export interface DeckSummaryCardProps {
  deck: DeckSummaryDto;
  busy: boolean;
  onDuplicate: (deck: DeckSummaryDto) => void;
  onExport: (deck: DeckSummaryDto) => void;
  onDelete: (deck: DeckSummaryDto) => void;
}

/** One deck in 'My Pokémon Decks': name, format, n/60, dates, notes, and its actions. */
export function DeckSummaryCard({ deck, busy, onDuplicate, onExport, onDelete }: DeckSummaryCardProps) {
  const titleId = useId();
  const to = `/pokemon/deck/${deck.id}`;
  const complete = deck.cardCount === DECK_SIZE;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={titleId} component="h2" variant="h3" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
          {deck.name}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
          <Chip size="small" label={formatLabel(deck.format)} color="secondary" />
          <Chip
            size="small"
            variant={complete ? 'filled' : 'outlined'}
            color={complete ? 'success' : 'default'}
            label={`${deckSizeLabel(deck.cardCount)} cards`}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Created {formatDateTime(deck.createdAt)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Updated {formatDateTime(deck.updatedAt)}
        </Typography>
        {deck.notes ? (
          <Typography variant="body2" sx={{ mt: 1.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {deck.notes}
          </Typography>
        ) : null}
      </CardContent>
      <CardActions
        sx={{ flexWrap: 'wrap', gap: 0.5, px: 2, pb: 2, '& > :not(style) ~ :not(style)': { ml: 0 } }}
      >
        <Button component={RouterLink} to={to} variant="contained" size="small">
          Open Deck
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Tooltip title="View">
          <IconButton size="small" component={RouterLink} to={to} aria-label={`View ${deck.name}`}>
            <VisibilityOutlinedIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title="Edit">
          <IconButton size="small" component={RouterLink} to={to} aria-label={`Edit ${deck.name}`}>
            <EditOutlinedIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title="Duplicate">
          <span>
            <IconButton
              size="small"
              aria-label={`Duplicate ${deck.name}`}
              disabled={busy}
              onClick={() => onDuplicate(deck)}
            >
              <ContentCopyIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Export to clipboard">
          <span>
            <IconButton
              size="small"
              aria-label={`Export ${deck.name} to clipboard`}
              disabled={busy}
              onClick={() => onExport(deck)}
            >
              <IosShareIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Delete">
          <span>
            <IconButton
              size="small"
              aria-label={`Delete ${deck.name}`}
              disabled={busy}
              onClick={() => onDelete(deck)}
              color="error"
            >
              <DeleteOutlineIcon />
            </IconButton>
          </span>
        </Tooltip>
      </CardActions>
    </Card>
  );
}
