import { Chip } from '@mui/material';
import PushPinIcon from '@mui/icons-material/PushPin';

/** A pinned post's mark (spec 2 §2, isPinned). */
export function PinnedBadge() {
  return <Chip size="small" color="primary" icon={<PushPinIcon aria-hidden="true" />} label="Pinned" />;
}
