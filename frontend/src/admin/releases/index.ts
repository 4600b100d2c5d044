/**
 * The `releases` resource: `<Resource name="releases" {...releases} />` with `import * as releases`. Its list
 * (/admin/releases) is the spec's releases manager; create and edit are /admin/releases/create and
 * /admin/releases/{id}.
 */
export { ReleaseList as list } from './ReleaseList';
export { ReleaseCreate as create } from './ReleaseCreate';
export { ReleaseEdit as edit } from './ReleaseEdit';
export { default as icon } from '@mui/icons-material/NewReleases';

export const recordRepresentation = (record: { packName: string }): string => record.packName;
