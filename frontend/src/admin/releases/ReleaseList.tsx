import { Alert, Box, Skeleton, Typography } from '@mui/material';
import NewReleasesOutlinedIcon from '@mui/icons-material/NewReleasesOutlined';
import AddIcon from '@mui/icons-material/Add';
import { useListContext, useTranslate } from 'react-admin';
import type { ReleaseDto } from '../../api/generated/types.gen';
import { usePathDialogRoute, type DialogRoute } from '../dialogs/dialog-route';
import { DialogLinkButton } from '../dialogs/DialogLinkButton';
import { CardManagerPage } from '../layout/CardManagerPage';
import { ReleaseDialogs } from './ReleaseDialogs';
import { ReleaseManagerCard } from './ReleaseManagerCard';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
} as const;

function ReleaseCards({ route }: { route: DialogRoute }) {
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
        <DialogLinkButton
          link={route.createLink}
          label="club.releases.addFirst"
          icon={<AddIcon />}
          variant="contained"
        />
      </Box>
    );
  }
  const now = new Date();
  return (
    <Box sx={grid}>
      {data.map((release) => (
        <ReleaseManagerCard
          key={release.id}
          release={release}
          now={now}
          editLink={route.editLink(release.id)}
        />
      ))}
    </Box>
  );
}

/**
 * /admin/releases: the spec's releases manager (spec 2 §2): every release as a card, soonest first. Add and Edit
 * open the release modal over it, at /admin/releases/create and /admin/releases/{id} (docs/adr/0067).
 */
export function ReleaseList() {
  const route = usePathDialogRoute('releases');
  return (
    <>
      <CardManagerPage
        resource="releases"
        sort={{ field: 'releaseDate', order: 'ASC' }}
        createLink={route.createLink}
      >
        <ReleaseCards route={route} />
      </CardManagerPage>
      <ReleaseDialogs route={route} />
    </>
  );
}
