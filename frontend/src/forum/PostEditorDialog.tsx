import { useId } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  forumPostsCreateMutation,
  forumPostsUpdateMutation,
} from '../api/generated/@tanstack/react-query.gen';
import type { ForumCategoryDto, ForumPostDto } from '../api/generated/types.gen';
import { textFieldProps } from '../shared/form-field';
import { firstMessage } from '../shared/form-rules';
import { MAX_POST_CONTENT_LENGTH } from '../shared/server-rules';
import { forumFailure } from './forum-failure';
import { FORUM_MESSAGES } from './forum-messages';
import { MarkupHint, MarkupPreview } from './MarkupPreview';
import { POST_RULE_ORDER, postSchema, type PostFields } from './post-schema';

/** A new post (optionally in a chosen category) or an existing one to edit. */
export type PostEditing = { kind: 'create'; categoryId?: number } | { kind: 'edit'; post: ForumPostDto };

export interface PostEditorDialogProps {
  editing: PostEditing | null;
  categories: readonly ForumCategoryDto[];
  onClose: () => void;
  onSaved: (post: ForumPostDto) => void;
}

function initialFields(editing: PostEditing): PostFields {
  if (editing.kind === 'edit') {
    const { title, content, categoryId } = editing.post;
    return { title, content, categoryId: String(categoryId) };
  }
  return { title: '', content: '', categoryId: editing.categoryId ? String(editing.categoryId) : '' };
}

function PostForm({
  editing,
  categories,
  onClose,
  onSaved,
}: Omit<PostEditorDialogProps, 'editing'> & { editing: PostEditing }) {
  const id = useId();
  const form = useForm<PostFields, unknown, PostFields>({
    resolver: zodResolver(postSchema),
    defaultValues: initialFields(editing),
  });
  const create = useMutation(forumPostsCreateMutation());
  const update = useMutation(forumPostsUpdateMutation());
  const failed = editing.kind === 'create' ? create : update;
  const messageId = `${id}-problem`;
  const problem = firstMessage(form.formState.errors, POST_RULE_ORDER);
  const content = useWatch({ control: form.control, name: 'content' });
  const creating = editing.kind === 'create';

  async function onValid({ title, content, categoryId }: PostFields) {
    const body = { title, content, categoryId: Number(categoryId) };
    try {
      onSaved(
        editing.kind === 'create'
          ? await create.mutateAsync({ body })
          : await update.mutateAsync({ path: { id: editing.post.id }, body }),
      );
    } catch {
      // Shown in the dialog below, which stays open with what was typed.
    }
  }

  const submitting = form.formState.isSubmitting;
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(onValid)} aria-busy={submitting}>
      <DialogTitle>{creating ? 'Create New Post' : 'Edit Post'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {problem ? (
            <Alert id={messageId} severity="error" role="alert">
              {problem}
            </Alert>
          ) : null}
          {failed.isError ? (
            <Alert severity="error" role="alert">
              {forumFailure(
                failed.error,
                creating ? FORUM_MESSAGES.createPostFailed : FORUM_MESSAGES.updatePostFailed,
              )}
            </Alert>
          ) : null}
          <TextField label="Title" required autoFocus {...textFieldProps(form, 'title', { messageId })} />
          <Controller
            control={form.control}
            name="categoryId"
            render={({ field, fieldState }) => (
              <TextField
                select
                label="Category"
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                name={field.name}
                error={Boolean(fieldState.error)}
                slotProps={{
                  htmlInput: { 'aria-errormessage': fieldState.error ? messageId : undefined },
                }}
              >
                {categories.map((category) => (
                  <MenuItem key={category.id} value={String(category.id)}>
                    {category.icon ? `${category.icon} ${category.name}` : category.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField
            label="Content"
            required
            multiline
            minRows={6}
            maxRows={16}
            {...textFieldProps(form, 'content', {
              messageId,
              hint: `${content.length}/${MAX_POST_CONTENT_LENGTH} characters`,
            })}
          />
          <MarkupHint />
          <MarkupPreview text={content} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={submitting}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={submitting}>
          {creating
            ? submitting
              ? 'Creating...'
              : 'Create Post'
            : submitting
              ? 'Saving...'
              : 'Save Changes'}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** The new-post modal (spec 2 §2) and the post editor: title, category, content with a live preview. */
export function PostEditorDialog({ editing, categories, onClose, onSaved }: PostEditorDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={editing !== null} onClose={onClose} maxWidth="md" fullWidth fullScreen={phone}>
      {/* The dialog unmounts its content once closed, so each opening starts afresh. */}
      {editing ? (
        <PostForm editing={editing} categories={categories} onClose={onClose} onSaved={onSaved} />
      ) : null}
    </Dialog>
  );
}
