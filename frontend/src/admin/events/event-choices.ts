import { EVENT_TYPES } from '../../shared/event-display';

/** The type select's choices, labelled through i18n (club.events.types.*). */
export const EVENT_TYPE_CHOICES = EVENT_TYPES.map((id) => ({ id, name: `club.events.types.${id}` }));
