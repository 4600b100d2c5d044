import { useEffect, useId, useRef, useState } from 'react';
import { Box, Button, Paper } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { ForumCommentDto } from '../api/generated/types.gen';
import { AuthorLine, authorName } from './AuthorLine';
import { CommentForm } from './CommentForm';
import { Markup } from './markup/Markup';

export interface CommentItemProps {
  comment: ForumCommentDto;
  mayChange: boolean;
  onSave: (comment: ForumCommentDto, content: string) => Promise<boolean>;
  onDelete: (comment: ForumCommentDto) => void;
}

/** One comment: author, time, text; its author and admins edit it in place or delete it. */
export function CommentItem({ comment, mayChange, onSave, onDelete }: CommentItemProps) {
  const [editing, setEditing] = useState(false);
  // When the editor closes, the keyboard goes back to the Edit button it came from, not to the page's top.
  const editButton = useRef<HTMLButtonElement>(null);
  const focusEditAfterClose = useRef(false);
  useEffect(() => {
    if (editing || !focusEditAfterClose.current) return;
    focusEditAfterClose.current = false;
    editButton.current?.focus();
  }, [editing]);
  const closeEditor = () => {
    focusEditAfterClose.current = true;
    setEditing(false);
  };
  const labelId = useId();
  const who = authorName(comment.author);
  return (
    <Paper component="article" variant="outlined" aria-labelledby={labelId} sx={{ p: 2 }}>
      <Box id={labelId} sx={{ mb: 1 }}>
        <AuthorLine author={comment.author} createdAt={comment.createdAt} editedAt={comment.editedAt} />
      </Box>
      {editing ? (
        <CommentForm
          label="Edit comment"
          submitLabel="Save Comment"
          busyLabel="Saving..."
          initial={{ content: comment.content }}
          autoFocus
          onSubmit={async (content) => {
            const saved = await onSave(comment, content);
            if (saved) closeEditor();
            return saved;
          }}
          onCancel={closeEditor}
        />
      ) : (
        <Markup text={comment.content} />
      )}
      {mayChange && !editing ? (
        <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
          <Button
            ref={editButton}
            size="small"
            startIcon={<EditOutlinedIcon aria-hidden="true" />}
            onClick={() => setEditing(true)}
            aria-label={`Edit comment by ${who}`}
          >
            Edit
          </Button>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlineIcon aria-hidden="true" />}
            onClick={() => onDelete(comment)}
            aria-label={`Delete comment by ${who}`}
          >
            Delete
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}
