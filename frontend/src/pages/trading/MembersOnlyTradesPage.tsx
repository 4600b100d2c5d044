import { Box, Tab, Tabs } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../layout/Page';
import { BrowseTab } from './BrowseTab';
import { MyListingsTab } from './MyListingsTab';
import { MyOffersTab } from './MyOffersTab';
import { useTradeActions } from './use-trades';

const TABS = [
  { id: 'browse', label: 'Browse Cards', Panel: BrowseTab },
  { id: 'listings', label: 'My Listings', Panel: MyListingsTab },
  { id: 'offers', label: 'My Offers', Panel: MyOffersTab },
] as const;

/** /members-only-trades — trading between club members: listings and offers that are kept (spec 1 §2). */
export function MembersOnlyTradesPage() {
  // The tab is in the address (?tab=offers), so a reload or a shared link opens the same one.
  const [params, setParams] = useSearchParams();
  const tab = Math.max(
    0,
    TABS.findIndex((t) => t.id === params.get('tab')),
  );
  const setTab = (index: number) => setParams(index === 0 ? {} : { tab: TABS[index].id }, { replace: true });
  const actions = useTradeActions();
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
      {TABS.map(({ id, Panel }, index) => (
        <div
          key={id}
          role="tabpanel"
          id={`trades-panel-${id}`}
          aria-labelledby={`trades-tab-${id}`}
          hidden={tab !== index}
        >
          {tab === index ? <Panel actions={actions} /> : null}
        </div>
      ))}
    </Page>
  );
}
