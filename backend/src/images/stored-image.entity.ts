import { type Opt } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { ImageKind } from './domain/image-kind.js';

/**
 * An uploaded picture as the club keeps it: two re-encoded sizes in the file store (the upload itself is never
 * kept). The id is random, so the picture's address cannot be guessed (photos of members-only listings are
 * served without a token, as an `<img>` sends none). `unusedSince` is set while nothing shows the picture (just
 * uploaded, or let go by its artwork or listing); unused pictures are deleted after a day, and one let go is no
 * longer served meanwhile.
 */
@Entity({ tableName: 'images' })
@Check({
  name: 'images_sizes_positive',
  expression: 'width > 0 and height > 0 and thumbnail_width > 0 and thumbnail_height > 0',
})
export class StoredImage {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Enum({ items: () => ImageKind, nativeEnumName: 'image_kind' })
  kind: ImageKind;

  /** File-store key of the display size. */
  @Property({ type: 'string', length: 200 })
  displayKey: string;

  /** File-store key of the thumbnail. */
  @Property({ type: 'string', length: 200 })
  thumbnailKey: string;

  @Property({ type: 'integer' })
  width: number;

  @Property({ type: 'integer' })
  height: number;

  @Property({ type: 'integer' })
  thumbnailWidth: number;

  @Property({ type: 'integer' })
  thumbnailHeight: number;

  @Index()
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  unusedSince: Date | null = new Date();

  /**
   * Set when the artwork or listing that showed the picture let go of it (an account's deletion cascading, a
   * listing withdrawn): from then on it is not served, though its files wait for the day's sweep.
   */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  releasedAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  constructor(fields: {
    kind: ImageKind;
    displayKey: string;
    thumbnailKey: string;
    width: number;
    height: number;
    thumbnailWidth: number;
    thumbnailHeight: number;
  }) {
    this.kind = fields.kind;
    this.displayKey = fields.displayKey;
    this.thumbnailKey = fields.thumbnailKey;
    this.width = fields.width;
    this.height = fields.height;
    this.thumbnailWidth = fields.thumbnailWidth;
    this.thumbnailHeight = fields.thumbnailHeight;
  }
}

/**
 * The body of a row trigger that marks a picture unused when a row pointing at it (column `column`) goes away or
 * points elsewhere; features declare it on their tables, so a cascade from a deleted account lets go too.
 */
export function releaseImageTrigger(column: string): string {
  return `if tg_op = 'DELETE' or new.${column} is distinct from old.${column} then
    update images set unused_since = now(), released_at = now() where id = old.${column};
  end if;
  return null`;
}
