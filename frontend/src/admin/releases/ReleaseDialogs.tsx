import type { DialogRoute } from '../dialogs/dialog-route';
import { RecordDialogs } from '../dialogs/RecordDialogContent';
import { apiMessage } from '../use-admin-toast';
import { toReleaseRecord } from './release-form-schema';
import { ReleaseDeleteButton } from './ReleaseDeleteButton';
import { ReleaseForm } from './ReleaseForm';

/** Add Release (spec 2 §2): type Booster Set by default. */
const defaultValues = { releaseType: 'BOOSTER_SET' };

const TEXTS = {
  createTitle: 'club.releases.createTitle',
  editTitle: 'club.releases.editTitle',
  added: 'club.releases.added',
  updated: 'club.releases.updated',
};

/** The releases manager's Add/Edit modal (spec 2 §2), at /admin/releases/create and /admin/releases/{id}. */
export function ReleaseDialogs({ route }: { route: DialogRoute }) {
  return (
    <RecordDialogs
      route={route}
      resource="releases"
      texts={TEXTS}
      failed={(error) => apiMessage(error) ?? 'club.releases.saveFailed'}
      transform={toReleaseRecord}
      form={(toolbar, creating) => (
        <ReleaseForm toolbar={toolbar} defaultValues={creating ? defaultValues : undefined} />
      )}
      deleteButton={(onDeleted) => <ReleaseDeleteButton onDeleted={onDeleted} />}
    />
  );
}
