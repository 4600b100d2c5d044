import { DECK_NAME_REQUIRED } from '@club/rules';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Grid, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useBlocker } from 'react-router-dom';
import AddIcon from '@mui/icons-material/Add';
import SaveIcon from '@mui/icons-material/Save';
import FileUploadOutlinedIcon from '@mui/icons-material/FileUploadOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import type { DeckDetailDto, DeckFormat, UpdateDeckDto } from '../api/generated/types.gen';
import { ConfirmDialog } from '../layout/ConfirmDialog';
import { FORMAT_LABELS } from './deck-cards';

export interface DeckDetailsFormProps {
  deck: DeckDetailDto;
  saving: boolean;
  exporting: boolean;
  onSave: (changes: Required<Pick<UpdateDeckDto, 'name' | 'format'>> & { notes: string }) => void;
  onAddCards: () => void;
  onImport: () => void;
  onExport: () => void;
  /** Opens the deck on Play! Pokémon's official sheet (a PDF). */
  sheetButton?: ReactNode;
  onPrint: () => void;
}

/**
 * The builder's header: deck name, format and notes (saved together with Save), and the Add Cards,
 * Save, Import, Export and Print deck list buttons. Keyed by deck id in the page, so it starts from
 * the saved values and keeps unsaved edits while cards change.
 */
export function DeckDetailsForm({
  deck,
  saving,
  exporting,
  onSave,
  onAddCards,
  onImport,
  onExport,
  sheetButton,
  onPrint,
}: DeckDetailsFormProps) {
  const [name, setName] = useState(deck.name);
  const [format, setFormat] = useState<DeckFormat>(deck.format);
  const [notes, setNotes] = useState(deck.notes ?? '');
  const blank = name.trim() === '';
  // Cards are saved as they change; these three only with Save, so leaving with them unsaved is asked about.
  const unsaved = name.trim() !== deck.name || format !== deck.format || notes.trim() !== (deck.notes ?? '');
  const leaving = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved) return;
    const askBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', askBeforeUnload);
    return () => window.removeEventListener('beforeunload', askBeforeUnload);
  }, [unsaved]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (blank || saving) return;
    onSave({ name: name.trim(), format, notes: notes.trim() });
  }

  return (
    <Paper
      component="form"
      aria-label="Deck details"
      noValidate
      onSubmit={submit}
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 8 }}>
          <TextField
            label="Deck Name"
            required
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={blank}
            helperText={blank ? DECK_NAME_REQUIRED : undefined}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            select
            label="Format"
            value={format}
            onChange={(event) => setFormat(event.target.value as DeckFormat)}
          >
            <MenuItem value="standard">{FORMAT_LABELS.standard}</MenuItem>
            <MenuItem value="expanded">{FORMAT_LABELS.expanded}</MenuItem>
          </TextField>
        </Grid>
        <Grid size={12}>
          <TextField
            label="Notes"
            multiline
            minRows={2}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </Grid>
      </Grid>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 2 }}>
        <Button variant="contained" startIcon={<AddIcon aria-hidden="true" />} onClick={onAddCards}>
          Add Cards
        </Button>
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          startIcon={<SaveIcon aria-hidden="true" />}
          disabled={blank || saving}
        >
          {saving ? 'Saving...' : 'Save'}
        </Button>
        {unsaved && !saving ? (
          <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
            Unsaved changes to the name, format or notes
          </Typography>
        ) : null}
        <Button
          variant="outlined"
          startIcon={<FileUploadOutlinedIcon aria-hidden="true" />}
          onClick={onImport}
        >
          Import
        </Button>
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlinedIcon aria-hidden="true" />}
          onClick={onExport}
          disabled={exporting}
        >
          {exporting ? 'Exporting...' : 'Export'}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="text" startIcon={<PrintOutlinedIcon aria-hidden="true" />} onClick={onPrint}>
          Print deck list
        </Button>
        {sheetButton}
      </Stack>
      <ConfirmDialog
        open={leaving.state === 'blocked'}
        title="Leave without saving?"
        message="Your changes to the deck's name, format or notes have not been saved."
        confirmLabel="Leave"
        onConfirm={() => leaving.proceed?.()}
        onCancel={() => leaving.reset?.()}
      />
    </Paper>
  );
}
