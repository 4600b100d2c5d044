import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseDashboardTab, type DashboardTab } from './dashboard-tabs';

/** The open tab lives in the URL (`/admin?tab=users`), so forms can come back to it and it survives reloads. */
export function useDashboardTab(): [DashboardTab, (tab: DashboardTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab = parseDashboardTab(params.get('tab'));
  const setTab = useCallback(
    (next: DashboardTab) => setParams(next === 'overview' ? {} : { tab: next }, { replace: true }),
    [setParams],
  );
  return [tab, setTab];
}
