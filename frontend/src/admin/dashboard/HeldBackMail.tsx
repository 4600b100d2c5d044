import { Card, CardContent, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { HeldBackMailDto } from '../../api/generated/types.gen';

/** The overview's count of mail the limits held back lately, by kind (docs/adr/0003): never silent. */
export function HeldBackMail({ held, isPending }: { held: HeldBackMailDto | undefined; isPending: boolean }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          {translate('club.dashboard.heldBackMail.title', { hours: held?.hours ?? 24 })}
        </Typography>
        {isPending ? (
          <Skeleton width="60%" />
        ) : !held ? (
          <Typography>—</Typography>
        ) : held.kinds.length === 0 ? (
          <Typography>{translate('club.dashboard.heldBackMail.none')}</Typography>
        ) : (
          <>
            <Typography color="text.secondary" variant="body2">
              {translate('club.dashboard.heldBackMail.explained')}
            </Typography>
            <List dense>
              {held.kinds.map(({ kind, count }) => (
                <ListItem key={kind} disableGutters>
                  <ListItemText
                    primary={translate(`club.dashboard.heldBackMail.kinds.${kind}`)}
                    secondary={translate('club.dashboard.heldBackMail.count', { smart_count: count })}
                  />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </CardContent>
    </Card>
  );
}
