import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, FormLabel, Stack, TextField, Typography } from '@mui/material';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import type { CardImport } from './use-card-import';
import { useCardsText } from './use-cards-text';

/** 'Import card data': the source of a pokemon-tcg-data checkout and the Import button. */
export function ImportForm({ cardImport }: { cardImport: CardImport }) {
  const t = useCardsText();
  const [source, setSource] = useState('');
  const { busy, starting, startError, start, clearStartError } = cardImport;
  const blank = source.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank && !busy) start(source);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="card-import-heading">
      <Typography id="card-import-heading" variant="h6" component="h3" sx={{ mb: 2 }}>
        {t('import.title')}
      </Typography>
      {/* Above the field rather than inside it: the label is long, and wraps on a phone. */}
      <FormLabel
        htmlFor="card-import-source"
        required
        sx={{ display: 'block', mb: 1, color: 'text.primary' }}
      >
        {t('import.source')}
      </FormLabel>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          id="card-import-source"
          helperText={t('import.sourceHelp')}
          value={source}
          onChange={(event) => {
            setSource(event.target.value);
            if (startError) clearStartError();
          }}
          required
          fullWidth
          autoComplete="off"
          slotProps={{ htmlInput: { spellCheck: false, maxLength: 2000 } }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<CloudDownloadIcon />}
          disabled={blank || busy}
          sx={{ flexShrink: 0, mt: { sm: 1 }, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          {starting ? t('import.starting') : t('import.submit')}
        </Button>
      </Stack>
      {startError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {startError}
        </Alert>
      )}
    </Box>
  );
}
