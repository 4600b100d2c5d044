import { useEffect, useId, useRef, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { decksChangeCard, decksRememberPrint } from '../api/generated/sdk.gen';
import type { CardDto, WrittenCardDto } from '../api/generated/types.gen';
import { apiErrorMessage } from '../shared/api-error';
import { CardImage } from '../cards/CardImage';
import { sectionFor } from './deck-cards';

export interface PrintChoicePickerProps {
  deckId: number;
  /** The unresolved line as pasted ('2 Zorua') and as read. */
  text: string;
  written: WrittenCardDto;
  choices: readonly CardDto[];
  /** A print was remembered and added: the page reloads the deck. */
  onPicked: (card: CardDto) => void;
}

/** 'TWM 97'. */
const printLabel = (card: Pick<CardDto, 'setCode' | 'number'>) => `${card.setCode} ${card.number}`;

/**
 * One click picks the print a line meant: the choice is remembered for the member's next imports
 * (PUT print-choices), then the print is added with the line's count. Focus moves to the outcome.
 */
export function PrintChoicePicker({ deckId, text, written, choices, onPicked }: PrintChoicePickerProps) {
  const labelId = useId();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [picked, setPicked] = useState<CardDto | null>(null);
  const outcome = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (picked || error) outcome.current?.focus();
  }, [picked, error]);

  async function pick(card: CardDto) {
    if (busyId) return;
    setBusyId(card.id);
    setError(null);
    try {
      await decksRememberPrint({
        body: { code: written.setCode, number: written.number, name: written.name, cardId: card.id },
        throwOnError: true,
      });
      await decksChangeCard({
        path: { id: deckId },
        body: { cardId: card.id, section: sectionFor(card.supertype), count: written.count },
        throwOnError: true,
      });
      setPicked(card);
      onPicked(card);
    } catch (failure) {
      setError(apiErrorMessage(failure, 'Could not add that print'));
    } finally {
      setBusyId(null);
    }
  }

  if (picked) {
    return (
      <Box ref={outcome} tabIndex={-1} role="status" sx={{ mt: 0.5, mb: 1, outline: 'none' }}>
        <Typography variant="body2">
          Added {written.count} × {picked.name} ({printLabel(picked)}). Your next imports use this print for
          &ldquo;{text}&rdquo;.
        </Typography>
      </Box>
    );
  }

  return (
    <Box role="group" aria-labelledby={labelId} aria-busy={busyId !== null} sx={{ mt: 0.5, mb: 1 }}>
      <Typography id={labelId} variant="body2" sx={{ mb: 0.5 }}>
        Pick the print you mean for &ldquo;{text}&rdquo;:
      </Typography>
      {error ? (
        <Alert ref={outcome} tabIndex={-1} severity="error" sx={{ mb: 1 }}>
          {error}
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: {
            xs: 'repeat(auto-fill, minmax(120px, 1fr))',
            sm: 'repeat(auto-fill, 140px)',
          },
        }}
      >
        {choices.map((card) => (
          <Button
            key={card.id}
            variant="outlined"
            color="inherit"
            disabled={busyId !== null}
            onClick={() => void pick(card)}
            aria-label={`Add ${written.count} × ${card.name}, ${card.setName} ${printLabel(card)}`}
            sx={{ flexDirection: 'column', alignItems: 'stretch', textTransform: 'none', p: 1, gap: 0.5 }}
          >
            <Box sx={{ position: 'relative' }}>
              <CardImage src={card.images.small} alt="" />
              {busyId === card.id ? (
                <CircularProgress
                  size={28}
                  aria-label="Adding"
                  sx={{ position: 'absolute', top: '50%', left: '50%', mt: '-14px', ml: '-14px' }}
                />
              ) : null}
            </Box>
            <Typography variant="caption" component="span" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
              {card.setName}
            </Typography>
            <Typography variant="caption" component="span">
              {printLabel(card)}
            </Typography>
          </Button>
        ))}
      </Box>
    </Box>
  );
}
