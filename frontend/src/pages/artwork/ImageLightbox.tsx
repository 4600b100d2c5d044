import { useState, type KeyboardEvent } from 'react';
import { Box, Dialog, DialogContent, DialogTitle, IconButton, Stack, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import type { ImageDto } from '../../api/generated/types.gen';
import { wrapIndex } from './wrap-index';

/**
 * A piece's pictures one at a time (spec 1 §2): previous and next wrap around, 'Image n of m', and the left and
 * right arrow keys do the same as the buttons. Escape closes it; focus returns to what opened it (MUI's Dialog).
 */
export function ImageLightbox({
  title,
  images,
  startAt = 0,
  onClose,
}: {
  title: string;
  images: readonly ImageDto[];
  startAt?: number;
  onClose: () => void;
}) {
  const [index, setIndex] = useState(startAt);
  const count = images.length;
  const image = images[index];
  const step = (by: number) => setIndex((current) => wrapIndex(current, by, count));
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    else return;
    event.preventDefault();
  };
  const counter = `Image ${index + 1} of ${count}`;
  return (
    <Dialog
      open
      onClose={onClose}
      onKeyDown={onKeyDown}
      maxWidth="lg"
      fullWidth
      aria-labelledby="lightbox-title"
    >
      <DialogTitle id="lightbox-title" sx={{ pr: 7 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <Box sx={{ display: 'flex', justifyContent: 'center', bgcolor: 'grey.100', borderRadius: 1 }}>
          {image ? (
            <Box
              component="img"
              src={image.url}
              width={image.width}
              height={image.height}
              alt={`${title}, ${counter.toLowerCase()}`}
              sx={{
                maxWidth: '100%',
                maxHeight: '70vh',
                width: 'auto',
                height: 'auto',
                objectFit: 'contain',
              }}
            />
          ) : null}
        </Box>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'center', gap: 2, mt: 2 }}>
          <IconButton aria-label="Previous image" onClick={() => step(-1)} disabled={count < 2}>
            <ChevronLeftIcon />
          </IconButton>
          <Typography role="status" aria-live="polite">
            {counter}
          </Typography>
          <IconButton aria-label="Next image" onClick={() => step(1)} disabled={count < 2}>
            <ChevronRightIcon />
          </IconButton>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
