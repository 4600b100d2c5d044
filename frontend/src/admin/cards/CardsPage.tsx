import { Box, Stack, Typography } from '@mui/material';
import { Title, useBasename } from 'react-admin';
import { CLUB } from '../../shared/club';
import { BackButton } from '../layout/BackButton';
import { CataloguePanel } from './CataloguePanel';
import { FormatsPanel } from './FormatsPanel';
import { useCardsText } from './use-cards-text';

/** /admin/cards: the card catalogue (counts, import, recent imports) and the formats. */
export function CardsPage() {
  const t = useCardsText();
  const basename = useBasename();
  return (
    <Box component="section" sx={{ py: 2, px: { xs: 1, md: 2 }, minWidth: 0 }}>
      <title>{`${t('title')} – ${CLUB.name}`}</title>
      <Title title={t('title')} />
      <BackButton to={basename || '/'} />
      <Typography variant="h4" component="h1" sx={{ mt: 1 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary">{t('subtitle')}</Typography>
      <Stack spacing={3} sx={{ mt: 3 }}>
        <CataloguePanel />
        <FormatsPanel />
      </Stack>
    </Box>
  );
}
