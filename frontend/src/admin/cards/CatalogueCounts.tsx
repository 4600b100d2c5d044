import { Alert, Box, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { retryOnceOnServerError } from '../users/use-pending-users';
import { cardsApi, CARDS_KEYS } from './cards-api';
import { useCardsText } from './use-cards-text';
import { LoadErrorOrOffline } from '../../shared/NeedsConnection';

const number = new Intl.NumberFormat('en-GB');

/** How many sets and cards are loaded (`cardsHealth`), and the server's hint when none are. */
export function CatalogueCounts() {
  const t = useCardsText();
  const health = useQuery({
    queryKey: CARDS_KEYS.health,
    queryFn: cardsApi.health,
    retry: retryOnceOnServerError,
  });
  if (health.isError)
    return (
      <LoadErrorOrOffline error={health.error}>
        <Alert severity="error">{t('catalogue.countsFailed')}</Alert>
      </LoadErrorOrOffline>
    );
  const figures = [
    { label: t('catalogue.sets'), value: health.data?.sets },
    { label: t('catalogue.cards'), value: health.data?.cards },
  ];
  return (
    <div>
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 3, sm: 6 }, m: 0 }}>
        {figures.map(({ label, value }) => (
          <div key={label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="h4" sx={{ m: 0 }}>
              {value === undefined ? <Skeleton width={64} /> : number.format(value)}
            </Typography>
          </div>
        ))}
      </Box>
      {health.data?.hint && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {health.data.hint}
        </Typography>
      )}
    </div>
  );
}
