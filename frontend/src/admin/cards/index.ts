/**
 * The admin's 'Cards & Formats' page (/admin/cards): a custom route, not a react-admin resource.
 * AdminApp mounts CardsPage at CARDS_PATH; the menu shows CardsMenuItem; the dashboard's Content
 * tab shows CardsContentBlock.
 */
export { CardsPage } from './CardsPage';
export { CardsMenuItem } from './CardsMenuItem';
export { CardsContentBlock } from './CardsContentBlock';
export { CARDS_PATH } from './cards-path';
