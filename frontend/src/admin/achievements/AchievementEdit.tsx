import { Edit, SaveButton, Toolbar, useTranslate } from 'react-admin';
import { ZodSimpleForm } from '../forms/ZodSimpleForm';
import { apiMessage, useAdminToast } from '../use-admin-toast';
import {
  achievementFormSchema,
  achievementFormSummary,
  toAchievementRecord,
} from './achievement-form-schema';
import { AchievementDeleteButton } from './AchievementDeleteButton';
import { AchievementFormFields } from './AchievementFormFields';
import { useBackToAchievements } from './use-back-to-achievements';
import { FormPageHeading } from '../layout/FormPageHeading';

function AchievementEditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <AchievementDeleteButton afterDelete="achievements-tab" />
    </Toolbar>
  );
}

/** Edit Achievement: the record as served, changed and sent back. */
export function AchievementEdit() {
  const translate = useTranslate();
  const toast = useAdminToast();
  const back = useBackToAchievements();
  return (
    <Edit
      title={translate('club.achievements.editTitle')}
      mutationMode="pessimistic"
      transform={toAchievementRecord}
      mutationOptions={{
        onSuccess: () => {
          toast.success('club.achievements.updated');
          back();
        },
        onError: (error: unknown) => toast.error(apiMessage(error) ?? 'club.achievements.saveFailed'),
      }}
    >
      <FormPageHeading>{translate('club.achievements.editTitle')}</FormPageHeading>
      <ZodSimpleForm
        schema={achievementFormSchema}
        summarize={achievementFormSummary}
        toolbar={<AchievementEditToolbar />}
      >
        <AchievementFormFields />
      </ZodSimpleForm>
    </Edit>
  );
}
