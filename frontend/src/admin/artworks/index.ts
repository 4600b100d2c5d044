/**
 * The `artworks` resource: `<Resource name="artworks" {...artworks} />` with `import * as artworks`. Its list
 * (/admin/artworks, also reached as the spec's /admin/artwork) is the artwork manager.
 */
export { ArtworkList as list } from './ArtworkList';
export { ArtworkCreate as create } from './ArtworkCreate';
export { ArtworkEdit as edit } from './ArtworkEdit';
export { default as icon } from '@mui/icons-material/Palette';

export const recordRepresentation = (record: { name: string }): string => record.name;
