import { z } from 'zod';
import { requiredText } from '../shared/form-rules';
import { MAX_POST_CONTENT_LENGTH, MAX_POST_TITLE_LENGTH } from '../shared/server-rules';
import { FORUM_MESSAGES } from './forum-messages';

/** The post form shows one message: the first broken rule in this order. */
export const POST_RULE_ORDER = [
  FORUM_MESSAGES.fillAllFields,
  FORUM_MESSAGES.titleTooLong,
  FORUM_MESSAGES.contentTooLong,
] as const;

/** A new or edited post (spec 2 §5): title, category and content, none blank; content at most 5000. */
export const postSchema = z.object({
  title: requiredText(FORUM_MESSAGES.fillAllFields).max(MAX_POST_TITLE_LENGTH, FORUM_MESSAGES.titleTooLong),
  categoryId: z.string().min(1, FORUM_MESSAGES.fillAllFields),
  content: requiredText(FORUM_MESSAGES.fillAllFields).max(
    MAX_POST_CONTENT_LENGTH,
    FORUM_MESSAGES.contentTooLong,
  ),
});

export type PostFields = z.input<typeof postSchema>;
