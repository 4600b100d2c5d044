import StyleIcon from '@mui/icons-material/Style';
import { Menu, useBasename } from 'react-admin';
import { CARDS_PATH } from './cards-path';
import { useCardsText } from './use-cards-text';

/** The admin menu's 'Cards & Formats' entry. */
export function CardsMenuItem() {
  const t = useCardsText();
  const basename = useBasename();
  return <Menu.Item to={`${basename}${CARDS_PATH}`} primaryText={t('title')} leftIcon={<StyleIcon />} />;
}
