import { DECK_SIZE } from '@club/rules';
import type { ReactElement } from 'react';
import {
  Box,
  Chip,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import type { DeckDetailDto } from '../api/generated/types.gen';
import { formatLabel } from './deck-cards';
import { deckStatus, metricTiles, validationSummary, type DeckStatusKind } from './deck-status';

const STATUS_LOOK: Record<
  DeckStatusKind,
  { color: 'success' | 'error' | 'warning' | 'default'; icon: ReactElement }
> = {
  valid: { color: 'success', icon: <CheckCircleIcon aria-hidden="true" /> },
  errors: { color: 'error', icon: <ErrorIcon aria-hidden="true" /> },
  warnings: { color: 'warning', icon: <WarningAmberIcon aria-hidden="true" /> },
  incomplete: { color: 'default', icon: <HourglassEmptyIcon aria-hidden="true" /> },
};

function Tile({ label, value }: { label: string; value: string | number }) {
  return (
    <Box
      component="li"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: 1.5,
        textAlign: 'center',
        bgcolor: 'background.default',
      }}
    >
      <Typography sx={{ fontSize: '1.5rem', fontWeight: 800, lineHeight: 1.2 }}>{value}</Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

const tilesSx = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
} as const;

function Problems({
  items,
  more,
  kind,
}: {
  items: readonly string[];
  more: string | null;
  kind: 'error' | 'warning';
}) {
  if (items.length === 0) return null;
  return (
    <List dense disablePadding aria-label={kind === 'error' ? 'Errors' : 'Warnings'}>
      {items.map((item, index) => (
        <ListItem key={`${index}-${item}`} disableGutters sx={{ alignItems: 'flex-start' }}>
          <ListItemIcon sx={{ minWidth: 32, mt: 0.5 }}>
            {kind === 'error' ? (
              <ErrorIcon color="error" fontSize="small" aria-hidden="true" />
            ) : (
              <WarningAmberIcon color="warning" fontSize="small" aria-hidden="true" />
            )}
          </ListItemIcon>
          <ListItemText primary={item} />
        </ListItem>
      ))}
      {more ? (
        <ListItem disableGutters sx={{ pl: 4 }}>
          <ListItemText primary={more} slotProps={{ primary: { color: 'text.secondary' } }} />
        </ListItem>
      ) : null}
    </List>
  );
}

/** The validation summary of spec 2 §2: name, format, status badge, tiles, first problems, metrics. */
export function DeckValidationSummary({ deck }: { deck: DeckDetailDto }) {
  const { validation } = deck;
  const status = deckStatus(validation);
  const look = STATUS_LOOK[status.kind];
  const summary = validationSummary(validation);
  const metrics = validation.metrics;
  const metricList = metricTiles(metrics);
  return (
    <Paper component="section" aria-labelledby="deck-summary-heading" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1, mb: 2 }}
      >
        <Box>
          <Typography id="deck-summary-heading" component="h2" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
            {deck.name.trim() || 'Untitled Deck'}
          </Typography>
          <Typography color="text.secondary">Format: {formatLabel(deck.format)}</Typography>
        </Box>
        <Box role="status" aria-live="polite">
          <Chip
            icon={look.icon}
            color={look.color}
            label={status.label}
            sx={{ fontWeight: 700, fontSize: '0.95rem' }}
          />
        </Box>
      </Stack>

      <Box component="ul" aria-label="Card counts" sx={tilesSx}>
        <Tile label="Total Cards" value={`${metrics.totalCards}/${DECK_SIZE}`} />
        <Tile label="Pokémon" value={metrics.sections.pokemon} />
        <Tile label="Trainers" value={metrics.sections.trainer} />
        <Tile label="Energy" value={metrics.sections.energy} />
      </Box>

      {summary.errors.shown.length > 0 || summary.warnings.shown.length > 0 ? (
        <Box sx={{ mt: 2 }}>
          <Problems items={summary.errors.shown} more={summary.errors.more} kind="error" />
          <Problems items={summary.warnings.shown} more={summary.warnings.more} kind="warning" />
        </Box>
      ) : null}

      {metricList.length > 0 ? (
        <Box
          component="ul"
          aria-label="Deck metrics"
          sx={{
            ...tilesSx,
            mt: 2,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(3, minmax(0, 1fr))',
              md: 'repeat(5, minmax(0, 1fr))',
            },
          }}
        >
          {metricList.map((tile) => (
            <Tile key={tile.key} label={tile.label} value={tile.value} />
          ))}
        </Box>
      ) : null}
    </Paper>
  );
}
