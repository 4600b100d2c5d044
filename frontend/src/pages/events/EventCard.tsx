import type { ReactNode } from 'react';
import { Box, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import CalendarTodayOutlinedIcon from '@mui/icons-material/CalendarTodayOutlined';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import StarIcon from '@mui/icons-material/Star';
import {
  EVENT_TYPE_LABELS,
  eventDateLabel,
  eventLocationLabel,
  eventTimeLabel,
  participantsLabel,
} from '../../shared/event-display';
import { visuallyHidden } from '../../shared/a11y';
import { clampThreeLines } from '../../shared/clamp-lines';
import { EVENT_CARD_MIN_HEIGHT } from './event-card-size';
import type { EventView } from './event-view';

/**
 * The date, time, place and size rows, styled once on the list rather than on each of their elements: a page
 * of cards draws some hundred fewer styled components.
 */
const detailsStyle = {
  m: 0,
  display: 'grid',
  gap: 0.75,
  '& > div': { display: 'flex', gap: 1, alignItems: 'center' },
  '& dt': visuallyHidden,
  '& svg': { color: 'text.secondary' },
  '& dd': { m: 0 },
} as const;

/**
 * One event (spec 1 §2 'Events'): type, 'Featured' for tournaments, title, date, time, location,
 * participants, and the description clamped to 3 lines. `actions` are the card's buttons.
 */
export function EventCard({
  event,
  actions,
  headingLevel = 'h3',
  showParticipants = true,
}: {
  event: EventView;
  actions?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  showParticipants?: boolean;
}) {
  const rows = [
    { Icon: CalendarTodayOutlinedIcon, label: 'Date', text: eventDateLabel(event) },
    { Icon: AccessTimeIcon, label: 'Time', text: eventTimeLabel(event) },
    { Icon: PlaceOutlinedIcon, label: 'Location', text: eventLocationLabel(event.location) },
    ...(showParticipants
      ? [{ Icon: GroupsOutlinedIcon, label: 'Participants', text: participantsLabel(event.maxAttendees) }]
      : []),
  ];
  return (
    <Card
      component="article"
      aria-labelledby={`event-${event.id}-title`}
      sx={{ height: '100%', minHeight: EVENT_CARD_MIN_HEIGHT, display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
          <Chip label={EVENT_TYPE_LABELS[event.type]} size="small" color="secondary" variant="outlined" />
          {event.type === 'TOURNAMENT' ? (
            <Chip icon={<StarIcon aria-hidden="true" />} label="Featured" size="small" color="primary" />
          ) : null}
        </Stack>
        <Typography id={`event-${event.id}-title`} component={headingLevel} variant="h4" sx={{ mb: 1.5 }}>
          {event.title}
        </Typography>
        <Box component="dl" sx={detailsStyle}>
          {rows.map(({ Icon, label, text }) => (
            <div key={label}>
              <dt>{label}</dt>
              <Icon aria-hidden="true" fontSize="small" />
              <dd>{text}</dd>
            </div>
          ))}
        </Box>
        {event.description ? (
          <Typography color="text.secondary" sx={{ mt: 1.5, ...clampThreeLines }}>
            {event.description}
          </Typography>
        ) : null}
      </CardContent>
      {actions ? (
        <CardActions
          sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}
        >
          {actions}
        </CardActions>
      ) : null}
    </Card>
  );
}
