import { Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { CatalogueCounts } from './CatalogueCounts';
import { ImportForm } from './ImportForm';
import { ImportStatus } from './ImportStatus';
import { RecentImports } from './RecentImports';
import { useCardImport } from './use-card-import';
import { useCardsText } from './use-cards-text';

/** 'Card catalogue': what is loaded, the import form with its progress, and the recent imports. */
export function CataloguePanel() {
  const t = useCardsText();
  const cardImport = useCardImport(t('import.startFailed'));
  return (
    <Card variant="outlined" component="section" aria-labelledby="card-catalogue-heading">
      <CardContent>
        <Stack spacing={3}>
          <Typography id="card-catalogue-heading" variant="h5" component="h2">
            {t('catalogue.title')}
          </Typography>
          <CatalogueCounts />
          <Divider />
          <ImportForm cardImport={cardImport} />
          <ImportStatus job={cardImport.job} lostTrack={cardImport.jobFailed} />
          <Divider />
          <RecentImports recent={cardImport.recent} followed={cardImport.job} />
        </Stack>
      </CardContent>
    </Card>
  );
}
