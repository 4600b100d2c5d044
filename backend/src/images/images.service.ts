import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { FILE_STORE, type FileStore, type StoredFile } from '../storage/file-store.tokens.js';
import { checkImage, renderImage, type Renditions, RENDITION_TYPE } from './image-renditions.js';
import type { UploadedFile } from './multipart-form.interceptor.js';
import { ImageKind } from './domain/image-kind.js';
import { StoredImage } from './stored-image.entity.js';
import { StoredImageRepository } from './stored-image.repository.js';

/** Pictures ready to keep: checked and re-encoded, still only in memory. */
export interface PreparedImages {
  kind: ImageKind;
  renditions: Renditions[];
}

export type ImageSize = 'display' | 'thumbnail';

/**
 * The one image pipeline of the site, for artwork and trade photos: every upload is checked by its content,
 * re-encoded into a display size and a thumbnail (metadata dropped, artwork watermarked with the club's name),
 * and only those are kept, in the FileStore; the database holds their keys.
 */
@Injectable()
export class ImagesService {
  private readonly logger = new Logger(ImagesService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly stored: StoredImageRepository,
    @Inject(FILE_STORE) private readonly store: FileStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Checks every file first (type 415, header pixels 413), then re-encodes them one by one. Throws on the first
   * bad one; nothing is stored here.
   */
  async prepare(files: UploadedFile[], kind: ImageKind): Promise<PreparedImages> {
    const label = (file: UploadedFile, index: number) =>
      files.length > 1
        ? `Image ${index + 1} (${file.filename || 'no name'})`
        : `The image (${file.filename || 'no name'})`;
    for (const [index, file] of files.entries()) await checkImage(file.bytes, label(file, index));
    const watermark = kind === ImageKind.ARTWORK ? this.config.clubName : undefined;
    const renditions: Renditions[] = [];
    for (const [index, file] of files.entries()) {
      renditions.push(await renderImage(file.bytes, { label: label(file, index), watermark }));
    }
    return { kind, renditions };
  }

  /**
   * Writes the prepared pictures to the file store, then runs `use` with their rows (persisted by `use`'s own
   * flush or transaction, `attached` ones marked in use). If `use` fails, the files go again, so a refused
   * request keeps nothing.
   */
  async keep<T>(
    prepared: PreparedImages,
    options: { attached: boolean },
    use: (images: StoredImage[]) => Promise<T>,
  ): Promise<T> {
    const images: StoredImage[] = [];
    try {
      for (const renditions of prepared.renditions) {
        const image = new StoredImage({
          kind: prepared.kind,
          displayKey: '',
          thumbnailKey: '',
          width: renditions.display.width,
          height: renditions.display.height,
          thumbnailWidth: renditions.thumbnail.width,
          thumbnailHeight: renditions.thumbnail.height,
        });
        image.displayKey = `images/${image.id}/display.webp`;
        image.thumbnailKey = `images/${image.id}/thumbnail.webp`;
        if (options.attached) image.unusedSince = null;
        images.push(image);
        await this.store.put(image.displayKey, renditions.display.body, RENDITION_TYPE);
        await this.store.put(image.thumbnailKey, renditions.thumbnail.body, RENDITION_TYPE);
      }
      return await use(images);
    } catch (error) {
      await this.deleteFiles(images);
      throw error;
    }
  }

  /** The stored pictures of this kind among `ids` (in the caller's unit of work). */
  ofKind(em: EntityManager, ids: string[], kind: ImageKind): Promise<StoredImage[]> {
    return em.find(StoredImage, { id: { $in: ids }, kind });
  }

  /** Marks pictures as shown by something (inside the caller's unit of work). */
  markUsed(images: StoredImage[]): void {
    for (const image of images) {
      image.unusedSince = null;
      image.releasedAt = null;
    }
  }

  /** Deletes pictures and their files now (the artwork or listing that showed them is gone). */
  async remove(ids: string[]): Promise<void> {
    if (!ids.length) return;
    const images = await this.em.find(StoredImage, { id: { $in: ids } });
    await this.em.nativeDelete(StoredImage, { id: { $in: ids } });
    await this.deleteFiles(images);
  }

  /** Deletes the pictures nothing has shown for a day (uploads never used, and ones let go by triggers). */
  async sweep(): Promise<number> {
    const deleted = await this.stored.deleteLongUnused();
    await this.deleteFiles(deleted);
    return deleted.length;
  }

  /** The stored bytes of one size of a picture. */
  async file(id: string, size: ImageSize): Promise<StoredFile> {
    // A picture let go of (its artwork went with a deleted account) is gone for visitors at once.
    const image = await this.em.findOne(StoredImage, { id, releasedAt: null });
    const file = image && (await this.store.get(size === 'display' ? image.displayKey : image.thumbnailKey));
    if (!file) throw new NotFoundException('That image does not exist.');
    return file;
  }

  private async deleteFiles(images: { displayKey: string; thumbnailKey: string }[]): Promise<void> {
    for (const image of images) {
      for (const key of [image.displayKey, image.thumbnailKey]) {
        if (!key) continue;
        try {
          await this.store.delete(key);
        } catch (error) {
          this.logger.warn(
            `Could not delete ${key}: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
    }
  }
}
