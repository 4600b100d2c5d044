import { Box, Button } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import type { ForumPostDto } from '../api/generated/types.gen';

/** Edit and Delete for the author and admins, Pin or Unpin for admins. */
export function PostActions({
  post,
  mayChange,
  isAdmin,
  pinning,
  onEdit,
  onDelete,
  onPin,
}: {
  post: ForumPostDto;
  mayChange: boolean;
  isAdmin: boolean;
  pinning: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onPin: (isPinned: boolean) => void;
}) {
  if (!mayChange && !isAdmin) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {isAdmin ? (
        <Button
          variant="outlined"
          color="secondary"
          startIcon={<PushPinOutlinedIcon aria-hidden="true" />}
          onClick={() => onPin(!post.isPinned)}
          disabled={pinning}
        >
          {post.isPinned ? 'Unpin Post' : 'Pin Post'}
        </Button>
      ) : null}
      {mayChange ? (
        <>
          <Button variant="outlined" startIcon={<EditOutlinedIcon aria-hidden="true" />} onClick={onEdit}>
            Edit Post
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteOutlineIcon aria-hidden="true" />}
            onClick={onDelete}
          >
            Delete Post
          </Button>
        </>
      ) : null}
    </Box>
  );
}
