import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { Menu, useBasename, useTranslate } from 'react-admin';
import { TOURNAMENTS_PATH } from './tournaments-path';

/** The admin menu's 'Tournaments' entry. */
export function TournamentsMenuItem() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Menu.Item
      to={`${basename}${TOURNAMENTS_PATH}`}
      primaryText={translate('club.menu.tournaments')}
      leftIcon={<EmojiEventsIcon />}
    />
  );
}
