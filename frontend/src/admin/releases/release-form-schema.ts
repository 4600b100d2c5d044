import { z } from 'zod';
import { RELEASE_TYPES } from '../../shared/release-display';

/** Translation keys (i18n/en.ts); react-admin translates an input's error message. */
export const RELEASE_FORM_MESSAGES = {
  required: 'club.releases.validation.required',
  imageUrl: 'club.releases.validation.imageUrl',
} as const;

const M = RELEASE_FORM_MESSAGES;
const filled = z.string({ error: M.required }).trim().min(1, M.required);

const isHttpUrl = (text: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/**
 * The release form (spec 2 §5): pack name, release date and release type required ('Please fill in all required
 * fields'); the image URL, when given, an http(s) URL. The record's other keys pass through.
 */
export const releaseFormSchema = z.looseObject({
  packName: filled,
  releaseDate: filled,
  releaseType: z.enum(RELEASE_TYPES, { error: M.required }),
  imageUrl: z
    .string()
    .trim()
    .refine((url) => url === '' || isHttpUrl(url), M.imageUrl)
    .nullish(),
});

/** The one message to toast for a failed submit: missing fields first. */
export function releaseFormSummary(values: unknown): string | undefined {
  const result = releaseFormSchema.safeParse(values);
  if (result.success) return undefined;
  const messages = result.error.issues.map((issue) => issue.message);
  return [M.required, M.imageUrl].find((message) => messages.includes(message));
}

/** What the form sends: an emptied image URL or description is null (none). */
export function toReleaseRecord<T extends { imageUrl?: string | null; description?: string | null }>(
  values: T,
): T {
  return {
    ...values,
    imageUrl: values.imageUrl?.trim() || null,
    description: values.description?.trim() || null,
  };
}
