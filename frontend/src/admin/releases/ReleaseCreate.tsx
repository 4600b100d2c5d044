import { Create, useTranslate } from 'react-admin';
import { useBackTo } from '../use-back-to';
import { apiMessage, useAdminToast } from '../use-admin-toast';
import { toReleaseRecord } from './release-form-schema';
import { ReleaseForm } from './ReleaseForm';
import { FormPageHeading } from '../layout/FormPageHeading';

const defaultValues = { releaseType: 'BOOSTER_SET' };

/** Add Release (spec 2 §2): type Booster Set by default. */
export function ReleaseCreate() {
  const translate = useTranslate();
  const toast = useAdminToast();
  const back = useBackTo('releases');
  return (
    <Create
      title={translate('club.releases.createTitle')}
      transform={toReleaseRecord}
      mutationOptions={{
        onSuccess: () => {
          toast.success('club.releases.added');
          back();
        },
        onError: (error: unknown) => toast.error(apiMessage(error) ?? 'club.releases.saveFailed'),
      }}
    >
      <FormPageHeading>{translate('club.releases.createTitle')}</FormPageHeading>
      <ReleaseForm defaultValues={defaultValues} />
    </Create>
  );
}
