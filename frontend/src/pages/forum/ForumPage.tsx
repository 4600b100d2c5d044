import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { EmptyState } from '../../layout/EmptyState';
import { Page } from '../../layout/Page';

/** /forum — members' discussion (spec 2 §2, Forum). */
export function ForumPage() {
  return (
    <Page title="Community Forum" intro="Talk decks, trades, events and news with other club members.">
      <EmptyState title="No posts yet" icon={<ForumOutlinedIcon />}>
        Discussions will appear here.
      </EmptyState>
    </Page>
  );
}
