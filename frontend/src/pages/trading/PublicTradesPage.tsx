import StyleOutlinedIcon from '@mui/icons-material/StyleOutlined';
import { EmptyState } from '../../layout/EmptyState';
import { Page } from '../../layout/Page';

/** /singles-for-trade — public trade listings; no account needed (spec 1 §2). */
export function PublicTradesPage() {
  return (
    <Page
      title="Singles for Sale"
      back={{ to: '/trading-center', label: 'Back to Trading Center' }}
      intro="Single cards our members are selling or trading. Make an offer and your e-mail goes straight to the seller."
    >
      <EmptyState title="No cards found" icon={<StyleOutlinedIcon />}>
        Cards listed for public trade will appear here.
      </EmptyState>
    </Page>
  );
}
