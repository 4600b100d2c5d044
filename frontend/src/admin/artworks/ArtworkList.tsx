import { Alert, Box, Skeleton, Stack, Typography } from '@mui/material';
import PaletteOutlinedIcon from '@mui/icons-material/PaletteOutlined';
import { CreateButton, ListBase, Title, useBasename, useListContext, useTranslate } from 'react-admin';
import type { ArtworkDto } from '../../api/generated/types.gen';
import { CLUB } from '../../shared/club';
import { BackButton } from '../layout/BackButton';
import { ArtworkManagerCard } from './ArtworkManagerCard';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
} as const;

function ArtworkCards() {
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
        <ArtworkManagerCard key={artwork.id} artwork={artwork} />
      ))}
    </Box>
  );
}

/** /admin/artworks: the spec's artwork manager (spec 2 §2): every piece as a card, newest first. */
export function ArtworkList() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Box component="section" sx={{ py: 2, px: { xs: 1, md: 2 } }}>
      <title>{`${translate('club.artworks.title')} – ${CLUB.name}`}</title>
      <Title title={translate('club.artworks.title')} />
      <BackButton to={basename || '/'} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, my: 2 }}
      >
        <div>
          <Typography variant="h4" component="h1">
            {translate('club.artworks.title')}
          </Typography>
          <Typography color="text.secondary">{translate('club.artworks.subtitle')}</Typography>
        </div>
        <CreateButton resource="artworks" label={translate('club.artworks.add')} variant="contained" />
      </Stack>
      <ListBase
        resource="artworks"
        perPage={500}
        sort={{ field: 'createdAt', order: 'DESC' }}
        disableSyncWithLocation
      >
        <ArtworkCards />
      </ListBase>
    </Box>
  );
}
