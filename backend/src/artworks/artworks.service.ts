import { type FilterQuery, type QueryOrderMap } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { Role } from '../common/role.js';
import { filterIds, filterText, type ListPage, type ListQuery, rowsOf } from '../common/simple-rest.js';
import { toPence, toPounds } from '../common/validation.js';
import type { CreateEnquiryDto } from '../seller-enquiries/dto/enquiry.dto.js';
import { EnquiryMailer } from '../seller-enquiries/enquiry-mailer.service.js';
import { type ImageDto, toImageDto } from '../images/dto/image.dto.js';
import type { UploadedFile } from '../images/image-upload.decorator.js';
import { ImagesService } from '../images/images.service.js';
import { ImageKind } from '../images/domain/image-kind.js';
import type { StoredImage } from '../images/stored-image.entity.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { ArtworkImage } from './artwork-image.entity.js';
import { Artwork } from './artwork.entity.js';
import { imageDataUrlBytes } from '../images/domain/image-data-url.js';
import {
  type ArtworkDto,
  ArtworkImageDataDto,
  type ArtworkImageItem,
  type CreateArtworkDto,
  toArtworkDto,
  toPublicArtworkDto,
  type PublicArtworkDto,
  type UpdateArtworkDto,
} from './dto/artwork.dto.js';

const SORTS: Record<string, (direction: 'ASC' | 'DESC') => QueryOrderMap<Artwork>> = {
  id: (d) => ({ id: d }),
  name: (d) => ({ name: d }),
  price: (d) => ({ pricePence: d }),
  createdAt: (d) => ({ createdAt: d }),
  updatedAt: (d) => ({ updatedAt: d }),
};
export const ARTWORK_SORT_FIELDS = Object.keys(SORTS);
export const ARTWORK_NOT_FOUND = 'That artwork does not exist.';
const POPULATE = ['author', 'images.image'] as const;

/** Artwork for sale: the public gallery, the admin's changes, and the pictures' uploads. */
@Injectable()
export class ArtworksService {
  private readonly logger = new Logger(ArtworksService.name);
  constructor(
    private readonly em: EntityManager,
    private readonly images: ImagesService,
    private readonly enquiries: EnquiryMailer,
    private readonly users: UsersService,
  ) {}

  /** Every piece, newest first. */
  async publicList(): Promise<PublicArtworkDto[]> {
    const artworks = await this.em.find(
      Artwork,
      {},
      { populate: POPULATE, orderBy: { createdAt: 'DESC', id: 'DESC' } },
    );
    return artworks.map(toPublicArtworkDto);
  }

  /** Checks and re-encodes the pictures (watermarked), keeps them unattached, and answers them for the form. */
  async upload(files: UploadedFile[]): Promise<ImageDto[]> {
    if (!files.length) throw new BadRequestException('Please choose at least one image to upload.');
    const prepared = await this.images.prepare(files, ImageKind.ARTWORK);
    const dtos = await this.images.keep(prepared, { attached: false }, async (images) => {
      await this.em.persist(images).flush();
      return images.map(toImageDto);
    });
    try {
      await this.images.sweep();
    } catch (error) {
      this.logger.warn(
        `Sweeping unused images failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    return dtos;
  }

  async list(query: ListQuery): Promise<ListPage<ArtworkDto>> {
    const [field, direction] = query.sort ?? ['createdAt', 'DESC'];
    const [artworks, total] = await this.em.findAndCount(Artwork, this.whereOf(query.filter), {
      populate: POPULATE,
      orderBy: [SORTS[field](direction), { id: 'DESC' }],
      ...rowsOf(query.range),
    });
    return { rows: artworks.map(toArtworkDto), total };
  }

  async get(id: number): Promise<ArtworkDto> {
    return toArtworkDto(await this.entity(id));
  }

  /** The piece as stored now (read apart from this request's entities, whose pictures may be in the old order). */
  private async stored(id: number): Promise<ArtworkDto> {
    return toArtworkDto(await this.entity(id, this.em.fork()));
  }

  async create(dto: CreateArtworkDto): Promise<ArtworkDto> {
    const id = await this.withNewPictures(dto.images, (ids, added) =>
      this.em.transactional(async (em) => {
        const artwork = new Artwork(dto.name, await this.author(em, dto.authorId), toPence(dto.price));
        await em.persist([artwork, ...added]).flush();
        await this.setImages(em, artwork, ids, []);
        await em.flush();
        return artwork.id;
      }),
    );
    return this.stored(id);
  }

  async update(id: number, dto: UpdateArtworkDto): Promise<ArtworkDto> {
    const dropped = await this.withNewPictures(dto.images ?? [], (ids, added) =>
      this.em.transactional(async (em) => {
        const artwork = await this.entity(id, em);
        if (dto.name !== undefined) artwork.name = dto.name;
        if (dto.authorId !== undefined) artwork.author = await this.author(em, dto.authorId);
        if (dto.price !== undefined) artwork.pricePence = toPence(dto.price);
        const current = artwork.images.getItems();
        await em.persist(added).flush();
        const dropped = dto.images ? await this.setImages(em, artwork, ids, current) : [];
        await em.flush();
        return dropped;
      }),
    );
    await this.images.remove(dropped);
    return this.stored(id);
  }

  /** Deletes the piece and its pictures; answers it as it was. */
  async remove(id: number): Promise<ArtworkDto> {
    const artwork = await this.entity(id);
    const dto = toArtworkDto(artwork);
    await this.em.nativeDelete(Artwork, { id });
    await this.images.remove(dto.images.map((image) => image.id));
    return dto;
  }

  /** Enquire (spec 1 §3): the visitor's message about a piece, mailed to the artist. */
  async enquire(id: number, enquiry: CreateEnquiryDto): Promise<void> {
    const artwork = await this.em.findOne(Artwork, { id }, { populate: ['author'] });
    if (!artwork) throw new NotFoundException(ARTWORK_NOT_FOUND);
    await this.enquiries.send(
      artwork.author.email,
      `Enquiry about: ${artwork.name}`,
      `your piece "${artwork.name}" (£${toPounds(artwork.pricePence).toFixed(2)})`,
      enquiry,
    );
  }

  private async entity(id: number, em: EntityManager = this.em): Promise<Artwork> {
    const artwork = await em.findOne(Artwork, { id }, { populate: POPULATE });
    if (!artwork) throw new NotFoundException(ARTWORK_NOT_FOUND);
    return artwork;
  }

  /** The artist: an approved member (or admin). */
  private async author(em: EntityManager, id: number): Promise<User> {
    const user = await this.users.find(id, em);
    if (!user || user.role === Role.PENDING)
      throw new BadRequestException('The author must be an approved member.');
    return user;
  }

  /**
   * Runs `use` with the ids of `items` in order: pictures sent as data: URLs are first checked and re-encoded
   * like uploads (same pipeline, watermarked) and stored; `use` persists their rows (`added`). If `use` fails,
   * their files go again.
   */
  private async withNewPictures<T>(
    items: ArtworkImageItem[],
    use: (ids: string[], added: StoredImage[]) => Promise<T>,
  ): Promise<T> {
    const files = items.flatMap((item, index) =>
      item instanceof ArtworkImageDataDto
        ? [{ field: 'images', filename: `images[${index}]`, bytes: imageDataUrlBytes(item.data) }]
        : [],
    );
    const prepared = await this.images.prepare(files, ImageKind.ARTWORK);
    return this.images.keep(prepared, { attached: false }, (added) => {
      const fresh = added.values();
      const ids = items.map((item) =>
        item instanceof ArtworkImageDataDto ? (fresh.next().value as StoredImage).id : item.id,
      );
      return use(ids, added);
    });
  }

  /**
   * Makes the piece show exactly `ids`, in order: uploads not yet used are taken, pictures of this piece kept,
   * the rest refused. Answers the ids of the pictures it no longer shows (deleted after the commit).
   */
  private async setImages(
    em: EntityManager,
    artwork: Artwork,
    ids: string[],
    current: ArtworkImage[],
  ): Promise<string[]> {
    if (new Set(ids).size !== ids.length) throw new BadRequestException('Each image may appear only once.');
    const found = new Map(
      (await this.images.ofKind(em, ids, ImageKind.ARTWORK)).map((image) => [image.id, image]),
    );
    const mine = new Map(current.map((item) => [item.image.id, item]));
    const used = await em.find(ArtworkImage, { image: { $in: ids }, artwork: { $ne: artwork.id ?? 0 } });
    if (used.length)
      throw new ConflictException('An image belongs to another piece of artwork; upload it again.');
    for (const [position, id] of ids.entries()) {
      const image = found.get(id);
      if (!image) throw new BadRequestException('An image is no longer available; please upload it again.');
      const item = mine.get(id);
      if (item) item.position = position + 1;
      else em.persist(new ArtworkImage(artwork, image, position + 1));
    }
    this.images.markUsed([...found.values()]);
    const dropped = current.filter((item) => !ids.includes(item.image.id));
    for (const item of dropped) em.remove(item);
    return dropped.map((item) => item.image.id);
  }

  private whereOf(filter: Record<string, unknown>): FilterQuery<Artwork> {
    const where: FilterQuery<Artwork>[] = [];
    for (const [key, value] of Object.entries(filter)) {
      if (value === undefined || value === null || value === '') continue;
      if (key === 'q') {
        const like = filterText(value);
        where.push({
          $or: [
            { name: { $ilike: like } },
            { author: { email: { $ilike: like } } },
            { author: { profile: { firstName: { $ilike: like } } } },
            { author: { profile: { lastName: { $ilike: like } } } },
          ],
        });
      } else if (key === 'id') {
        where.push({ id: { $in: filterIds(value, 'an artwork id') } });
      } else if (key === 'authorId') {
        where.push({ author: { $in: filterIds(value, 'a member id') } });
      } else {
        throw new BadRequestException(`Unknown filter '${key}'. Filters: q, id, authorId.`);
      }
    }
    return where.length ? { $and: where } : {};
  }
}
