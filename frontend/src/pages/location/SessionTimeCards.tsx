import { Box, Card, CardContent, Grid, Typography } from '@mui/material';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import type { ContentItemDto } from '../../api/generated/types.gen';
import { toSessionTime } from '../../shared/content-view';

/** The session-times cards of /location: day, time, activity and participants (spec 1 §2, §3). */
export function SessionTimeCards({ items }: { items: readonly ContentItemDto[] }) {
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => {
        const session = toSessionTime(item);
        return (
          <Grid key={item.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <Card sx={{ height: '100%' }}>
              <CardContent>
                <Typography component="h3" variant="h4" sx={{ mb: 1 }}>
                  {session.day}
                </Typography>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
                  <AccessTimeIcon aria-hidden="true" fontSize="small" color="primary" />
                  <Typography sx={{ fontWeight: 600 }}>{session.time}</Typography>
                </Box>
                {session.activity ? <Typography sx={{ mb: 0.5 }}>{session.activity}</Typography> : null}
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <GroupsOutlinedIcon aria-hidden="true" fontSize="small" sx={{ color: 'text.secondary' }} />
                  <Typography color="text.secondary">{session.participants}</Typography>
                </Box>
              </CardContent>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
