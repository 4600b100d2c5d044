import { Create, useTranslate } from 'react-admin';
import { useBackTo } from '../use-back-to';
import { useAdminToast } from '../use-admin-toast';
import { artworkSaveError } from './artwork-save-error';
import { ArtworkForm } from './ArtworkForm';
import { FormPageHeading } from '../layout/FormPageHeading';

/** Add Artwork (spec 2 §2): the save button shows its saving state while the pictures upload and the piece saves. */
export function ArtworkCreate() {
  const translate = useTranslate();
  const toast = useAdminToast();
  const back = useBackTo('artworks');
  return (
    <Create
      title={translate('club.artworks.createTitle')}
      mutationOptions={{
        onSuccess: () => {
          toast.success('club.artworks.added');
          back();
        },
        onError: (error: unknown) => toast.error(artworkSaveError(error)),
      }}
    >
      <FormPageHeading>{translate('club.artworks.createTitle')}</FormPageHeading>
      <ArtworkForm />
    </Create>
  );
}
