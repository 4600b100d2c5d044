import { Edit, SaveButton, Toolbar, useTranslate } from 'react-admin';
import { useBackTo } from '../use-back-to';
import { apiMessage, useAdminToast } from '../use-admin-toast';
import { toReleaseRecord } from './release-form-schema';
import { ReleaseDeleteButton } from './ReleaseDeleteButton';
import { ReleaseForm } from './ReleaseForm';
import { FormPageHeading } from '../layout/FormPageHeading';

function ReleaseEditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <ReleaseDeleteButton afterDelete="releases" />
    </Toolbar>
  );
}

/** Edit Release: the same form, saved as the record it was served with the changes. */
export function ReleaseEdit() {
  const translate = useTranslate();
  const toast = useAdminToast();
  const back = useBackTo('releases');
  return (
    <Edit
      title={translate('club.releases.editTitle')}
      mutationMode="pessimistic"
      transform={toReleaseRecord}
      mutationOptions={{
        onSuccess: () => {
          toast.success('club.releases.updated');
          back();
        },
        onError: (error: unknown) => toast.error(apiMessage(error) ?? 'club.releases.saveFailed'),
      }}
    >
      <FormPageHeading>{translate('club.releases.editTitle')}</FormPageHeading>
      <ReleaseForm toolbar={<ReleaseEditToolbar />} />
    </Edit>
  );
}
