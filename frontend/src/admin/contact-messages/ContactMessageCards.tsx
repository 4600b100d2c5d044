import { Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { RecordContextProvider, useListContext, useTranslate } from 'react-admin';
import type { ContactMessageDto } from '../../api/generated/types.gen';
import { formatDateTime } from '../../shared/format-date-time';
import { MarkHandledButton } from './MarkHandledButton';

/**
 * The messages on a phone: one card each with the whole message, instead of a table five columns wider than the
 * screen whose rows had to be opened to be read.
 */
export function ContactMessageCards() {
  const { data, isPending } = useListContext<ContactMessageDto>();
  const translate = useTranslate();
  if (isPending || !data) return null;
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 1, m: 0 }}>
      {data.map((message) => (
        <li key={message.id}>
          <RecordContextProvider value={message}>
            <Card variant="outlined" component="article" aria-labelledby={`contact-${message.id}-subject`}>
              <CardContent sx={{ pb: 1 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5, flexWrap: 'wrap' }}>
                  <Chip
                    size="small"
                    color={message.handled ? 'success' : 'warning'}
                    label={translate(message.handled ? 'club.contact.handledFilter' : 'club.contact.open')}
                  />
                  <Typography variant="body2" color="text.secondary">
                    <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                  </Typography>
                </Stack>
                <Typography
                  id={`contact-${message.id}-subject`}
                  variant="subtitle1"
                  component="h2"
                  sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                >
                  {message.subject}
                </Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {message.name} · <a href={`mailto:${message.email}`}>{message.email}</a>
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: 1 }}>
                  {message.message}
                </Typography>
              </CardContent>
              <CardActions>
                <MarkHandledButton />
              </CardActions>
            </Card>
          </RecordContextProvider>
        </li>
      ))}
    </Stack>
  );
}
