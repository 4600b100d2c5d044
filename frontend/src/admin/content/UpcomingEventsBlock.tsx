import { Alert, Box, Card, CardContent, CardMedia, Skeleton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import EditIcon from '@mui/icons-material/Create';
import { Link as RouterLink } from 'react-router-dom';
import { Button, RecordContextProvider, useBasename, useGetList, useTranslate } from 'react-admin';
import { eventDateLabel, eventLocationLabel, eventTimeLabel } from '../../shared/event-display';
import { useSearchDialogRoute } from '../dialogs/dialog-route';
import { DialogLinkButton } from '../dialogs/DialogLinkButton';
import { EventDeleteButton } from '../events/EventDeleteButton';
import { EventDialogs } from '../events/EventDialogs';
import type { ManagedEvent } from '../events/EventManagerCard';

/**
 * 'Upcoming Events (home page)' (spec 2 §2): the events the home page shows as cards with image,
 * title, date, time and location, edit and delete; a button to the events manager and one to add. Add and
 * edit open the dashboard's quick event modal over the tab (title and date required), at
 * /admin?tab=content&event=create and &event={id}.
 */
export function UpcomingEventsBlock() {
  const translate = useTranslate();
  const basename = useBasename();
  const route = useSearchDialogRoute('event');
  const { data, isPending, error } = useGetList<ManagedEvent>('events', {
    filter: { upcoming: true },
    sort: { field: 'date', order: 'ASC' },
    pagination: { page: 1, perPage: 6 },
  });
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="content-events-heading"
      sx={{ gridColumn: { md: '1 / -1' } }}
    >
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ justifyContent: 'space-between', gap: 1, mb: 2 }}
        >
          <Box>
            <Typography id="content-events-heading" variant="h6" component="h3">
              {translate('club.content.upcomingEvents')}
            </Typography>
            <Typography color="text.secondary">{translate('club.content.upcomingEventsHint')}</Typography>
          </Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Button
              component={RouterLink}
              to={`${basename}/events`}
              label="club.content.manageEvents"
              variant="outlined"
            >
              {/* react-admin's Button shows only its icon at phone width; without one it was an empty box. */}
              <EventNoteOutlinedIcon />
            </Button>
            <DialogLinkButton
              link={route.createLink}
              label="club.events.add"
              icon={<AddIcon />}
              variant="contained"
            />
          </Stack>
        </Stack>
        {isPending ? (
          <Skeleton variant="rounded" height={160} />
        ) : error ? (
          <Alert severity="error">{translate('club.events.loadFailed')}</Alert>
        ) : data.length === 0 ? (
          <Typography color="text.secondary">{translate('club.events.emptyTitle')}</Typography>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
            }}
          >
            {data.map((event) => (
              <RecordContextProvider key={event.id} value={event}>
                <Card variant="outlined" component="article" aria-label={event.title}>
                  {event.image ? (
                    <CardMedia component="img" height="100" image={event.image} alt="" loading="lazy" />
                  ) : null}
                  <CardContent>
                    <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
                      {event.title}
                    </Typography>
                    <Typography variant="body2">
                      {eventDateLabel(event)} · {eventTimeLabel(event)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {eventLocationLabel(event.location)}
                    </Typography>
                    <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                      <DialogLinkButton
                        link={route.editLink(event.id)}
                        label="ra.action.edit"
                        icon={<EditIcon />}
                        aria-label={`${translate('ra.action.edit')} ${event.title}`}
                      />
                      <EventDeleteButton />
                    </Stack>
                  </CardContent>
                </Card>
              </RecordContextProvider>
            ))}
          </Box>
        )}
      </CardContent>
      <EventDialogs route={route} rules="quick" />
    </Card>
  );
}
