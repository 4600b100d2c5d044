import { CreateBase, EditBase, useTranslate } from 'react-admin';
import type { DialogRoute } from '../dialogs/dialog-route';
import { DialogLoadError, DialogLoading } from '../dialogs/DialogLoadStates';
import { DialogToolbar } from '../dialogs/DialogToolbar';
import { DialogTitleBar, RoutedDialog, useDialogFrame } from '../dialogs/RoutedDialog';
import { apiMessage, useAdminToast } from '../use-admin-toast';
import { toReleaseRecord } from './release-form-schema';
import { ReleaseDeleteButton } from './ReleaseDeleteButton';
import { ReleaseForm } from './ReleaseForm';

const defaultValues = { releaseType: 'BOOSTER_SET' };

/** Add Release (spec 2 §2): type Booster Set by default. */
function ReleaseCreateForm() {
  const translate = useTranslate();
  const toast = useAdminToast();
  const { close } = useDialogFrame();
  return (
    <CreateBase
      resource="releases"
      redirect={false}
      transform={toReleaseRecord}
      mutationOptions={{
        onSuccess: () => {
          toast.success('club.releases.added');
          close();
        },
        onError: (error: unknown) => toast.error(apiMessage(error) ?? 'club.releases.saveFailed'),
      }}
    >
      <DialogTitleBar>{translate('club.releases.createTitle')}</DialogTitleBar>
      <ReleaseForm defaultValues={defaultValues} toolbar={<DialogToolbar />} />
    </CreateBase>
  );
}

/** Edit Release: the same form, saved as the record it was served with the changes; Delete beside Save. */
function ReleaseEditForm({ id }: { id: string }) {
  const translate = useTranslate();
  const toast = useAdminToast();
  const { close } = useDialogFrame();
  const title = translate('club.releases.editTitle');
  return (
    <EditBase
      resource="releases"
      id={id}
      redirect={false}
      mutationMode="pessimistic"
      transform={toReleaseRecord}
      loading={<DialogLoading title={title} />}
      error={<DialogLoadError title={title} />}
      mutationOptions={{
        onSuccess: () => {
          toast.success('club.releases.updated');
          close();
        },
        onError: (error: unknown) => toast.error(apiMessage(error) ?? 'club.releases.saveFailed'),
      }}
    >
      <DialogTitleBar>{title}</DialogTitleBar>
      <ReleaseForm toolbar={<DialogToolbar end={<ReleaseDeleteButton onDeleted={close} />} />} />
    </EditBase>
  );
}

/** The releases manager's Add/Edit modal (spec 2 §2), at /admin/releases/create and /admin/releases/{id}. */
export function ReleaseDialogs({ route }: { route: DialogRoute }) {
  return (
    <RoutedDialog route={route}>
      {(target) =>
        target.kind === 'create' ? <ReleaseCreateForm /> : <ReleaseEditForm key={target.id} id={target.id} />
      }
    </RoutedDialog>
  );
}
