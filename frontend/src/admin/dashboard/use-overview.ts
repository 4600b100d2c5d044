import { useQuery } from '@tanstack/react-query';
import { adminOverviewOverview } from '../../api/generated/sdk.gen';
import { adminCall } from '../api-call';

export const OVERVIEW_KEY = ['admin', 'overview'] as const;

/** The admin overview: counts and the 10 newest sign-ups and registrations, in one call. */
export function useOverview() {
  // One answer for the whole tab: a failure shows at once (the admin reloads to try again).
  return useQuery({
    queryKey: OVERVIEW_KEY,
    queryFn: () => adminCall(adminOverviewOverview()),
    retry: false,
  });
}
