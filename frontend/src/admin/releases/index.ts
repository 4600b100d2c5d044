/**
 * The `releases` resource: `<Resource name="releases" {...releases} />` with `import * as releases`. Its list
 * (/admin/releases) is the spec's releases manager; it opens its add and edit modal itself, at
 * /admin/releases/create and /admin/releases/{id} (docs/adr/0067).
 */
export { ReleaseList as list } from './ReleaseList';
export { default as icon } from '@mui/icons-material/NewReleases';

export const hasCreate = true;
export const hasEdit = true;
export const recordRepresentation = (record: { packName: string }): string => record.packName;
