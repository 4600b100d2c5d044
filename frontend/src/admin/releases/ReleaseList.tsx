import { Alert, Box, Skeleton, Stack, Typography } from '@mui/material';
import NewReleasesOutlinedIcon from '@mui/icons-material/NewReleasesOutlined';
import { CreateButton, ListBase, Title, useBasename, useListContext, useTranslate } from 'react-admin';
import type { ReleaseDto } from '../../api/generated/types.gen';
import { CLUB } from '../../shared/club';
import { BackButton } from '../layout/BackButton';
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
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Box component="section" sx={{ py: 2, px: { xs: 1, md: 2 } }}>
      <title>{`${translate('club.releases.title')} – ${CLUB.name}`}</title>
      <Title title={translate('club.releases.title')} />
      <BackButton to={basename || '/'} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, my: 2 }}
      >
        <div>
          <Typography variant="h4" component="h1">
            {translate('club.releases.title')}
          </Typography>
          <Typography color="text.secondary">{translate('club.releases.subtitle')}</Typography>
        </div>
        <CreateButton resource="releases" label={translate('club.releases.add')} variant="contained" />
      </Stack>
      <ListBase
        resource="releases"
        perPage={500}
        sort={{ field: 'releaseDate', order: 'ASC' }}
        disableSyncWithLocation
      >
        <ReleaseCards />
      </ListBase>
    </Box>
  );
}
