import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useId, useRef } from 'react';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import type { ImageDto } from '../../api/generated/types.gen';
import { FilePreview } from './FilePreview';

const ACCEPTED = 'image/jpeg,image/png,image/webp';
const THUMBNAIL = { width: 64, height: 64, objectFit: 'cover', borderRadius: 1 } as const;

/**
 * The Submit Card photo (spec 1 §3 imageFile and imagePreview): a JPEG, PNG or WebP, shown before sending. When
 * editing, `current` is the listing's photo, kept until a new one is chosen or it is removed (`onRemoveCurrent`).
 */
export function PhotoPicker({
  value,
  onChange,
  current = null,
  onRemoveCurrent,
  error,
}: {
  value: File | null;
  onChange: (file: File | null) => void;
  current?: ImageDto | null;
  onRemoveCurrent?: () => void;
  /** Why the chosen file cannot be sent (too large, not a picture), said under the picker. */
  error?: string;
}) {
  const errorId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const picker = (
    // Wraps at phone width: a long file name goes to a line of its own instead of a column a few letters wide.
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {/* A real button opening the hidden file input: a label given the button role is not allowed (axe). */}
      <Button
        variant="outlined"
        startIcon={<AddPhotoAlternateOutlinedIcon />}
        sx={{ whiteSpace: 'nowrap' }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onClick={() => fileInput.current?.click()}
      >
        {value || current ? 'Change Photo' : 'Add Photo'}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept={ACCEPTED}
        hidden
        aria-label="Photo of the card"
        onChange={(e) => {
          onChange(e.target.files?.[0] ?? null);
          e.target.value = ''; // so that choosing the same file again, after Remove, is seen
        }}
      />
      {value ? (
        <>
          <FilePreview file={value} alt="Preview of the photo" sx={THUMBNAIL} />
          <Typography variant="body2" sx={{ flex: '1 1 9rem', minWidth: 0, overflowWrap: 'anywhere' }}>
            {value.name}
          </Typography>
          <Button size="small" onClick={() => onChange(null)}>
            Remove
          </Button>
        </>
      ) : current ? (
        <>
          <Box component="img" src={current.thumbnailUrl} alt="The listing's photo" sx={THUMBNAIL} />
          <Button size="small" onClick={onRemoveCurrent}>
            Remove
          </Button>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          JPEG, PNG or WebP, up to 5 MB
        </Typography>
      )}
    </Stack>
  );
  return (
    <Box>
      {picker}
      {error ? (
        <FormHelperText id={errorId} error role="alert">
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
