import { useQuery } from '@tanstack/react-query';
import { adminBackupsStatus } from '../../api/generated/sdk.gen';
import { adminCall } from '../api-call';

/** When the last `npm run db:backup` ran, on any machine (a row the backup writes). */
export function useBackupStatus() {
  return useQuery({
    queryKey: ['admin', 'backups', 'status'],
    queryFn: () => adminCall(adminBackupsStatus()),
    retry: false,
  });
}
