import { useState } from 'react';
import { Alert, Box, Skeleton, Stack, Typography } from '@mui/material';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { CreateButton, ListBase, Title, useBasename, useListContext, useTranslate } from 'react-admin';
import { CLUB } from '../../shared/club';
import { BackButton } from '../layout/BackButton';
import { EventManagerCard, type ManagedEvent } from './EventManagerCard';
import { RegistrationsDialog } from './RegistrationsDialog';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
} as const;

function EventCards() {
  const translate = useTranslate();
  const { data, isPending, error } = useListContext<ManagedEvent>();
  const [viewing, setViewing] = useState<ManagedEvent | null>(null);
  if (isPending) {
    return (
      <Box sx={grid} role="status" aria-label={translate('ra.page.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={220} />
        ))}
      </Box>
    );
  }
  if (error) return <Alert severity="error">{translate('club.events.loadFailed')}</Alert>;
  if (data.length === 0) {
    return (
      <Box sx={{ textAlign: 'center', py: 6 }}>
        <EventBusyIcon aria-hidden="true" sx={{ fontSize: 48, color: 'text.secondary' }} />
        <Typography variant="h6" component="p">
          {translate('club.events.emptyTitle')}
        </Typography>
        <Typography color="text.secondary">{translate('club.events.emptyMessage')}</Typography>
      </Box>
    );
  }
  return (
    <>
      <Box sx={grid}>
        {data.map((event) => (
          <EventManagerCard key={event.id} event={event} onViewRegistrations={setViewing} />
        ))}
      </Box>
      {viewing ? <RegistrationsDialog event={viewing} onClose={() => setViewing(null)} /> : null}
    </>
  );
}

/** /admin/events: the spec's events manager (spec 2 §2): every event as a card, soonest first. */
export function EventList() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Box component="section" sx={{ py: 2, px: { xs: 1, md: 2 } }}>
      <title>{`${translate('club.events.title')} – ${CLUB.name}`}</title>
      <Title title={translate('club.events.title')} />
      <BackButton to={basename || '/'} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, my: 2 }}
      >
        <div>
          <Typography variant="h4" component="h1">
            {translate('club.events.title')}
          </Typography>
          <Typography color="text.secondary">{translate('club.events.subtitle')}</Typography>
        </div>
        <CreateButton resource="events" label={translate('club.events.add')} variant="contained" />
      </Stack>
      <ListBase
        resource="events"
        perPage={500}
        sort={{ field: 'date', order: 'ASC' }}
        disableSyncWithLocation
      >
        <EventCards />
      </ListBase>
    </Box>
  );
}
