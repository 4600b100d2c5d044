import { z } from 'zod';

/** Translation keys (i18n/en.ts); react-admin translates an input's error message. */
export const ARTWORK_FORM_MESSAGES = {
  required: 'club.artworks.validation.required',
  price: 'club.artworks.validation.price',
} as const;

const M = ARTWORK_FORM_MESSAGES;

/** Whole pence once multiplied by 100 (floating point forgiven), as the server counts. */
const wholePence = (pounds: number) => Math.abs(pounds * 100 - Math.round(pounds * 100)) < 1e-6;

/**
 * The artwork form (spec 2 §5): name, artist, price and at least one image required ('Please fill in all required
 * fields and upload at least one image'); the price in pounds, at least 0, two decimals at most. Images are the
 * served pictures kept and the files added (react-admin's `{ rawFile, src, title }`).
 */
export const artworkFormSchema = z.looseObject({
  name: z.string({ error: M.required }).trim().min(1, M.required),
  authorId: z.number({ error: M.required }).int(M.required),
  price: z.number({ error: M.required }).min(0, M.price).refine(wholePence, M.price),
  images: z.array(z.looseObject({}), { error: M.required }).min(1, M.required),
});

/** The one message to toast for a failed submit: missing fields first. */
export function artworkFormSummary(values: unknown): string | undefined {
  const result = artworkFormSchema.safeParse(values);
  if (result.success) return undefined;
  const messages = result.error.issues.map((issue) => issue.message);
  return [M.required, M.price].find((message) => messages.includes(message));
}
