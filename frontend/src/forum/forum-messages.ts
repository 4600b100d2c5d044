import { CATEGORY_NAME_REQUIRED, COMMENT_REQUIRED, FILL_IN_ALL_FIELDS } from '@club/rules';
import {
  MAX_CATEGORY_DESCRIPTION_LENGTH,
  MAX_CATEGORY_ICON_LENGTH,
  MAX_CATEGORY_NAME_LENGTH,
  MAX_COMMENT_LENGTH,
  MAX_POST_CONTENT_LENGTH,
  MAX_POST_TITLE_LENGTH,
} from '../shared/server-rules';

/**
 * The forum's words. The spec's (spec 2 §5, §8) word for word; the length sentences are the server's own, so
 * a form and the API say the same; the category failures and the successes are ours (the spec shows none).
 */
export const FORUM_MESSAGES = {
  fillAllFields: FILL_IN_ALL_FIELDS,
  enterComment: COMMENT_REQUIRED,
  enterCategoryName: CATEGORY_NAME_REQUIRED,
  titleTooLong: `Title must be at most ${MAX_POST_TITLE_LENGTH} characters long.`,
  contentTooLong: `Content must be at most ${MAX_POST_CONTENT_LENGTH} characters long.`,
  commentTooLong: `Comment must be at most ${MAX_COMMENT_LENGTH} characters long.`,
  categoryNameTooLong: `Category name must be at most ${MAX_CATEGORY_NAME_LENGTH} characters long.`,
  descriptionTooLong: `Description must be at most ${MAX_CATEGORY_DESCRIPTION_LENGTH} characters long.`,
  iconTooLong: `Icon must be at most ${MAX_CATEGORY_ICON_LENGTH} characters long.`,
  badColor: 'Colour must be a hex colour such as #3B82F6.',

  loadCategoriesFailed: 'Failed to load categories',
  loadPostsFailed: 'Failed to load posts',
  loadPostFailed: 'Failed to load post',
  createPostFailed: 'Failed to create post',
  updatePostFailed: 'Failed to update post',
  deletePostFailed: 'Failed to delete post',
  addCommentFailed: 'Failed to add comment',
  updateCommentFailed: 'Failed to update comment',
  deleteCommentFailed: 'Failed to delete comment',
  toggleLikeFailed: 'Failed to toggle like',
  pinFailed: 'Failed to pin post',
  unpinFailed: 'Failed to unpin post',
  createCategoryFailed: 'Failed to create category',
  updateCategoryFailed: 'Failed to update category',
  deleteCategoryFailed: 'Failed to delete category',

  postCreated: 'Post created successfully!',
  postUpdated: 'Post updated successfully!',
  postDeleted: 'Post deleted successfully!',
  postPinned: 'Post pinned',
  postUnpinned: 'Post unpinned',
  commentAdded: 'Comment added successfully!',
  commentUpdated: 'Comment updated successfully!',
  commentDeleted: 'Comment deleted successfully!',
  categoryCreated: 'Category created successfully!',
  categoryUpdated: 'Category updated successfully!',
  categoryDeleted: 'Category deleted successfully!',

  confirmDeletePost: 'Are you sure you want to delete this post?',
  confirmDeleteComment: 'Are you sure you want to delete this comment?',
  confirmDeleteCategory: 'Are you sure you want to delete this category?',
} as const;
