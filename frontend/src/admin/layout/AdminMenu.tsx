import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { Menu, useBasename, useTranslate } from 'react-admin';
import { CardsMenuItem } from '../cards';

/** Dashboard, the pending users screen, and the way back to the members' dashboard. */
export function AdminMenu() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Menu>
      <Menu.DashboardItem primaryText={translate('club.menu.dashboard')} />
      <Menu.Item
        to={`${basename}/users`}
        primaryText={translate('club.menu.pendingUsers')}
        leftIcon={<HowToRegIcon />}
      />
      <CardsMenuItem />
      <Menu.Item
        to="/dashboard"
        primaryText={translate('club.admin.backToSite')}
        leftIcon={<ArrowBackIcon />}
      />
    </Menu>
  );
}
