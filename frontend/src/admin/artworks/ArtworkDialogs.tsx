import { CreateBase, EditBase, useTranslate } from 'react-admin';
import type { DialogRoute } from '../dialogs/dialog-route';
import { DialogLoadError, DialogLoading } from '../dialogs/DialogLoadStates';
import { DialogToolbar } from '../dialogs/DialogToolbar';
import { DialogTitleBar, RoutedDialog, useDialogFrame } from '../dialogs/RoutedDialog';
import { useAdminToast } from '../use-admin-toast';
import { artworkSaveError } from './artwork-save-error';
import { ArtworkDeleteButton } from './ArtworkDeleteButton';
import { ArtworkForm } from './ArtworkForm';

/** Add Artwork (spec 2 §2): Save shows its saving state while the pictures upload and the piece saves. */
function ArtworkCreateForm() {
  const translate = useTranslate();
  const toast = useAdminToast();
  const { close } = useDialogFrame();
  return (
    <CreateBase
      resource="artworks"
      redirect={false}
      mutationOptions={{
        onSuccess: () => {
          toast.success('club.artworks.added');
          close();
        },
        onError: (error: unknown) => toast.error(artworkSaveError(error)),
      }}
    >
      <DialogTitleBar>{translate('club.artworks.createTitle')}</DialogTitleBar>
      <ArtworkForm toolbar={<DialogToolbar />} />
    </CreateBase>
  );
}

/** Edit Artwork: the same form; pictures kept, removed, reordered or added; Delete beside Save. */
function ArtworkEditForm({ id }: { id: string }) {
  const translate = useTranslate();
  const toast = useAdminToast();
  const { close } = useDialogFrame();
  const title = translate('club.artworks.editTitle');
  return (
    <EditBase
      resource="artworks"
      id={id}
      redirect={false}
      mutationMode="pessimistic"
      loading={<DialogLoading title={title} />}
      error={<DialogLoadError title={title} />}
      mutationOptions={{
        onSuccess: () => {
          toast.success('club.artworks.updated');
          close();
        },
        onError: (error: unknown) => toast.error(artworkSaveError(error)),
      }}
    >
      <DialogTitleBar>{title}</DialogTitleBar>
      <ArtworkForm toolbar={<DialogToolbar end={<ArtworkDeleteButton onDeleted={close} />} />} />
    </EditBase>
  );
}

/** The artwork manager's Add/Edit modal (spec 2 §2), at /admin/artworks/create and /admin/artworks/{id}. */
export function ArtworkDialogs({ route }: { route: DialogRoute }) {
  return (
    <RoutedDialog route={route}>
      {(target) =>
        target.kind === 'create' ? <ArtworkCreateForm /> : <ArtworkEditForm key={target.id} id={target.id} />
      }
    </RoutedDialog>
  );
}
