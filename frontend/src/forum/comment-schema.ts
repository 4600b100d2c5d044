import { z } from 'zod';
import { requiredText } from '../shared/form-rules';
import { MAX_COMMENT_LENGTH } from '../shared/server-rules';
import { FORUM_MESSAGES } from './forum-messages';

/** A comment (spec 2 §5): not blank, at most 1000 characters. */
export const commentSchema = z.object({
  content: requiredText(FORUM_MESSAGES.enterComment).max(MAX_COMMENT_LENGTH, FORUM_MESSAGES.commentTooLong),
});

export type CommentFields = z.input<typeof commentSchema>;

export const EMPTY_COMMENT: CommentFields = { content: '' };
