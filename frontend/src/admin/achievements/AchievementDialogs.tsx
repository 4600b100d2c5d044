import type { DialogRoute } from '../dialogs/dialog-route';
import { RecordDialogs } from '../dialogs/RecordDialogContent';
import { ZodSimpleForm } from '../forms/ZodSimpleForm';
import { apiMessage } from '../use-admin-toast';
import {
  achievementFormSchema,
  achievementFormSummary,
  toAchievementRecord,
} from './achievement-form-schema';
import { useRefreshBoards } from './AchievementBoards';
import { AchievementDeleteButton } from './AchievementDeleteButton';
import { AchievementFormFields } from './AchievementFormFields';

/** Add Achievement: type Tournament Win by default (spec 2 §9). */
const defaultValues = { type: 'TOURNAMENT_WIN', place: null, userId: null, familyMemberId: null };

const TEXTS = {
  createTitle: 'club.achievements.add',
  editTitle: 'club.achievements.editTitle',
  added: 'club.achievements.added',
  updated: 'club.achievements.updated',
};

/**
 * The achievement modal of the dashboard's 'Leaderboard & Achievements' tab (spec 2 §2), at
 * /admin?tab=achievements&achievement=create and &achievement={id}.
 */
export function AchievementDialogs({ route }: { route: DialogRoute }) {
  return (
    <RecordDialogs
      route={route}
      resource="achievements"
      texts={TEXTS}
      // The boards above the table count wins: they change with every saved achievement.
      afterSave={useRefreshBoards()}
      failed={(error) => apiMessage(error) ?? 'club.achievements.saveFailed'}
      transform={toAchievementRecord}
      form={(toolbar, creating) => (
        <ZodSimpleForm
          schema={achievementFormSchema}
          summarize={achievementFormSummary}
          defaultValues={creating ? defaultValues : undefined}
          toolbar={toolbar}
        >
          <AchievementFormFields />
        </ZodSimpleForm>
      )}
      deleteButton={(onDeleted) => <AchievementDeleteButton onDeleted={onDeleted} />}
    />
  );
}
