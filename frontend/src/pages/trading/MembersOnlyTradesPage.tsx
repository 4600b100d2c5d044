import { useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { EmptyState } from '../../layout/EmptyState';
import { Page } from '../../layout/Page';

const TABS = [
  {
    id: 'browse',
    label: 'Browse Cards',
    empty: 'No cards found',
    text: 'Cards listed by members will appear here.',
  },
  { id: 'listings', label: 'My Listings', empty: "You haven't listed any cards yet", text: null },
  { id: 'offers', label: 'My Offers', empty: "You haven't made any offers yet", text: null },
] as const;

/** /members-only-trades — trading between club members (spec 1 §2). */
export function MembersOnlyTradesPage() {
  const [tab, setTab] = useState(0);
  return (
    <Page
      title="Members Only Trades"
      back={{ to: '/trading-center', label: 'Back to Trading Center' }}
      intro="List your cards for other members and make offers on theirs."
    >
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_e, value: number) => setTab(value)}
          aria-label="Members-only trades"
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {TABS.map((t, index) => (
            <Tab
              key={t.id}
              label={t.label}
              id={`trades-tab-${t.id}`}
              aria-controls={`trades-panel-${t.id}`}
              value={index}
            />
          ))}
        </Tabs>
      </Box>
      {TABS.map((t, index) => (
        <div
          key={t.id}
          role="tabpanel"
          id={`trades-panel-${t.id}`}
          aria-labelledby={`trades-tab-${t.id}`}
          hidden={tab !== index}
        >
          {tab === index ? <EmptyState title={t.empty}>{t.text}</EmptyState> : null}
        </div>
      ))}
    </Page>
  );
}
