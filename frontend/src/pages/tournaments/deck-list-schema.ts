import { z } from 'zod';
import type { SubmitDeckListDto } from '../../api/generated/types.gen';
import { apiErrorMessage } from '../../shared/api-error';
import { MAX_DECK_LIST_TEXT_LENGTH } from '../../shared/server-rules';

export const DECK_LIST_MESSAGES = {
  chooseDeck: 'Choose one of your decks.',
  pasteList: 'Paste your deck list.',
  tooLong: `The deck list must be at most ${MAX_DECK_LIST_TEXT_LENGTH} characters long.`,
  accepted: 'Deck list accepted.',
  refused: 'Your deck list was not accepted:',
  failed: 'Could not submit the deck list. Try again.',
} as const;

/** A list comes from a saved deck or from pasted PTCGL text: the form asks which, then for that one. */
export const deckListSchema = z.discriminatedUnion('source', [
  z.object({
    source: z.literal('deck'),
    deckId: z.string().min(1, DECK_LIST_MESSAGES.chooseDeck),
    ptcgl: z.string(),
  }),
  z.object({
    source: z.literal('ptcgl'),
    deckId: z.string(),
    ptcgl: z
      .string()
      .trim()
      .min(1, DECK_LIST_MESSAGES.pasteList)
      .max(MAX_DECK_LIST_TEXT_LENGTH, DECK_LIST_MESSAGES.tooLong),
  }),
]);

export type DeckListFields = z.input<typeof deckListSchema>;

export const EMPTY_DECK_LIST: DeckListFields = { source: 'deck', deckId: '', ptcgl: '' };

/** The request body: exactly one of the two, as the server asks. */
export function deckListBody(values: z.output<typeof deckListSchema>): SubmitDeckListDto {
  return values.source === 'deck' ? { deckId: Number(values.deckId) } : { ptcgl: values.ptcgl };
}

/** Why the server refused a list: its sentence, and each reason apart (`details` repeats the sentence first). */
export interface Refusal {
  message: string;
  reasons: string[];
}

export function refusalOf(error: unknown): Refusal {
  const message = apiErrorMessage(error, DECK_LIST_MESSAGES.failed);
  if (typeof error !== 'object' || error === null || error instanceof Error) return { message, reasons: [] };
  const { details } = error as { details?: unknown };
  const reasons = Array.isArray(details)
    ? details.filter((detail): detail is string => typeof detail === 'string' && detail !== message)
    : [];
  return { message: reasons.length ? DECK_LIST_MESSAGES.refused : message, reasons };
}
