/** What an uploaded picture shows, which sets its sizes and who may see it. */
export enum ImageKind {
  ARTWORK = 'ARTWORK',
  LISTING = 'LISTING',
}
