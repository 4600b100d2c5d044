import { Button } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { EmptyState } from '../../layout/EmptyState';
import { Page } from '../../layout/Page';

/** /forum/:postId — one post with its comments (spec 2 §2, Forum). */
export function ForumPostPage() {
  const { postId } = useParams();
  return (
    <Page title="Forum Post" back={{ to: '/forum', label: 'Back to Forum' }}>
      <EmptyState
        title="Post not found"
        action={
          <Button component={RouterLink} to="/forum" variant="contained">
            Browse the Forum
          </Button>
        }
      >
        We could not find post {postId}. It may have been removed.
      </EmptyState>
    </Page>
  );
}
