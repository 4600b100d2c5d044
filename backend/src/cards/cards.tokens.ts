/** The notification every server hears when cards or formats change (see DatabaseNotifications). */
export const CATALOGUE_CHANGED = 'catalogue_changed';
