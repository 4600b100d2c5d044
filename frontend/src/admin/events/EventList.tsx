import { useState } from 'react';
import { Alert, Box, Skeleton, Typography } from '@mui/material';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { useListContext, useTranslate } from 'react-admin';
import { usePathDialogRoute, type DialogRoute } from '../dialogs/dialog-route';
import { CardManagerPage } from '../layout/CardManagerPage';
import { EventDialogs } from './EventDialogs';
import { EventManagerCard, type ManagedEvent } from './EventManagerCard';
import { RegistrationsDialog } from './RegistrationsDialog';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
} as const;

function EventCards({ route }: { route: DialogRoute }) {
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
          <EventManagerCard
            key={event.id}
            event={event}
            editLink={route.editLink(event.id)}
            onViewRegistrations={setViewing}
          />
        ))}
      </Box>
      {viewing ? <RegistrationsDialog event={viewing} onClose={() => setViewing(null)} /> : null}
    </>
  );
}

/**
 * /admin/events: the spec's events manager (spec 2 §2): every event as a card, soonest first. Add and Edit open
 * the event modal over it, at /admin/events/create and /admin/events/{id} (docs/adr/0067).
 */
export function EventList() {
  const route = usePathDialogRoute('events');
  return (
    <>
      <CardManagerPage resource="events" sort={{ field: 'date', order: 'ASC' }} createLink={route.createLink}>
        <EventCards route={route} />
      </CardManagerPage>
      <EventDialogs route={route} rules="manager" />
    </>
  );
}
