/**
 * The `events` resource: `<Resource name="events" {...events} />` with `import * as events`. Its list
 * (/admin/events) is the spec's events manager; it opens its add and edit modal itself, at
 * /admin/events/create and /admin/events/{id} (react-admin's own addresses for them, docs/adr/0067).
 */
export { EventList as list } from './EventList';
export { default as icon } from '@mui/icons-material/Event';

export const hasCreate = true;
export const hasEdit = true;
export const recordRepresentation = (record: { title: string }): string => record.title;
