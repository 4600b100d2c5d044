import { useRef, useState } from 'react';
import { Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  forumCommentsCreateMutation,
  forumCommentsRemoveMutation,
  forumCommentsUpdateMutation,
} from '../api/generated/@tanstack/react-query.gen';
import type { ForumCommentDto, ForumPostDetailDto } from '../api/generated/types.gen';
import { ConfirmDialog } from '../layout/ConfirmDialog';
import { useToast } from '../layout/toast';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';
import { useForumAccess } from './use-forum-access';
import { forumFailure } from './forum-failure';
import { FORUM_MESSAGES } from './forum-messages';
import { useForumCache } from './use-forum-cache';

/** A post's comments, oldest first, and the add-comment box (spec 2 §2). */
export function CommentSection({ post }: { post: ForumPostDetailDto }) {
  const toast = useToast();
  const cache = useForumCache();
  const { mayChange } = useForumAccess();
  const [toDelete, setToDelete] = useState<ForumCommentDto | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const create = useMutation(forumCommentsCreateMutation());
  const update = useMutation(forumCommentsUpdateMutation());
  const remove = useMutation(forumCommentsRemoveMutation());

  /** Shows the change at once (the answer is the saved comment) and lets the lists recount. */
  function changed(change: (comments: ForumCommentDto[]) => ForumCommentDto[]) {
    cache.updatePost(post.id, (shown) => {
      const comments = change(shown.comments);
      return { ...shown, comments, _count: { comments: comments.length } };
    });
    cache.postsChanged();
  }

  async function add(content: string): Promise<boolean> {
    try {
      const comment = await create.mutateAsync({ body: { content, postId: post.id } });
      changed((comments) => [...comments, comment]);
      toast.success(FORUM_MESSAGES.commentAdded);
      return true;
    } catch (error) {
      toast.error(forumFailure(error, FORUM_MESSAGES.addCommentFailed));
      return false;
    }
  }

  async function save(comment: ForumCommentDto, content: string): Promise<boolean> {
    try {
      const saved = await update.mutateAsync({ path: { id: comment.id }, body: { content } });
      changed((comments) => comments.map((shown) => (shown.id === saved.id ? saved : shown)));
      toast.success(FORUM_MESSAGES.commentUpdated);
      return true;
    } catch (error) {
      toast.error(forumFailure(error, FORUM_MESSAGES.updateCommentFailed));
      return false;
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      const { id } = toDelete;
      await remove.mutateAsync({ path: { id } });
      changed((comments) => comments.filter((shown) => shown.id !== id));
      toast.success(FORUM_MESSAGES.commentDeleted);
      setToDelete(null);
    } catch (error) {
      toast.error(forumFailure(error, FORUM_MESSAGES.deleteCommentFailed));
    }
  }

  return (
    <Stack component="section" aria-labelledby="forum-comments-heading" spacing={2} sx={{ mt: 4 }}>
      <Typography
        ref={heading}
        id="forum-comments-heading"
        variant="h2"
        tabIndex={-1}
        sx={{ fontSize: '1.5rem' }}
      >
        Comments ({post.comments.length})
      </Typography>
      {post.comments.length === 0 ? (
        <Typography color="text.secondary">No comments yet. Start the conversation!</Typography>
      ) : (
        <Stack component="ol" spacing={1.5} aria-label="Comments" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {post.comments.map((comment) => (
            <li key={comment.id}>
              <CommentItem
                comment={comment}
                mayChange={mayChange(comment.authorId)}
                onSave={save}
                onDelete={setToDelete}
              />
            </li>
          ))}
        </Stack>
      )}
      <CommentForm label="Add a comment" submitLabel="Post Comment" busyLabel="Posting..." onSubmit={add} />

      <ConfirmDialog
        open={toDelete !== null}
        title="Delete comment"
        message={FORUM_MESSAGES.confirmDeleteComment}
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
        focusAfterConfirm={heading}
      />
    </Stack>
  );
}
