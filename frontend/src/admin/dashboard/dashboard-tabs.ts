export const DASHBOARD_TABS = ['overview', 'users', 'content', 'achievements'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** The tab named in `?tab=`, or the overview. */
export function parseDashboardTab(value: string | null): DashboardTab {
  return DASHBOARD_TABS.find((tab) => tab === value) ?? 'overview';
}

export const tabId = (tab: DashboardTab) => `admin-tab-${tab}`;
export const panelId = (tab: DashboardTab) => `admin-tabpanel-${tab}`;
