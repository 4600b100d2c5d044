import { Create, useTranslate } from 'react-admin';
import { ZodSimpleForm } from '../forms/ZodSimpleForm';
import { apiMessage, useAdminToast } from '../use-admin-toast';
import {
  achievementFormSchema,
  achievementFormSummary,
  toAchievementRecord,
} from './achievement-form-schema';
import { AchievementFormFields } from './AchievementFormFields';
import { useBackToAchievements } from './use-back-to-achievements';
import { FormPageHeading } from '../layout/FormPageHeading';

const defaultValues = { type: 'TOURNAMENT_WIN', place: null, userId: null, familyMemberId: null };

/** Add Achievement: type Tournament Win by default (spec 2 §9). */
export function AchievementCreate() {
  const translate = useTranslate();
  const toast = useAdminToast();
  const back = useBackToAchievements();
  return (
    <Create
      title={translate('club.achievements.add')}
      transform={toAchievementRecord}
      mutationOptions={{
        onSuccess: () => {
          toast.success('club.achievements.added');
          back();
        },
        onError: (error: unknown) => toast.error(apiMessage(error) ?? 'club.achievements.saveFailed'),
      }}
    >
      <FormPageHeading>{translate('club.achievements.add')}</FormPageHeading>
      <ZodSimpleForm
        schema={achievementFormSchema}
        summarize={achievementFormSummary}
        defaultValues={defaultValues}
      >
        <AchievementFormFields />
      </ZodSimpleForm>
    </Create>
  );
}
