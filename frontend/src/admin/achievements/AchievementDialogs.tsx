import { CreateBase, EditBase, useTranslate } from 'react-admin';
import type { DialogRoute } from '../dialogs/dialog-route';
import { DialogLoadError, DialogLoading } from '../dialogs/DialogLoadStates';
import { DialogToolbar } from '../dialogs/DialogToolbar';
import { DialogTitleBar, RoutedDialog, useDialogFrame } from '../dialogs/RoutedDialog';
import { ZodSimpleForm } from '../forms/ZodSimpleForm';
import { apiMessage, useAdminToast } from '../use-admin-toast';
import {
  achievementFormSchema,
  achievementFormSummary,
  toAchievementRecord,
} from './achievement-form-schema';
import { AchievementDeleteButton } from './AchievementDeleteButton';
import { AchievementFormFields } from './AchievementFormFields';

const defaultValues = { type: 'TOURNAMENT_WIN', place: null, userId: null, familyMemberId: null };

/** Add Achievement: type Tournament Win by default (spec 2 §9). */
function AchievementCreateForm() {
  const translate = useTranslate();
  const toast = useAdminToast();
  const { close } = useDialogFrame();
  return (
    <CreateBase
      resource="achievements"
      redirect={false}
      transform={toAchievementRecord}
      mutationOptions={{
        onSuccess: () => {
          toast.success('club.achievements.added');
          close();
        },
        onError: (error: unknown) => toast.error(apiMessage(error) ?? 'club.achievements.saveFailed'),
      }}
    >
      <DialogTitleBar>{translate('club.achievements.add')}</DialogTitleBar>
      <ZodSimpleForm
        schema={achievementFormSchema}
        summarize={achievementFormSummary}
        defaultValues={defaultValues}
        toolbar={<DialogToolbar />}
      >
        <AchievementFormFields />
      </ZodSimpleForm>
    </CreateBase>
  );
}

/** Edit Achievement: the record as served, changed and sent back; Delete beside Save. */
function AchievementEditForm({ id }: { id: string }) {
  const translate = useTranslate();
  const toast = useAdminToast();
  const { close } = useDialogFrame();
  const title = translate('club.achievements.editTitle');
  return (
    <EditBase
      resource="achievements"
      id={id}
      redirect={false}
      mutationMode="pessimistic"
      transform={toAchievementRecord}
      loading={<DialogLoading title={title} />}
      error={<DialogLoadError title={title} />}
      mutationOptions={{
        onSuccess: () => {
          toast.success('club.achievements.updated');
          close();
        },
        onError: (error: unknown) => toast.error(apiMessage(error) ?? 'club.achievements.saveFailed'),
      }}
    >
      <DialogTitleBar>{title}</DialogTitleBar>
      <ZodSimpleForm
        schema={achievementFormSchema}
        summarize={achievementFormSummary}
        toolbar={<DialogToolbar end={<AchievementDeleteButton onDeleted={close} />} />}
      >
        <AchievementFormFields />
      </ZodSimpleForm>
    </EditBase>
  );
}

/**
 * The achievement modal of the dashboard's 'Leaderboard & Achievements' tab (spec 2 §2), at
 * /admin?tab=achievements&achievement=create and &achievement={id}.
 */
export function AchievementDialogs({ route }: { route: DialogRoute }) {
  return (
    <RoutedDialog route={route}>
      {(target) =>
        target.kind === 'create' ? (
          <AchievementCreateForm />
        ) : (
          <AchievementEditForm key={target.id} id={target.id} />
        )
      }
    </RoutedDialog>
  );
}
