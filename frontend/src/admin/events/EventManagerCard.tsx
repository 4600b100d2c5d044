import { Box, Card, CardActions, CardContent, CardMedia, Chip, Stack, Typography } from '@mui/material';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import EditIcon from '@mui/icons-material/Create';
import { Button, RecordContextProvider, useTranslate } from 'react-admin';
import type { DialogLink } from '../dialogs/dialog-route';
import { DialogLinkButton } from '../dialogs/DialogLinkButton';
import {
  eventDateLabel,
  eventLocationLabel,
  eventTimeLabel,
  type EventType,
} from '../../shared/event-display';
import { EventDeleteButton } from './EventDeleteButton';

export interface ManagedEvent {
  readonly id: number;
  readonly title: string;
  readonly type: EventType;
  readonly date: string;
  readonly time?: string | null;
  readonly location?: string | null;
  readonly description?: string | null;
  readonly image?: string | null;
  readonly maxAttendees?: number | null;
  readonly isActive?: boolean;
  readonly attendeeCount?: number;
}

/** The attendee limit as the events manager shows it: the number, or ∞ for none (spec 2 §2). */
export function limitLabel(maxAttendees: number | null | undefined, noLimit: string): string {
  return maxAttendees == null ? noLimit : String(maxAttendees);
}

/** One card of the events manager: picture, type, title, when and where, the limit, and its actions. */
export function EventManagerCard({
  event,
  editLink,
  onViewRegistrations,
}: {
  event: ManagedEvent;
  editLink: DialogLink;
  onViewRegistrations: (event: ManagedEvent) => void;
}) {
  const translate = useTranslate();
  return (
    <RecordContextProvider value={event}>
      <Card
        variant="outlined"
        component="article"
        aria-labelledby={`admin-event-${event.id}`}
        sx={{ display: 'flex', flexDirection: 'column' }}
      >
        {event.image ? (
          <CardMedia component="img" height="140" image={event.image} alt="" loading="lazy" />
        ) : null}
        <CardContent sx={{ flexGrow: 1 }}>
          <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
            <Chip size="small" label={translate(`club.events.types.${event.type}`)} />
            {event.isActive === false ? <Chip size="small" variant="outlined" label="Inactive" /> : null}
          </Stack>
          <Typography id={`admin-event-${event.id}`} variant="h6" component="h2">
            {event.title}
          </Typography>
          <Typography color="text.secondary">
            {eventDateLabel(event)} · {eventTimeLabel(event)}
          </Typography>
          <Typography color="text.secondary">{eventLocationLabel(event.location)}</Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 1 }}>
            <PeopleOutlineIcon aria-hidden="true" fontSize="small" />
            <Typography>
              {translate('club.events.limit')}:{' '}
              <strong>{limitLabel(event.maxAttendees, translate('club.events.noLimit'))}</strong>
              {event.attendeeCount !== undefined ? (
                <>
                  {' · '}
                  {translate('club.events.registered')}: <strong>{event.attendeeCount}</strong>
                </>
              ) : null}
            </Typography>
          </Box>
        </CardContent>
        <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button label="club.events.viewRegistrations" onClick={() => onViewRegistrations(event)}>
            <PeopleOutlineIcon />
          </Button>
          <DialogLinkButton
            link={editLink}
            label="ra.action.edit"
            icon={<EditIcon />}
            aria-label={`${translate('ra.action.edit')} ${event.title}`}
          />
          <EventDeleteButton />
        </CardActions>
      </Card>
    </RecordContextProvider>
  );
}
