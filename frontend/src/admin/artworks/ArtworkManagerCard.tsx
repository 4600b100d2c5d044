import { Box, Card, CardActions, CardContent, CardMedia, Chip, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Create';
import { RecordContextProvider, useTranslate } from 'react-admin';
import type { ArtworkDto } from '../../api/generated/types.gen';
import { formatGbp } from '../../shared/money';
import type { DialogLink } from '../dialogs/dialog-route';
import { DialogLinkButton } from '../dialogs/DialogLinkButton';
import { ArtworkDeleteButton } from './ArtworkDeleteButton';

/** One card of the artwork manager (spec 2 §2): first image, '+N more', price, name, the artist's name and e-mail. */
export function ArtworkManagerCard({ artwork, editLink }: { artwork: ArtworkDto; editLink: DialogLink }) {
  const translate = useTranslate();
  const [first] = artwork.images;
  const more = artwork.images.length - 1;
  const { firstName, lastName } = artwork.author.profile;
  return (
    <RecordContextProvider value={artwork}>
      <Card
        variant="outlined"
        component="article"
        aria-labelledby={`admin-artwork-${artwork.id}`}
        sx={{ display: 'flex', flexDirection: 'column' }}
      >
        <Box sx={{ position: 'relative', bgcolor: 'grey.100' }}>
          {first ? (
            <CardMedia
              component="img"
              image={first.thumbnailUrl}
              alt=""
              loading="lazy"
              sx={{ height: 180, objectFit: 'contain' }}
            />
          ) : null}
          {more > 0 ? (
            <Chip
              size="small"
              label={translate('club.artworks.more', { count: more })}
              sx={{ position: 'absolute', right: 8, bottom: 8, bgcolor: 'background.paper' }}
            />
          ) : null}
        </Box>
        <CardContent sx={{ flexGrow: 1 }}>
          <Typography variant="h6" component="p" color="primary">
            {formatGbp(artwork.price)}
          </Typography>
          <Typography id={`admin-artwork-${artwork.id}`} variant="h6" component="h2">
            {artwork.name}
          </Typography>
          <Typography color="text.secondary">
            {translate('club.artworks.by', { name: `${firstName} ${lastName}` })}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {artwork.author.email}
          </Typography>
        </CardContent>
        <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <DialogLinkButton
            link={editLink}
            label="ra.action.edit"
            icon={<EditIcon />}
            aria-label={`${translate('ra.action.edit')} ${artwork.name}`}
          />
          <ArtworkDeleteButton />
        </CardActions>
      </Card>
    </RecordContextProvider>
  );
}
