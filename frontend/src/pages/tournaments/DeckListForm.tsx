import { useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { DeckSummaryDto, SubmitDeckListDto } from '../../api/generated/types.gen';
import { textFieldProps } from '../../shared/form-field';
import { FORMAT_LABELS } from '../../decks/deck-cards';
import {
  deckListBody,
  deckListSchema,
  EMPTY_DECK_LIST,
  refusalOf,
  type DeckListFields,
  type Refusal,
} from './deck-list-schema';

type DeckListValues = z.output<typeof deckListSchema>;

/**
 * Submit a deck list from a saved deck or pasted PTCGL text. A refused list shows the validator's
 * reasons, one per line, until the next try. `onSubmit` throws the API's error.
 */
export function DeckListForm({
  playerName,
  decks,
  onSubmit,
}: {
  playerName: string;
  decks: readonly DeckSummaryDto[];
  onSubmit: (body: SubmitDeckListDto) => Promise<void>;
}) {
  const id = useId();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const form = useForm<DeckListFields, unknown, DeckListValues>({
    resolver: zodResolver(deckListSchema),
    defaultValues: { ...EMPTY_DECK_LIST, source: decks.length ? 'deck' : 'ptcgl' },
  });
  const source = useWatch({ control: form.control, name: 'source' });
  const deckId = useWatch({ control: form.control, name: 'deckId' });
  const submitting = form.formState.isSubmitting;

  async function onValid(values: DeckListValues) {
    setRefusal(null);
    try {
      await onSubmit(deckListBody(values));
      form.reset({ ...EMPTY_DECK_LIST, source: values.source });
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  }

  return (
    <Box
      component="form"
      noValidate
      aria-label={`Deck list for ${playerName}`}
      aria-busy={submitting}
      onSubmit={form.handleSubmit(onValid)}
    >
      <Controller
        control={form.control}
        name="source"
        render={({ field }) => (
          <FormControl component="fieldset">
            <FormLabel component="legend">Take the list from</FormLabel>
            <RadioGroup row value={field.value} onChange={(event) => field.onChange(event.target.value)}>
              <FormControlLabel value="deck" control={<Radio />} label="One of my decks" />
              <FormControlLabel value="ptcgl" control={<Radio />} label="Paste from PTCGL" />
            </RadioGroup>
          </FormControl>
        )}
      />
      <Stack spacing={2} sx={{ mt: 1 }}>
        {source === 'deck' ? (
          <TextField
            select
            label="Deck"
            required
            {...textFieldProps(form, 'deckId', {
              hint: decks.length ? undefined : 'You have no saved decks yet: paste a list instead.',
            })}
            value={deckId}
          >
            {decks.map((deck) => (
              <MenuItem key={deck.id} value={String(deck.id)}>
                {`${deck.name} (${FORMAT_LABELS[deck.format]}, ${deck.cardCount} cards)`}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <TextField
            label="Deck list (PTCGL format)"
            required
            multiline
            minRows={6}
            maxRows={16}
            {...textFieldProps(form, 'ptcgl', {
              hint: 'In Pokémon TCG Live: Decks, choose the deck, then Export to copy it.',
            })}
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
          />
        )}
        {refusal ? (
          <Alert severity="error" role="alert" id={`${id}-refusal`}>
            {refusal.message}
            {refusal.reasons.length ? (
              <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
                {refusal.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </Box>
            ) : null}
          </Alert>
        ) : null}
        <Box>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitting ? 'Checking...' : 'Submit deck list'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
