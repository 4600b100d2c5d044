import { DeleteWithConfirmButton, useRecordContext, useTranslate } from 'react-admin';
import type { AchievementDto } from '../../api/generated/types.gen';
import { apiMessage, useAdminToast } from '../use-admin-toast';
import { useRefreshBoards } from './AchievementBoards';

/** Deletes an achievement after 'Are you sure you want to delete this achievement?'; `onDeleted` closes a dialog. */
export function AchievementDeleteButton({ onDeleted }: { onDeleted?: () => void }) {
  const record = useRecordContext<AchievementDto>();
  const translate = useTranslate();
  const toast = useAdminToast();
  const refreshBoards = useRefreshBoards();
  if (!record) return null;
  return (
    <DeleteWithConfirmButton
      record={record}
      resource="achievements"
      mutationMode="pessimistic"
      redirect={false}
      confirmTitle={translate('club.achievements.deleteTitle', { title: record.title })}
      confirmContent={translate('club.achievements.deleteConfirm')}
      confirmColor="warning"
      aria-label={`${translate('ra.action.delete')} ${record.title}`}
      mutationOptions={{
        onSuccess: () => {
          toast.success('club.achievements.deleted');
          refreshBoards();
          onDeleted?.();
        },
        onError: (error: unknown) => toast.error(apiMessage(error) ?? 'club.achievements.deleteFailed'),
      }}
    />
  );
}
