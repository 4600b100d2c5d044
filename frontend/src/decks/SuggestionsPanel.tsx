import { Box, List, ListItem, ListItemIcon, ListItemText, Paper, Typography } from '@mui/material';
import ErrorIcon from '@mui/icons-material/Error';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import TipsAndUpdatesOutlinedIcon from '@mui/icons-material/TipsAndUpdatesOutlined';
import type { DeckValidationDto } from '../api/generated/types.gen';

/** The tips box of spec 2 §2. */
export const DECK_TIPS = [
  '8-14 energy cards',
  '6 or more search cards',
  '2 or more switch/retrieval cards',
  'Exactly 60 cards',
] as const;

/** The 'Suggestions' sidebar: every validation error and warning, and the deck-building tips; `empty`: no cards yet. */
export function SuggestionsPanel({ validation, empty }: { validation: DeckValidationDto; empty: boolean }) {
  const items = [
    ...validation.errors.map((text) => ({ kind: 'error' as const, text })),
    ...validation.warnings.map((text) => ({ kind: 'warning' as const, text })),
  ];
  return (
    <Paper component="section" aria-labelledby="suggestions-heading" sx={{ p: 2.5 }}>
      <Typography id="suggestions-heading" component="h2" variant="h3" sx={{ mb: 1 }}>
        Suggestions
      </Typography>
      {items.length === 0 ? (
        <Box sx={{ mb: 2 }}>
          <Typography sx={{ fontWeight: 700 }}>No suggestions available</Typography>
          <Typography color="text.secondary">
            {/* The spec's words are for a deck with nothing to fix; an empty deck has nothing yet. */}
            {empty
              ? 'Add cards to your deck to see suggestions.'
              : 'Your deck looks good! No improvements needed at this time.'}
          </Typography>
        </Box>
      ) : (
        <List dense disablePadding sx={{ mb: 2 }}>
          {items.map((item, index) => (
            <ListItem key={`${index}-${item.text}`} disableGutters sx={{ alignItems: 'flex-start' }}>
              <ListItemIcon sx={{ minWidth: 32, mt: 0.5 }}>
                {item.kind === 'error' ? (
                  <ErrorIcon color="error" fontSize="small" titleAccess="Error" />
                ) : (
                  <WarningAmberIcon color="warning" fontSize="small" titleAccess="Warning" />
                )}
              </ListItemIcon>
              <ListItemText primary={item.text} />
            </ListItem>
          ))}
        </List>
      )}
      <Box sx={{ bgcolor: '#e8f0fe', border: 1, borderColor: '#0d47a1', borderRadius: 2, p: 2 }}>
        <Typography
          component="h3"
          variant="h4"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}
        >
          <TipsAndUpdatesOutlinedIcon fontSize="small" aria-hidden="true" />
          Deck Building Tips
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {DECK_TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </Box>
      </Box>
    </Paper>
  );
}
