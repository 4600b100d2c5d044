/**
 * The `artworks` resource: `<Resource name="artworks" {...artworks} />` with `import * as artworks`. Its list
 * (/admin/artworks, also reached as the spec's /admin/artwork) is the artwork manager; it opens its add and edit
 * modal itself, at /admin/artworks/create and /admin/artworks/{id} (docs/adr/0067).
 */
export { ArtworkList as list } from './ArtworkList';
export { default as icon } from '@mui/icons-material/Palette';

export const hasCreate = true;
export const hasEdit = true;
export const recordRepresentation = (record: { name: string }): string => record.name;
