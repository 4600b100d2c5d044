import { Box, Button, ButtonBase, Card, CardActions, CardContent, Chip, Typography } from '@mui/material';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import { Suspense, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { artworksEnquireMutation } from '../../api/generated/@tanstack/react-query.gen';
import type { PublicArtworkDto } from '../../api/generated/types.gen';
import { lazyNamed } from '../../shared/lazy-named';
import { formatGbp } from '../../shared/money';
import { artworkEnquiryMessage } from './artwork-enquiry-message';

// The form (and its validation) arrives when a visitor opens it, not with the page.
const EnquiryDialog = lazyNamed(() => import('../enquiry/EnquiryDialog'), 'EnquiryDialog');

/** Height of the picture; fixed so the grid does not move when thumbnails arrive. */
export const ARTWORK_IMAGE_HEIGHT = 220;

/** One piece for sale: its first picture (opens the lightbox), '+N more', name, price, artist and Enquire. */
export function ArtworkCard({
  artwork,
  onOpenImages,
}: {
  artwork: PublicArtworkDto;
  onOpenImages: () => void;
}) {
  const [enquiring, setEnquiring] = useState(false);
  const [first] = artwork.images;
  const more = artwork.images.length - 1;
  const artist = `${artwork.author.profile.firstName} ${artwork.author.profile.lastName}`;
  return (
    <Card
      component="article"
      aria-labelledby={`artwork-${artwork.id}-title`}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <ButtonBase
        onClick={onOpenImages}
        // The name holds the badge's visible '+N more' (WCAG 2.5.3, label in name).
        aria-label={
          more > 0 ? `View images of ${artwork.name}, +${more} more` : `View images of ${artwork.name}`
        }
        sx={{ position: 'relative', display: 'block', width: '100%', bgcolor: 'grey.100' }}
      >
        {first ? (
          <Box
            component="img"
            src={first.thumbnailUrl}
            width={first.thumbnailWidth}
            height={first.thumbnailHeight}
            alt=""
            loading="lazy"
            sx={{ display: 'block', width: '100%', height: ARTWORK_IMAGE_HEIGHT, objectFit: 'contain' }}
          />
        ) : null}
        {more > 0 ? (
          <Chip
            label={`+${more} more`}
            size="small"
            sx={{ position: 'absolute', right: 8, bottom: 8, bgcolor: 'background.paper' }}
          />
        ) : null}
      </ButtonBase>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={`artwork-${artwork.id}-title`} component="h2" variant="h4" sx={{ mb: 1 }}>
          {artwork.name}
        </Typography>
        <Typography variant="h5" component="p" color="primary" sx={{ mb: 0.5 }}>
          {formatGbp(artwork.price)}
        </Typography>
        <Typography color="text.secondary">by {artist}</Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          variant="contained"
          onClick={() => setEnquiring(true)}
          startIcon={<MailOutlineIcon />}
          aria-label={`Enquire about ${artwork.name}`}
        >
          Enquire
        </Button>
      </CardActions>
      {enquiring ? (
        <EnquireDialog artwork={artwork} artist={artist} onClose={() => setEnquiring(false)} />
      ) : null}
    </Card>
  );
}

/** Enquire: the visitor's message, mailed to the artist by the club. */
function EnquireDialog({
  artwork,
  artist,
  onClose,
}: {
  artwork: PublicArtworkDto;
  artist: string;
  onClose: () => void;
}) {
  const enquire = useMutation(artworksEnquireMutation());
  return (
    <Suspense fallback={null}>
      <EnquiryDialog
        title={`Enquire about ${artwork.name}`}
        intro={`Your message goes to ${artist}, who replies to the e-mail address you give.`}
        message={artworkEnquiryMessage(artwork)}
        send={(body) => enquire.mutateAsync({ path: { id: artwork.id }, body })}
        onClose={onClose}
      />
    </Suspense>
  );
}
