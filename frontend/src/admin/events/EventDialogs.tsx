import { CreateBase, EditBase, useTranslate } from 'react-admin';
import type { DialogRoute } from '../dialogs/dialog-route';
import { DialogLoadError, DialogLoading } from '../dialogs/DialogLoadStates';
import { DialogToolbar } from '../dialogs/DialogToolbar';
import { DialogTitleBar, RoutedDialog, useDialogFrame } from '../dialogs/RoutedDialog';
import { apiMessage, useAdminToast } from '../use-admin-toast';
import { toEventRecord } from './event-form-schema';
import { EventDeleteButton } from './EventDeleteButton';
import { EventForm, type EventFormRules } from './EventForm';

const defaultValues = { type: 'TOURNAMENT', isActive: true, maxAttendees: null };

/** Add Event (spec 2 §2): type Tournament by default, no limit unless one is given. */
function EventCreateForm({ rules }: { rules: EventFormRules }) {
  const translate = useTranslate();
  const toast = useAdminToast();
  const { close } = useDialogFrame();
  return (
    <CreateBase
      resource="events"
      redirect={false}
      transform={toEventRecord}
      mutationOptions={{
        onSuccess: () => {
          toast.success('club.events.added');
          close();
        },
        onError: (error: unknown) => toast.error(apiMessage(error) ?? 'club.events.saveFailed'),
      }}
    >
      <DialogTitleBar>{translate('club.events.createTitle')}</DialogTitleBar>
      <EventForm rules={rules} defaultValues={defaultValues} toolbar={<DialogToolbar />} />
    </CreateBase>
  );
}

/** Edit Event: the same form, saved as the record it was served with the changes; Delete beside Save. */
function EventEditForm({ id, rules }: { id: string; rules: EventFormRules }) {
  const translate = useTranslate();
  const toast = useAdminToast();
  const { close } = useDialogFrame();
  const title = translate('club.events.editTitle');
  return (
    <EditBase
      resource="events"
      id={id}
      redirect={false}
      mutationMode="pessimistic"
      transform={toEventRecord}
      loading={<DialogLoading title={title} />}
      error={<DialogLoadError title={title} />}
      mutationOptions={{
        onSuccess: () => {
          toast.success('club.events.updated');
          close();
        },
        onError: (error: unknown) => toast.error(apiMessage(error) ?? 'club.events.saveFailed'),
      }}
    >
      <DialogTitleBar>{title}</DialogTitleBar>
      <EventForm rules={rules} toolbar={<DialogToolbar end={<EventDeleteButton onDeleted={close} />} />} />
    </EditBase>
  );
}

/**
 * The Add/Edit event modal over a list of events, opened by its route: the events manager's (/admin/events/12)
 * or the dashboard's quick one (/admin?tab=content&event=12).
 */
export function EventDialogs({ route, rules }: { route: DialogRoute; rules: EventFormRules }) {
  return (
    <RoutedDialog route={route}>
      {(target) =>
        target.kind === 'create' ? (
          <EventCreateForm rules={rules} />
        ) : (
          <EventEditForm key={target.id} id={target.id} rules={rules} />
        )
      }
    </RoutedDialog>
  );
}
