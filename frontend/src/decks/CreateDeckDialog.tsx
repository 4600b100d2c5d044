import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { decksCreateMutation } from '../api/generated/@tanstack/react-query.gen';
import type { DeckDetailDto, DeckFormat } from '../api/generated/types.gen';
import { apiErrorMessage } from '../shared/api-error';
import { FORMAT_LABELS } from './deck-cards';

export interface CreateDeckDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (deck: DeckDetailDto) => void;
}

function CreateDeckForm({ onClose, onCreated }: Omit<CreateDeckDialogProps, 'open'>) {
  const [name, setName] = useState('');
  const [format, setFormat] = useState<DeckFormat>('standard');
  const [notes, setNotes] = useState('');
  const create = useMutation(decksCreateMutation());
  const blank = name.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (blank || create.isPending) return;
    create.mutate(
      { body: { name: name.trim(), format, notes: notes.trim() } },
      { onSuccess: (deck) => onCreated(deck) },
    );
  }

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle>Create New Deck</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {create.isError ? (
            <Alert severity="error">{apiErrorMessage(create.error, 'Failed to create the deck')}</Alert>
          ) : null}
          <TextField
            label="Deck Name"
            required
            autoFocus
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            select
            label="Format"
            value={format}
            onChange={(event) => setFormat(event.target.value as DeckFormat)}
          >
            <MenuItem value="standard">{FORMAT_LABELS.standard}</MenuItem>
            <MenuItem value="expanded">{FORMAT_LABELS.expanded}</MenuItem>
          </TextField>
          <TextField
            label="Notes (optional)"
            multiline
            minRows={3}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={blank || create.isPending}>
          {create.isPending ? 'Creating...' : 'Create Deck'}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** The 'Create New Deck' dialog: Deck Name, Format, optional Notes; Create Deck needs a name. */
export function CreateDeckDialog({ open, onClose, onCreated }: CreateDeckDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      {/* The dialog unmounts its content once closed, so each opening starts with an empty form. */}
      <CreateDeckForm onClose={onClose} onCreated={onCreated} />
    </Dialog>
  );
}
