/** The notification every server hears when an admin changes a format (see DatabaseNotifications). */
export const FORMATS_CHANGED = 'formats_changed';
