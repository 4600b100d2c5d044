import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { FILE_STORE, type FileStore } from '../storage/file-store.tokens.js';
import type { CardRecord } from './domain/card-record.js';

export type ImageSize = 'small' | 'large';

export interface CardImage {
  body: Buffer | string;
  contentType: string;
  etag?: string;
  /** Cached images never change; a placeholder is retried soon. */
  immutable: boolean;
}

const UPSTREAM_HOST = 'https://images.pokemontcg.io';
const FETCH_TIMEOUT_MS = 8000;
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A card-shaped picture naming the card, for when its image cannot be had. */
export function placeholderSvg(card: Pick<CardRecord, 'name' | 'setName' | 'number'>): string {
  const name = escapeXml(card.name);
  const set = escapeXml(`${card.setName} · ${card.number}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="245" height="342" viewBox="0 0 245 342" role="img" aria-label="${name}">
<rect x="2" y="2" width="241" height="338" rx="12" fill="#fef3c7" stroke="#b45309" stroke-width="4"/>
<text x="122.5" y="160" text-anchor="middle" font-family="Arial, sans-serif" font-size="18" font-weight="bold" fill="#1f2937">${name}</text>
<text x="122.5" y="188" text-anchor="middle" font-family="Arial, sans-serif" font-size="12" fill="#374151">${set}</text>
<text x="122.5" y="214" text-anchor="middle" font-family="Arial, sans-serif" font-size="11" fill="#4b5563">Image unavailable</text>
</svg>`;
}

/** Card images, fetched once from the data set's image host and kept in the file store. */
@Injectable()
export class CardImageService {
  private readonly logger = new Logger(CardImageService.name);
  private readonly inFlight = new Map<string, Promise<CardImage>>();

  constructor(
    private readonly em: EntityManager,
    @Inject(FILE_STORE) private readonly store: FileStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async image(id: string, size: ImageSize): Promise<CardImage> {
    const key = `card-images/${size}/${id}`;
    // A store that cannot be read (a bucket out of reach) is a miss: the image is fetched again.
    const cached = await this.store.get(key).catch((error: unknown) => {
      this.logger.warn(`Image store unreadable for ${key}: ${(error as Error).message}`);
      return undefined;
    });
    if (cached) return { ...cached, immutable: true };
    const [row] = await this.em
      .getConnection()
      .execute<{ data: CardRecord }[]>('select data from card_texts where id = ?', [id]);
    if (!row) throw new NotFoundException(`There is no card with id '${id}'.`);
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.fetchAndStore(key, row.data, size).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async fetchAndStore(key: string, card: CardRecord, size: ImageSize): Promise<CardImage> {
    const source = card.images[size];
    const url = source?.startsWith(UPSTREAM_HOST)
      ? `${this.config.cardImageBaseUrl}${source.slice(UPSTREAM_HOST.length)}`
      : source;
    try {
      if (!url) throw new Error('the card data names no image');
      const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      const contentType = response.headers.get('content-type') ?? '';
      if (!response.ok || !contentType.startsWith('image/'))
        throw new Error(`HTTP ${response.status} ${contentType}`);
      const body = Buffer.from(await response.arrayBuffer());
      if (body.length > MAX_IMAGE_BYTES) throw new Error('image too large');
      return await this.store.put(key, body, contentType).then(
        (stored) => ({ ...stored, immutable: true }),
        // Not kept: served as fetched, with a short life, so browsers ask again once the store is back.
        (error: unknown) => {
          this.logger.warn(`Image store unwritable for ${key}: ${(error as Error).message}`);
          return { body, contentType, immutable: false };
        },
      );
    } catch (error) {
      this.logger.warn(`Image of ${card.id} (${size}) unavailable from ${url}: ${(error as Error).message}`);
      return { body: placeholderSvg(card), contentType: 'image/svg+xml', immutable: false };
    }
  }
}
