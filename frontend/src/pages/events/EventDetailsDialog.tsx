import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { eventDateLabel, eventLocationLabel, eventTimeLabel } from '../../shared/event-display';
import type { EventView } from './event-view';

/**
 * The 'Learn More' popup of the home page and /public-events (spec 1 §2): date, time, location, a
 * notice that the event is open to everyone with no registration needed, the description if any, and
 * 'Got it!'.
 */
export function EventDetailsDialog({ event, onClose }: { event: EventView | null; onClose: () => void }) {
  return (
    <Dialog
      open={event !== null}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="event-details-title"
    >
      {event ? (
        <>
          <DialogTitle id="event-details-title">{event.title}</DialogTitle>
          <DialogContent>
            <Box
              component="dl"
              sx={{
                m: 0,
                mb: 2,
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: 2,
                rowGap: 0.5,
              }}
            >
              {[
                ['Date', eventDateLabel(event)],
                ['Time', eventTimeLabel(event)],
                ['Location', eventLocationLabel(event.location)],
              ].map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Box component="dt" sx={{ fontWeight: 600 }}>
                    {label}
                  </Box>
                  <Box component="dd" sx={{ m: 0 }}>
                    {value}
                  </Box>
                </Box>
              ))}
            </Box>
            <Alert severity="success" sx={{ mb: 2 }}>
              <strong>Open to Everyone</strong> — this event is open to everyone. No registration needed: just
              come along!
            </Alert>
            {event.description ? (
              <Typography sx={{ whiteSpace: 'pre-line' }}>{event.description}</Typography>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose} autoFocus>
              Got it!
            </Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
