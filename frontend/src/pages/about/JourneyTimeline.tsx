import { Box, Paper, Typography } from '@mui/material';
import type { ContentItemDto } from '../../api/generated/types.gen';
import { toMilestone } from '../../shared/content-view';

/** 'Our Journey': each milestone's year, title and description, in the admin's order. */
export function JourneyTimeline({ items }: { items: readonly ContentItemDto[] }) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {items.map((item) => {
        const milestone = toMilestone(item);
        return (
          <Paper key={item.id} component="li" variant="outlined" sx={{ p: 2.5, display: 'flex', gap: 2.5 }}>
            <Typography
              component="span"
              sx={{ fontWeight: 800, fontSize: '1.4rem', color: 'primary.main', minWidth: '3.5ch' }}
            >
              {milestone.year}
            </Typography>
            <Box>
              <Typography component="h3" variant="h4" sx={{ mb: 0.5 }}>
                {milestone.title}
              </Typography>
              {milestone.description ? (
                <Typography color="text.secondary">{milestone.description}</Typography>
              ) : null}
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}
