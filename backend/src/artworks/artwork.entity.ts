import { Collection, type Opt, type Rel } from '@mikro-orm/core';
import {
  Check,
  Entity,
  Index,
  ManyToOne,
  OneToMany,
  PrimaryKey,
  Property,
  Trigger,
} from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';
import { ArtworkImage } from './artwork-image.entity.js';

/** Announced by every change to artworks or their pictures (from any server, the command line or SQL). */
export const ARTWORKS_CHANGED = 'artworks_changed';

/** A piece of artwork for sale by a member (spec 1 §3): its price kept in whole pence. */
@Entity({ tableName: 'artworks' })
@Check({ name: 'artworks_price_not_negative', expression: 'price_pence >= 0' })
@Trigger({
  name: 'artworks_notify_changed',
  timing: 'after',
  events: ['insert', 'update', 'delete'],
  forEach: 'row',
  body: `perform pg_notify('${ARTWORKS_CHANGED}', ''); return null`,
})
export class Artwork {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 200 })
  name: string;

  /** The artist: a member; their artwork goes with their account. */
  @Index()
  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  author: Rel<User>;

  @Property({ type: 'integer' })
  pricePence: number;

  @OneToMany({ entity: () => ArtworkImage, mappedBy: 'artwork', orderBy: { position: 'ASC' } })
  images = new Collection<ArtworkImage>(this);

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(name: string, author: User, pricePence: number) {
    this.name = name;
    this.author = author;
    this.pricePence = pricePence;
  }
}
