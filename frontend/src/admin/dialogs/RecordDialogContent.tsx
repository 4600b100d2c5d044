import type { ReactNode } from 'react';
import { CreateBase, EditBase, useTranslate, type TransformData } from 'react-admin';
import { useAdminToast } from '../use-admin-toast';
import type { DialogRoute } from './dialog-route';
import { DialogLoadError, DialogLoading } from './DialogLoadStates';
import { DialogToolbar } from './DialogToolbar';
import { DialogTitleBar, RoutedDialog, useDialogFrame } from './RoutedDialog';

/** The texts of a resource's add/edit dialog (translation keys). */
export interface RecordDialogTexts {
  readonly createTitle: string;
  readonly editTitle: string;
  /** The toasts of a save that worked ('Event added successfully!', 'Event updated successfully!'). */
  readonly added: string;
  readonly updated: string;
}

/** Toasts the save's outcome; a save that worked closes the dialog. */
function useSaveOutcome(saved: string, failed: (error: unknown) => string, afterSave?: () => void) {
  const toast = useAdminToast();
  const { close } = useDialogFrame();
  return {
    onSuccess: () => {
      toast.success(saved);
      afterSave?.();
      close();
    },
    onError: (error: unknown) => toast.error(failed(error)),
  };
}

/** The toast of a failed save: the server's message or the spec's words, which may differ for a new record. */
type FailedSave = (error: unknown, creating: boolean) => string;

interface SaveProps {
  readonly resource: string;
  readonly saved: string;
  readonly failed: (error: unknown) => string;
  readonly transform?: TransformData;
  /** What else a save changes on the page beneath (react-admin refreshes the resource's own lists). */
  readonly afterSave?: () => void;
  readonly children: ReactNode;
}

function CreateInDialog({
  resource,
  title,
  saved,
  failed,
  transform,
  afterSave,
  children,
}: SaveProps & { title: string }) {
  return (
    <CreateBase
      resource={resource}
      redirect={false}
      transform={transform}
      mutationOptions={useSaveOutcome(saved, failed, afterSave)}
    >
      <DialogTitleBar>{title}</DialogTitleBar>
      {children}
    </CreateBase>
  );
}

function EditInDialog({
  resource,
  id,
  title,
  loadingTitle,
  saved,
  failed,
  transform,
  afterSave,
  children,
}: SaveProps & { id: string; title: ReactNode; loadingTitle: string }) {
  return (
    <EditBase
      resource={resource}
      id={id}
      redirect={false}
      mutationMode="pessimistic"
      transform={transform}
      loading={<DialogLoading title={loadingTitle} />}
      error={<DialogLoadError title={loadingTitle} />}
      mutationOptions={useSaveOutcome(saved, failed, afterSave)}
    >
      <DialogTitleBar>{title}</DialogTitleBar>
      {children}
    </EditBase>
  );
}

/**
 * A resource's add and edit modal over its list, opened by `route` (docs/adr/0067): the form is saved through
 * react-admin (edit: as the record was served, with the changes), the outcome toasted, and a save that worked
 * closes the dialog. The edit form has Delete beside Save; while the record loads the dialog shows a skeleton,
 * and a plain message if it is gone. `editTitle` may read the record (a user's name).
 */
export function RecordDialogs({
  route,
  resource,
  texts,
  editTitle,
  failed,
  transform,
  afterSave,
  form,
  deleteButton,
}: {
  route: DialogRoute;
  resource: string;
  texts: RecordDialogTexts;
  editTitle?: ReactNode;
  failed: FailedSave;
  transform?: TransformData;
  afterSave?: () => void;
  /** The form, with the toolbar it is given; `creating` for the add form. */
  form: (toolbar: ReactNode, creating: boolean) => ReactNode;
  deleteButton: (onDeleted: () => void) => ReactNode;
}) {
  const translate = useTranslate();
  const save = { resource, transform, afterSave };
  return (
    <RoutedDialog route={route}>
      {(target) =>
        target.kind === 'create' ? (
          <CreateInDialog
            {...save}
            title={translate(texts.createTitle)}
            saved={texts.added}
            failed={(error) => failed(error, true)}
          >
            {form(<DialogToolbar />, true)}
          </CreateInDialog>
        ) : (
          <EditInDialog
            key={target.id}
            {...save}
            id={target.id}
            title={editTitle ?? translate(texts.editTitle)}
            loadingTitle={translate(texts.editTitle, { name: '' }).trim()}
            saved={texts.updated}
            failed={(error) => failed(error, false)}
          >
            {form(<DialogToolbar end={deleteButton} />, false)}
          </EditInDialog>
        )
      }
    </RoutedDialog>
  );
}
