import { z } from 'zod';
import { requiredText } from '../shared/form-rules';
import {
  DEFAULT_CATEGORY_COLOR,
  isCategoryColor,
  MAX_CATEGORY_DESCRIPTION_LENGTH,
  MAX_CATEGORY_ICON_LENGTH,
  MAX_CATEGORY_NAME_LENGTH,
} from '../shared/server-rules';
import { FORUM_MESSAGES } from './forum-messages';

/** A category as an admin writes it (spec 2 §3, §5): a name is needed; the colour defaults to #3B82F6. */
export const categorySchema = z.object({
  name: requiredText(FORUM_MESSAGES.enterCategoryName).max(
    MAX_CATEGORY_NAME_LENGTH,
    FORUM_MESSAGES.categoryNameTooLong,
  ),
  description: z.string().trim().max(MAX_CATEGORY_DESCRIPTION_LENGTH, FORUM_MESSAGES.descriptionTooLong),
  color: z.string().trim().refine(isCategoryColor, FORUM_MESSAGES.badColor),
  icon: z.string().trim().max(MAX_CATEGORY_ICON_LENGTH, FORUM_MESSAGES.iconTooLong),
});

export type CategoryFields = z.input<typeof categorySchema>;

export const EMPTY_CATEGORY: CategoryFields = {
  name: '',
  description: '',
  color: DEFAULT_CATEGORY_COLOR,
  icon: '',
};
