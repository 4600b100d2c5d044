import { Box, Tab, Tabs, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { CLUB } from '../../shared/club';
import { BackButton } from '../layout/BackButton';
import { AchievementsTab } from './AchievementsTab';
import { ContentTab } from './ContentTab';
import { DASHBOARD_TABS, panelId, tabId } from './dashboard-tabs';
import { OverviewTab } from './OverviewTab';
import { TabPanel } from './TabPanel';
import { UsersTab } from './UsersTab';
import { useDashboardTab } from './use-dashboard-tab';

/** /admin: the admin dashboard with its four tabs (arrow keys move between tabs). */
export function Dashboard() {
  const translate = useTranslate();
  const [tab, setTab] = useDashboardTab();
  return (
    <Box component="section" sx={{ py: 2, px: { xs: 1, md: 2 } }}>
      <title>{`${translate('club.dashboard.title')} – ${CLUB.name}`}</title>
      <Title title={translate('club.dashboard.title')} />
      <BackButton to="/dashboard" />
      <Typography variant="h4" component="h1" sx={{ mt: 1 }}>
        {translate('club.dashboard.title')}
      </Typography>
      <Typography color="text.secondary">{translate('club.dashboard.subtitle')}</Typography>
      {/* The tabs scroll inside the page's width: without inline-size containment their full width would widen
          react-admin's layout (its min-width is fit-content) and the whole page would scroll sideways on a phone. */}
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mt: 2, contain: 'inline-size' }}>
        <Tabs
          value={tab}
          onChange={(_, next: (typeof DASHBOARD_TABS)[number]) => setTab(next)}
          aria-label={translate('club.dashboard.title')}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {DASHBOARD_TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              id={tabId(name)}
              aria-controls={panelId(name)}
              label={translate(`club.dashboard.tabs.${name}`)}
            />
          ))}
        </Tabs>
      </Box>
      <TabPanel tab="overview" current={tab}>
        <OverviewTab />
      </TabPanel>
      <TabPanel tab="users" current={tab}>
        <UsersTab />
      </TabPanel>
      <TabPanel tab="content" current={tab}>
        <ContentTab />
      </TabPanel>
      <TabPanel tab="achievements" current={tab}>
        <AchievementsTab />
      </TabPanel>
    </Box>
  );
}
