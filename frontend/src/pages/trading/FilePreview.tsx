import { useEffect, useRef } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';

/**
 * A picture of a file chosen on this device, before it is sent. Its `blob:` address holds the file in memory, so
 * it is made and revoked by one effect, which puts it on the image: a new file, closing the dialog, or an effect
 * replayed by StrictMode each revoke the old address and never leave a revoked one on screen.
 */
export function FilePreview({ file, alt, sx }: { file: Blob; alt: string; sx?: SxProps<Theme> }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const address = URL.createObjectURL(file);
    if (image.current) image.current.src = address;
    return () => URL.revokeObjectURL(address);
  }, [file]);
  return <Box component="img" ref={image} alt={alt} sx={sx} />;
}
