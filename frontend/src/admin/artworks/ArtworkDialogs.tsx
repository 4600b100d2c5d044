import type { DialogRoute } from '../dialogs/dialog-route';
import { RecordDialogs } from '../dialogs/RecordDialogContent';
import { artworkSaveError } from './artwork-save-error';
import { ArtworkDeleteButton } from './ArtworkDeleteButton';
import { ArtworkForm } from './ArtworkForm';

const TEXTS = {
  createTitle: 'club.artworks.createTitle',
  editTitle: 'club.artworks.editTitle',
  added: 'club.artworks.added',
  updated: 'club.artworks.updated',
};

/**
 * The artwork manager's Add/Edit modal (spec 2 §2), at /admin/artworks/create and /admin/artworks/{id}: Save
 * shows its saving state while the pictures upload and the piece saves; edit keeps, removes, reorders or adds
 * pictures.
 */
export function ArtworkDialogs({ route }: { route: DialogRoute }) {
  return (
    <RecordDialogs
      route={route}
      resource="artworks"
      texts={TEXTS}
      failed={artworkSaveError}
      form={(toolbar) => <ArtworkForm toolbar={toolbar} />}
      deleteButton={(onDeleted) => <ArtworkDeleteButton onDeleted={onDeleted} />}
    />
  );
}
