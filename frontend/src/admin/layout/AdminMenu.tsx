import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EventIcon from '@mui/icons-material/Event';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import NewReleasesIcon from '@mui/icons-material/NewReleases';
import PaletteIcon from '@mui/icons-material/Palette';
import { Menu, useBasename, useTranslate } from 'react-admin';
import { CardsMenuItem } from '../cards';
import { TournamentsMenuItem } from '../tournaments';

/** Dashboard, the pending users screen, events, contact messages, releases, artwork, cards, and the way back to the members' dashboard. */
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
      <Menu.Item
        to={`${basename}/events`}
        primaryText={translate('club.menu.events')}
        leftIcon={<EventIcon />}
      />
      <Menu.Item
        to={`${basename}/contact-messages`}
        primaryText={translate('club.menu.contactMessages')}
        leftIcon={<MailOutlineIcon />}
      />
      <Menu.Item
        to={`${basename}/releases`}
        primaryText={translate('club.menu.releases')}
        leftIcon={<NewReleasesIcon />}
      />
      <Menu.Item
        to={`${basename}/artworks`}
        primaryText={translate('club.menu.artwork')}
        leftIcon={<PaletteIcon />}
      />
      <TournamentsMenuItem />
      <CardsMenuItem />
      <Menu.Item
        to="/dashboard"
        primaryText={translate('club.admin.backToSite')}
        leftIcon={<ArrowBackIcon />}
      />
    </Menu>
  );
}
