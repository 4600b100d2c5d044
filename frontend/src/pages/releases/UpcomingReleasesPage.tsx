import { useState } from 'react';
import { Box } from '@mui/material';
import NewReleasesOutlinedIcon from '@mui/icons-material/NewReleasesOutlined';
import { useQuery } from '@tanstack/react-query';
import { releasesListOptions } from '../../api/generated/@tanstack/react-query.gen';
import { CardGrid } from '../../layout/CardGrid';
import { Page } from '../../layout/Page';
import { ReleaseCard } from './ReleaseCard';
import { ReleaseCardSkeleton } from './ReleaseCardSkeleton';
import { type ReleaseCategory, ReleaseTypeFilter } from './ReleaseTypeFilter';

/** /upcoming-releases — new sets and products on their way, with the days left until each (spec 1 §2). */
export function UpcomingReleasesPage() {
  const [category, setCategory] = useState<ReleaseCategory>('ALL');
  return (
    <Page
      title="Upcoming Releases"
      back={{ to: '/dashboard', label: 'Back to Dashboard' }}
      intro="New Pokémon TCG sets, promos and collections on their way, with how many days are left until each one."
    >
      <Box sx={{ mb: 3 }}>
        <ReleaseTypeFilter value={category} onChange={setCategory} />
      </Box>
      <ReleaseList category={category} />
    </Page>
  );
}

/** The releases of the chosen category. Reads them itself: when they land, only the list draws again. */
function ReleaseList({ category }: { category: ReleaseCategory }) {
  const releases = useQuery(releasesListOptions());
  // One 'now' per render, so every badge counts from the same moment.
  const now = new Date();
  const shown = releases.data?.filter((release) => category === 'ALL' || release.releaseType === category);
  return (
    <CardGrid
      items={shown}
      isPending={releases.isPending}
      isError={releases.isError}
      onRetry={() => void releases.refetch()}
      loadingLabel="Loading releases"
      skeleton={<ReleaseCardSkeleton />}
      error="Failed to load releases. Please try again later."
      empty={{
        title: 'No releases found',
        icon: <NewReleasesOutlinedIcon />,
        text:
          category === 'ALL'
            ? 'Upcoming releases will be listed here as soon as the club adds them.'
            : 'Nothing of this kind is on its way yet. Try another category.',
      }}
      renderItem={(release) => <ReleaseCard release={release} now={now} />}
    />
  );
}
