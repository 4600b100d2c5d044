import NewReleasesOutlinedIcon from '@mui/icons-material/NewReleasesOutlined';
import { EmptyState } from '../../layout/EmptyState';
import { Page } from '../../layout/Page';

/** /upcoming-releases — new sets and products on their way (spec 1 §2). */
export function UpcomingReleasesPage() {
  return (
    <Page
      title="Upcoming Releases"
      back={{ to: '/dashboard', label: 'Back to Dashboard' }}
      intro="New Pokémon TCG sets, promos and collections on their way, with how many days are left until each one."
    >
      <EmptyState title="No releases found" icon={<NewReleasesOutlinedIcon />}>
        Upcoming releases will be listed here as soon as the club adds them.
      </EmptyState>
    </Page>
  );
}
