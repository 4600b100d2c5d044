import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** How long a picture nothing shows is kept (an admin composing a piece of artwork may take a while). */
const UNUSED_GRACE = '1 day';

/** The stored pictures' rows beyond the ORM's finds. */
@Injectable()
export class StoredImageRepository {
  constructor(private readonly em: EntityManager) {}

  /** Deletes the rows of the pictures nothing has shown for a day; answers their files' keys. */
  async deleteLongUnused(): Promise<{ displayKey: string; thumbnailKey: string }[]> {
    // Raw SQL: one statement deletes and answers the keys (delete ... returning), however many rows.
    const rows = await this.em.getConnection().execute<{ display_key: string; thumbnail_key: string }[]>(
      `delete from images where unused_since < now() - interval '${UNUSED_GRACE}'
          returning display_key, thumbnail_key`,
    );
    return rows.map((row) => ({ displayKey: row.display_key, thumbnailKey: row.thumbnail_key }));
  }
}
