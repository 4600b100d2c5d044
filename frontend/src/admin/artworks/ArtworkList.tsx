import { Alert, Box, Skeleton, Typography } from '@mui/material';
import PaletteOutlinedIcon from '@mui/icons-material/PaletteOutlined';
import { useListContext, useTranslate } from 'react-admin';
import type { ArtworkDto } from '../../api/generated/types.gen';
import { usePathDialogRoute, type DialogRoute } from '../dialogs/dialog-route';
import { CardManagerPage } from '../layout/CardManagerPage';
import { ArtworkDialogs } from './ArtworkDialogs';
import { ArtworkManagerCard } from './ArtworkManagerCard';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
} as const;

function ArtworkCards({ route }: { route: DialogRoute }) {
  const translate = useTranslate();
  const { data, isPending, error } = useListContext<ArtworkDto>();
  if (isPending) {
    return (
      <Box sx={grid} role="status" aria-label={translate('ra.page.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={240} />
        ))}
      </Box>
    );
  }
  if (error) return <Alert severity="error">{translate('club.artworks.loadFailed')}</Alert>;
  if (data.length === 0) {
    return (
      <Box sx={{ textAlign: 'center', py: 6 }}>
        <PaletteOutlinedIcon aria-hidden="true" sx={{ fontSize: 48, color: 'text.secondary' }} />
        <Typography variant="h6" component="p">
          {translate('club.artworks.emptyTitle')}
        </Typography>
      </Box>
    );
  }
  return (
    <Box sx={grid}>
      {data.map((artwork) => (
        <ArtworkManagerCard key={artwork.id} artwork={artwork} editLink={route.editLink(artwork.id)} />
      ))}
    </Box>
  );
}

/**
 * /admin/artworks: the spec's artwork manager (spec 2 §2): every piece as a card, newest first. Back goes to
 * /admin/dashboard as the spec says, on the Content tab where the manager's button is. Add and Edit open the
 * artwork modal over it, at /admin/artworks/create and /admin/artworks/{id} (docs/adr/0067).
 */
export function ArtworkList() {
  const route = usePathDialogRoute('artworks');
  return (
    <>
      <CardManagerPage
        resource="artworks"
        sort={{ field: 'createdAt', order: 'DESC' }}
        back="/admin/dashboard?tab=content"
        createLink={route.createLink}
      >
        <ArtworkCards route={route} />
      </CardManagerPage>
      <ArtworkDialogs route={route} />
    </>
  );
}
