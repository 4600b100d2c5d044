import { Edit, SaveButton, Toolbar, useTranslate } from 'react-admin';
import { useBackTo } from '../use-back-to';
import { useAdminToast } from '../use-admin-toast';
import { artworkSaveError } from './artwork-save-error';
import { ArtworkDeleteButton } from './ArtworkDeleteButton';
import { ArtworkForm } from './ArtworkForm';
import { FormPageHeading } from '../layout/FormPageHeading';

function ArtworkEditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <ArtworkDeleteButton afterDelete="artworks" />
    </Toolbar>
  );
}

/** Edit Artwork: the same form; pictures kept, removed, reordered or added. */
export function ArtworkEdit() {
  const translate = useTranslate();
  const toast = useAdminToast();
  const back = useBackTo('artworks');
  return (
    <Edit
      title={translate('club.artworks.editTitle')}
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => {
          toast.success('club.artworks.updated');
          back();
        },
        onError: (error: unknown) => toast.error(artworkSaveError(error)),
      }}
    >
      <FormPageHeading>{translate('club.artworks.editTitle')}</FormPageHeading>
      <ArtworkForm toolbar={<ArtworkEditToolbar />} />
    </Edit>
  );
}
