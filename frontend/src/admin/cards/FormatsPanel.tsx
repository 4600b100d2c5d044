import { Alert, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { retryOnceOnServerError } from '../users/use-pending-users';
import { cardsApi, CARDS_KEYS } from './cards-api';
import { FormatForm } from './FormatForm';
import { useCardsText } from './use-cards-text';
import { LoadErrorOrOffline } from '../../shared/NeedsConnection';

const ORDER = ['standard', 'expanded'];

/** 'Formats': an editor for Standard and one for Expanded. */
export function FormatsPanel() {
  const t = useCardsText();
  const formats = useQuery({
    queryKey: CARDS_KEYS.formats,
    queryFn: cardsApi.formats,
    retry: retryOnceOnServerError,
    // Each editor keeps its own draft; a refetch behind its back would only confuse.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const sorted = [...(formats.data ?? [])].sort((a, b) => ORDER.indexOf(a.code) - ORDER.indexOf(b.code));
  return (
    <Card variant="outlined" component="section" aria-labelledby="formats-heading">
      <CardContent>
        <Typography id="formats-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
          {t('formats.title')}
        </Typography>
        {formats.isPending ? (
          <Skeleton variant="rounded" height={240} />
        ) : formats.isError ? (
          <LoadErrorOrOffline error={formats.error}>
            <Alert severity="error">{t('formats.loadFailed')}</Alert>
          </LoadErrorOrOffline>
        ) : (
          <Stack spacing={3}>
            {sorted.map((format) => (
              <FormatForm key={format.code} format={format} />
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
