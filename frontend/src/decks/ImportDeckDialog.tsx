import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  TextField,
  Typography,
} from '@mui/material';
import { decksChangeCard, decksImportPtcgl } from '../api/generated/sdk.gen';
import type { DeckDetailDto } from '../api/generated/types.gen';
import { apiErrorMessage } from '../shared/api-error';
import { formatLabel } from './deck-cards';
import { importEntries, type ImportFailure, type ImportReport } from './ptcgl-import';

export interface ImportDeckDialogProps {
  open: boolean;
  deck: Pick<DeckDetailDto, 'id' | 'format'>;
  onClose: () => void;
  /** The import finished: the page closes the dialog, reloads the deck and shows the report. */
  onImported: (report: ImportReport) => void;
}

type Phase = { kind: 'idle' } | { kind: 'reading' } | { kind: 'adding'; done: number; total: number };

/**
 * 'Import PTCGL Deck' (spec 2 §4): parse the text with the deck's format, then set each card's count
 * one by one. Unresolved lines and refused cards are reported, never dropped.
 */
export function ImportDeckDialog({ open, deck, onClose, onImported }: ImportDeckDialogProps) {
  const [text, setText] = useState('');
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const busy = phase.kind !== 'idle';

  async function run() {
    if (!text.trim() || busy) return; // a blank import does nothing (spec 2 §5)
    setError(null);
    setPhase({ kind: 'reading' });
    let parsed;
    try {
      ({ data: parsed } = await decksImportPtcgl({
        body: { text, format: deck.format },
        throwOnError: true,
      }));
    } catch (failure) {
      setError(apiErrorMessage(failure, 'Failed to read the deck list'));
      setPhase({ kind: 'idle' });
      return;
    }
    const entries = importEntries(parsed);
    const failures: ImportFailure[] = [];
    let imported = 0;
    for (const [index, entry] of entries.entries()) {
      setPhase({ kind: 'adding', done: index, total: entries.length });
      try {
        await decksChangeCard({
          path: { id: deck.id },
          body: { cardId: entry.id, section: entry.section, count: entry.count },
          throwOnError: true,
        });
        imported += entry.count;
      } catch (failure) {
        failures.push({
          cardId: entry.id,
          section: entry.section,
          count: entry.count,
          message: apiErrorMessage(failure, 'Could not be added'),
        });
      }
    }
    setText('');
    setPhase({ kind: 'idle' });
    onImported({ imported, unresolved: parsed.unresolved, notes: parsed.notes, failures });
  }

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Import PTCGL Deck</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Paste a deck list exported from Pokémon TCG Live (or Limitless). Cards are matched to{' '}
          {formatLabel(deck.format)}
          -legal prints where possible; each card&apos;s count in this deck is set to the count in the list.
        </DialogContentText>
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        <TextField
          label="PTCGL deck list"
          multiline
          minRows={10}
          maxRows={20}
          autoFocus
          value={text}
          disabled={busy}
          onChange={(event) => setText(event.target.value)}
          placeholder={'Pokémon: 12\n4 Pikachu ex SVI 63\n...'}
          slotProps={{ htmlInput: { maxLength: 20000, spellCheck: false } }}
        />
        {busy ? (
          <Box role="status" sx={{ mt: 2 }}>
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              {phase.kind === 'adding'
                ? `Adding cards: ${phase.done + 1} of ${phase.total}`
                : 'Reading the deck list...'}
            </Typography>
            <LinearProgress
              aria-hidden="true"
              variant={phase.kind === 'adding' ? 'determinate' : 'indeterminate'}
              value={phase.kind === 'adding' ? (phase.done / Math.max(1, phase.total)) * 100 : undefined}
            />
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void run()} disabled={busy}>
          {busy ? 'Importing...' : 'Import'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
