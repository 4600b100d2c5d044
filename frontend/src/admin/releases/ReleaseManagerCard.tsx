import { Card, CardActions, CardContent, CardMedia, Chip, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Create';
import { RecordContextProvider, useTranslate } from 'react-admin';
import type { ReleaseDto } from '../../api/generated/types.gen';
import { clampThreeLines } from '../../shared/clamp-lines';
import { daysAwayLabel, releaseDateLabel } from '../../shared/release-display';
import type { DialogLink } from '../dialogs/dialog-route';
import { DialogLinkButton } from '../dialogs/DialogLinkButton';
import { ReleaseDeleteButton } from './ReleaseDeleteButton';

/** One card of the releases manager (spec 2 §2): image, 'N days away', type, pack name, date, description. */
export function ReleaseManagerCard({
  release,
  now,
  editLink,
}: {
  release: ReleaseDto;
  now: Date;
  editLink: DialogLink;
}) {
  const translate = useTranslate();
  return (
    <RecordContextProvider value={release}>
      <Card
        variant="outlined"
        component="article"
        aria-labelledby={`admin-release-${release.id}`}
        sx={{ display: 'flex', flexDirection: 'column' }}
      >
        {release.imageUrl ? (
          <CardMedia component="img" height="140" image={release.imageUrl} alt="" loading="lazy" />
        ) : null}
        <CardContent sx={{ flexGrow: 1 }}>
          <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
            <Chip size="small" color="primary" label={daysAwayLabel(release.releaseDate, now)} />
            <Chip size="small" label={translate(`club.releases.types.${release.releaseType}`)} />
          </Stack>
          <Typography id={`admin-release-${release.id}`} variant="h6" component="h2">
            {release.packName}
          </Typography>
          <Typography color="text.secondary">{releaseDateLabel(release.releaseDate)}</Typography>
          {release.description ? (
            <Typography color="text.secondary" sx={{ mt: 1, ...clampThreeLines }}>
              {release.description}
            </Typography>
          ) : null}
        </CardContent>
        <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <DialogLinkButton
            link={editLink}
            label="ra.action.edit"
            icon={<EditIcon />}
            aria-label={`${translate('ra.action.edit')} ${release.packName}`}
          />
          <ReleaseDeleteButton />
        </CardActions>
      </Card>
    </RecordContextProvider>
  );
}
