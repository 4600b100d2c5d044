import sharp from 'sharp';
import { HttpException, HttpStatus, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { FetchFailedError, guardedFetch, type FetchPolicy } from '../common/guarded-fetch.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { FILE_STORE, type FileStore } from '../storage/file-store.tokens.js';
import { AddressBudgetService } from '../throttling/address-budget.service.js';
import { imageFetchPolicy, rasterType, upstreamImageUrl } from './card-image-source.js';
import { CardRepository } from './card.repository.js';
import type { CardRecord } from './domain/card-record.js';

export type ImageSize = 'small' | 'large';

export interface CardImage {
  body: Buffer | string;
  contentType: string;
  etag?: string;
  /** Cached images never change; a placeholder is retried soon. */
  immutable: boolean;
}

/** The counter of image-host fetches one address causes (AppConfig.cardImageFills). */
const FILLS_BUDGET = 'card-image-fill';
/** After the image host timed out or could not be reached, visitors get placeholders at once for this long. */
const HOST_FAILURE_PAUSE_MS = 30_000;

/** An address asked for more images not yet cached than its budget allows. */
export class ImageFillsSpentException extends HttpException {
  constructor(readonly secondsLeft: number) {
    super(
      'Too many new card images were asked for from your address. Please wait a few minutes and try again.',
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

/**
 * A card-shaped picture saying the image is unavailable, for when a card's image cannot be had. It names no card
 * (the page's alt text does), so it is one PNG drawn once per process: the route never answers SVG, and a host
 * that is down costs no drawing per request.
 */
const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="245" height="342" viewBox="0 0 245 342">
<rect x="2" y="2" width="241" height="338" rx="12" fill="#fef3c7" stroke="#b45309" stroke-width="4"/>
<text x="122.5" y="178" text-anchor="middle" font-family="Arial, sans-serif" font-size="16" fill="#374151">Image unavailable</text>
</svg>`;
let placeholderPng: Promise<Buffer> | undefined;

export function placeholderImage(): Promise<Buffer> {
  placeholderPng ??= sharp(Buffer.from(PLACEHOLDER_SVG)).png().toBuffer();
  return placeholderPng;
}

async function placeholder(): Promise<CardImage> {
  return { body: await placeholderImage(), contentType: 'image/png', immutable: false };
}

/**
 * Card images, fetched once from the configured image host and kept in the file store. Only PNG, JPEG and WebP
 * are served or kept; each address may cause a budget of fetches; a failing host is left alone for a while.
 */
@Injectable()
export class CardImageService {
  private readonly logger = new Logger(CardImageService.name);
  private readonly inFlight = new Map<string, Promise<CardImage>>();
  private readonly policy: FetchPolicy;
  private hostFailingUntil = 0;

  constructor(
    private readonly cards: CardRepository,
    @Inject(FILE_STORE) private readonly store: FileStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly budget: AddressBudgetService,
  ) {
    this.policy = imageFetchPolicy(config.cardImageBaseUrl);
  }

  /** The image, for a caller at `address` (whose budget pays if it must be fetched). */
  async image(id: string, size: ImageSize, address: string): Promise<CardImage> {
    const key = `card-images/${size}/${id}`;
    // A store that cannot be read (a bucket out of reach) is a miss: the image is fetched again.
    const cached = await this.store.get(key).catch((error: unknown) => {
      this.logger.warn(`Image store unreadable for ${key}: ${(error as Error).message}`);
      return undefined;
    });
    // What an older version kept unchecked (an SVG, say) is a miss too, and is replaced.
    if (cached && (await rasterType(cached.body, cached.contentType))) return { ...cached, immutable: true };
    const card = await this.cards.data(id);
    if (!card) throw new NotFoundException(`There is no card with id '${id}'.`);
    const url = upstreamImageUrl(card.images[size], this.config.cardImageBaseUrl);
    if (!url) {
      this.logger.warn(
        `Image of ${card.id} (${size}) not fetched: the card data names no image on the image host`,
      );
      return placeholder();
    }
    if (Date.now() < this.hostFailingUntil) return placeholder();
    return this.inFlight.get(key) ?? this.fill(key, card, url, address);
  }

  /** Fetches and keeps an image, paid from the address's budget; simultaneous requests for it share the fetch. */
  private async fill(key: string, card: CardRecord, url: URL, address: string): Promise<CardImage> {
    const spent = await this.budget.spend(FILLS_BUDGET, address, this.config.cardImageFills);
    if (!spent.granted) throw new ImageFillsSpentException(spent.secondsLeft);
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.fetchAndStore(key, card, url).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async fetchAndStore(key: string, card: CardRecord, url: URL): Promise<CardImage> {
    try {
      const response = await guardedFetch(url, this.policy);
      if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
      const body = response.body;
      const contentType = await rasterType(body, response.contentType);
      if (!contentType)
        throw new Error(`not a PNG, JPEG or WebP picture (sent as '${response.contentType}')`);
      return await this.store.put(key, body, contentType).then(
        (stored) => ({ ...stored, immutable: true }),
        // Not kept: served as fetched, with a short life, so browsers ask again once the store is back.
        (error: unknown) => {
          this.logger.warn(`Image store unwritable for ${key}: ${(error as Error).message}`);
          return { body, contentType, immutable: false };
        },
      );
    } catch (error) {
      if (error instanceof FetchFailedError) this.hostFailingUntil = Date.now() + HOST_FAILURE_PAUSE_MS;
      this.logger.warn(`Image of ${card.id} unavailable from ${url.href}: ${(error as Error).message}`);
      return placeholder();
    }
  }
}
