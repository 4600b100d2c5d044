/**
 * The `events` resource: `<Resource name="events" {...events} />` with `import * as events`. Its list
 * (/admin/events) is the spec's events manager; create and edit are /admin/events/create and
 * /admin/events/{id}.
 */
export { EventList as list } from './EventList';
export { EventCreate as create } from './EventCreate';
export { EventEdit as edit } from './EventEdit';
export { default as icon } from '@mui/icons-material/Event';

export const recordRepresentation = (record: { title: string }): string => record.title;
