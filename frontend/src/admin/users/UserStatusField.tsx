import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { UserDto } from '../../api/generated/types.gen';
import { userStatus } from './user-status';

/** 'Pending' or 'Active' as a chip (outlined text on white keeps the AA contrast). */
export function UserStatusField(_props: { label?: string }) {
  const record = useRecordContext<UserDto>();
  const translate = useTranslate();
  if (!record) return null;
  const status = userStatus(record.role);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'pending' ? 'warning' : 'success'}
      label={translate(`club.users.status.${status}`)}
    />
  );
}
