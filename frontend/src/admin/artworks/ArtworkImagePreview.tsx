import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';

/** A picture in the form: a served one by its thumbnail, a file just added by its local preview. */
export function ArtworkImagePreview() {
  const image = useRecordContext<{ src?: string; thumbnailUrl?: string; title?: string }>();
  const src = image?.src ?? image?.thumbnailUrl;
  if (!src) return null;
  return (
    <Box
      component="img"
      src={src}
      alt={image?.title ?? ''}
      sx={{ width: 120, height: 120, objectFit: 'cover', borderRadius: 1, m: 0.5 }}
    />
  );
}
