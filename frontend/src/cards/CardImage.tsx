import { useState } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';
import { CARD_PLACEHOLDER_SRC } from './card-placeholder';

export interface CardImageProps {
  src: string;
  /** The card's name (spec: alt text is the card name). */
  alt: string;
  /** Images below the fold load lazily; the detail dialog's large image does not. */
  eager?: boolean;
  sx?: SxProps<Theme>;
}

/** A card picture at the card's aspect ratio; a placeholder replaces it when it cannot be loaded. */
export function CardImage({ src, alt, eager = false, sx }: CardImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  return (
    <Box
      component="img"
      src={failed ? CARD_PLACEHOLDER_SRC : src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      width={245}
      height={342}
      data-placeholder={failed ? 'true' : undefined}
      onError={() => {
        if (!failed) setFailedSrc(src);
      }}
      sx={[
        {
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: '245 / 342',
          objectFit: 'contain',
          borderRadius: '4.5% / 3.2%',
          bgcolor: '#eceff1',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
