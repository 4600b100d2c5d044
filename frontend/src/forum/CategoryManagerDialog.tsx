import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useMutation } from '@tanstack/react-query';
import {
  forumCategoriesCreateMutation,
  forumCategoriesRemoveMutation,
  forumCategoriesUpdateMutation,
} from '../api/generated/@tanstack/react-query.gen';
import type { ForumCategoryDto } from '../api/generated/types.gen';
import { ConfirmDialog } from '../layout/ConfirmDialog';
import { useToast } from '../layout/toast';
import type { CategoryFields } from './category-schema';
import { CategoryChip } from './CategoryChip';
import { CategoryForm } from './CategoryForm';
import { forumFailure } from './forum-failure';
import { FORUM_MESSAGES } from './forum-messages';
import { useForumCache } from './use-forum-cache';

const postsLine = (count: number) =>
  count === 0
    ? 'It has no posts.'
    : count === 1
      ? 'Its 1 post and its comments will be deleted too.'
      : `Its ${count} posts and their comments will be deleted too.`;

/** Admin category management (spec 2 §2): add, edit and delete, deleting a category deletes its posts. */
export function CategoryManagerDialog({
  open,
  categories,
  onClose,
}: {
  open: boolean;
  categories: readonly ForumCategoryDto[];
  onClose: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const toast = useToast();
  const cache = useForumCache();
  const [editing, setEditing] = useState<ForumCategoryDto | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<ForumCategoryDto | null>(null);
  const create = useMutation(forumCategoriesCreateMutation());
  const update = useMutation(forumCategoriesUpdateMutation());
  const remove = useMutation(forumCategoriesRemoveMutation());

  function startEdit(category: ForumCategoryDto | null) {
    setEditing(category);
    setFailure(null);
  }

  async function save({ name, description, color, icon }: CategoryFields) {
    const body = { name, description, color, icon };
    try {
      if (editing) {
        await update.mutateAsync({ path: { id: editing.id }, body });
        toast.success(FORUM_MESSAGES.categoryUpdated);
      } else {
        await create.mutateAsync({ body });
        toast.success(FORUM_MESSAGES.categoryCreated);
      }
      cache.categoriesChanged();
      startEdit(null);
    } catch (error) {
      setFailure(
        forumFailure(
          error,
          editing ? FORUM_MESSAGES.updateCategoryFailed : FORUM_MESSAGES.createCategoryFailed,
        ),
      );
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await remove.mutateAsync({ path: { id: toDelete.id } });
      toast.success(FORUM_MESSAGES.categoryDeleted);
      if (editing?.id === toDelete.id) startEdit(null);
      setToDelete(null);
      cache.categoriesChanged();
    } catch (error) {
      toast.error(forumFailure(error, FORUM_MESSAGES.deleteCategoryFailed));
    }
  }

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth fullScreen={phone}>
      <DialogTitle>Manage Categories</DialogTitle>
      <DialogContent>
        {categories.length === 0 ? (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            No categories yet. Add the first one below.
          </Typography>
        ) : (
          <List aria-label="Categories" sx={{ mb: 2 }}>
            {categories.map((category) => (
              <ListItem
                key={category.id}
                divider
                secondaryAction={
                  <Box sx={{ display: 'flex', gap: 0.5 }}>
                    <Tooltip title="Edit">
                      <IconButton aria-label={`Edit ${category.name}`} onClick={() => startEdit(category)}>
                        <EditOutlinedIcon />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title="Delete">
                      <IconButton
                        aria-label={`Delete ${category.name}`}
                        color="error"
                        onClick={() => setToDelete(category)}
                      >
                        <DeleteOutlineIcon />
                      </IconButton>
                    </Tooltip>
                  </Box>
                }
                sx={{ pr: 12 }}
              >
                <ListItemText
                  disableTypography
                  primary={<CategoryChip category={category} size="medium" />}
                  secondary={
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                      {category.description ? `${category.description} · ` : ''}
                      {category.postCount === 1 ? '1 post' : `${category.postCount} posts`}
                    </Typography>
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
        <Divider sx={{ mb: 2 }} />
        <CategoryForm
          category={editing}
          failure={failure}
          onSubmit={save}
          onCancelEdit={() => startEdit(null)}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>

      <ConfirmDialog
        open={toDelete !== null}
        title="Delete category"
        message={
          <>
            {FORUM_MESSAGES.confirmDeleteCategory}
            {toDelete ? (
              <Box component="span" sx={{ display: 'block', mt: 1 }}>
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {toDelete.name}
                </Box>
                {'. '}
                {postsLine(toDelete.postCount)}
              </Box>
            ) : null}
          </>
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Dialog>
  );
}
