import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import CalendarTodayOutlinedIcon from '@mui/icons-material/CalendarTodayOutlined';
import type { ReleaseDto } from '../../api/generated/types.gen';
import { clampThreeLines } from '../../shared/clamp-lines';
import { daysAwayLabel, RELEASE_TYPE_LABELS, releaseDateLabel } from '../../shared/release-display';

/** Height of the picture strip; fixed so cards do not move when pictures arrive. */
export const RELEASE_IMAGE_HEIGHT = 160;

/** One release (spec 1 §2): picture, days-away badge, type, pack name, en-GB date, description clamped to 3 lines. */
export function ReleaseCard({ release, now }: { release: ReleaseDto; now: Date }) {
  return (
    <Card
      component="article"
      aria-labelledby={`release-${release.id}-title`}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      {release.imageUrl ? (
        <Box
          component="img"
          src={release.imageUrl}
          alt=""
          loading="lazy"
          sx={{ width: '100%', height: RELEASE_IMAGE_HEIGHT, objectFit: 'contain', bgcolor: 'grey.100' }}
        />
      ) : null}
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
          <Chip label={daysAwayLabel(release.releaseDate, now)} size="small" color="primary" />
          <Chip
            label={RELEASE_TYPE_LABELS[release.releaseType]}
            size="small"
            color="secondary"
            variant="outlined"
          />
        </Stack>
        <Typography id={`release-${release.id}-title`} component="h2" variant="h4" sx={{ mb: 1 }}>
          {release.packName}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
          <CalendarTodayOutlinedIcon aria-hidden="true" fontSize="small" sx={{ color: 'text.secondary' }} />
          <time dateTime={release.releaseDate}>{releaseDateLabel(release.releaseDate)}</time>
        </Box>
        {release.description ? (
          <Typography color="text.secondary" sx={{ ...clampThreeLines, whiteSpace: 'pre-line' }}>
            {release.description}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}
