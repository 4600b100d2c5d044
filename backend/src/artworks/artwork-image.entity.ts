import { type Rel } from '@mikro-orm/core';
import {
  Entity,
  Index,
  ManyToOne,
  PrimaryKey,
  Property,
  Trigger,
  Unique,
} from '@mikro-orm/decorators/legacy';
import { releaseImageTrigger, StoredImage } from '../images/stored-image.entity.js';
import { Artwork, ARTWORKS_CHANGED } from './artwork.entity.js';

/** One picture of a piece of artwork, in the order the admin put them. */
@Entity({ tableName: 'artwork_images' })
@Trigger({
  name: 'artwork_images_notify_changed',
  timing: 'after',
  events: ['insert', 'update', 'delete'],
  forEach: 'row',
  body: `perform pg_notify('${ARTWORKS_CHANGED}', ''); return null`,
})
// A picture no piece shows any more is deleted a day later (an account's deletion cascades here too).
@Trigger({
  name: 'artwork_images_release_image',
  timing: 'after',
  events: ['update', 'delete'],
  forEach: 'row',
  body: releaseImageTrigger('image_id'),
})
export class ArtworkImage {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Index()
  @ManyToOne({ entity: () => Artwork, deleteRule: 'cascade' })
  artwork: Rel<Artwork>;

  @Unique()
  @ManyToOne({ entity: () => StoredImage, deleteRule: 'cascade' })
  image: Rel<StoredImage>;

  @Property({ type: 'integer' })
  position: number;

  constructor(artwork: Rel<Artwork>, image: Rel<StoredImage>, position: number) {
    this.artwork = artwork;
    this.image = image;
    this.position = position;
  }
}
