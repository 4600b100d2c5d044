import { Alert, Box, Skeleton, Typography } from '@mui/material';
import NewReleasesOutlinedIcon from '@mui/icons-material/NewReleasesOutlined';
import { CreateButton, useListContext, useTranslate } from 'react-admin';
import type { ReleaseDto } from '../../api/generated/types.gen';
import { CardManagerPage } from '../layout/CardManagerPage';
import { ReleaseManagerCard } from './ReleaseManagerCard';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
} as const;

function ReleaseCards() {
  const translate = useTranslate();
  const { data, isPending, error } = useListContext<ReleaseDto>();
  if (isPending) {
    return (
      <Box sx={grid} role="status" aria-label={translate('ra.page.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={240} />
        ))}
      </Box>
    );
  }
  if (error) return <Alert severity="error">{translate('club.releases.loadFailed')}</Alert>;
  if (data.length === 0) {
    return (
      <Box sx={{ textAlign: 'center', py: 6 }}>
        <NewReleasesOutlinedIcon aria-hidden="true" sx={{ fontSize: 48, color: 'text.secondary' }} />
        <Typography variant="h6" component="p" sx={{ mb: 2 }}>
          {translate('club.releases.emptyTitle')}
        </Typography>
        <CreateButton resource="releases" label={translate('club.releases.addFirst')} variant="contained" />
      </Box>
    );
  }
  const now = new Date();
  return (
    <Box sx={grid}>
      {data.map((release) => (
        <ReleaseManagerCard key={release.id} release={release} now={now} />
      ))}
    </Box>
  );
}

/** /admin/releases: the spec's releases manager (spec 2 §2): every release as a card, soonest first. */
export function ReleaseList() {
  return (
    <CardManagerPage resource="releases" sort={{ field: 'releaseDate', order: 'ASC' }}>
      <ReleaseCards />
    </CardManagerPage>
  );
}
