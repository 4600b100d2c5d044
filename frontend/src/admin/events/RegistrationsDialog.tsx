import {
  Alert,
  Avatar,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { eventsOfEvent } from '../../api/generated/sdk.gen';
import { formatDateTime } from '../../shared/format-date-time';
import { participantsLabel } from '../../shared/event-display';
import { adminCall } from '../api-call';
import type { ManagedEvent } from './EventManagerCard';
import { registrantEmail, registrantName } from './registrant';
import { LoadErrorOrOffline } from '../../shared/NeedsConnection';

/** 'View registrations' (spec 2 §2): who registered, first come first, with name, e-mail, when and status. */
export function RegistrationsDialog({ event, onClose }: { event: ManagedEvent; onClose: () => void }) {
  const translate = useTranslate();
  const registrations = useQuery({
    queryKey: ['events', event.id, 'registrations'],
    queryFn: () => adminCall(eventsOfEvent({ path: { id: event.id } })),
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="registrations-title">
      <DialogTitle id="registrations-title">
        {translate('club.events.registrationsTitle', { title: event.title })}
      </DialogTitle>
      <DialogContent>
        {registrations.isPending ? (
          <Skeleton variant="rounded" height={120} />
        ) : registrations.isError ? (
          <LoadErrorOrOffline error={registrations.error}>
            <Alert severity="error">{translate('club.events.registrationsFailed')}</Alert>
          </LoadErrorOrOffline>
        ) : (
          <>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {registrations.data.length} · {participantsLabel(event.maxAttendees)}
            </Typography>
            {registrations.data.length === 0 ? (
              <Typography>{translate('club.events.registrationsEmpty')}</Typography>
            ) : (
              <List dense>
                {registrations.data.map((registration) => {
                  const avatar = registration.user?.profile.avatarUrl ?? registration.familyMember?.avatarUrl;
                  const name = registrantName(registration);
                  return (
                    <ListItem
                      key={registration.id}
                      disableGutters
                      // The spec's admin view shows each registration's status as the server has it.
                      secondaryAction={<Chip size="small" variant="outlined" label={registration.status} />}
                      sx={{ pr: 14 }}
                    >
                      <ListItemAvatar>
                        <Avatar src={avatar} alt="">
                          {name.charAt(0)}
                        </Avatar>
                      </ListItemAvatar>
                      <ListItemText
                        sx={{ overflowWrap: 'anywhere' }}
                        primary={name}
                        secondary={`${registrantEmail(registration)} · ${translate(
                          'club.events.registeredAt',
                          {
                            when: formatDateTime(registration.registeredAt),
                          },
                        )}`}
                      />
                    </ListItem>
                  );
                })}
              </List>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('club.events.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
