import { ARTWORK_REQUIRED, IMAGE_TOO_LARGE } from '@club/rules';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, getSchemaPath, OmitType } from '@nestjs/swagger';
import { plainToInstance, Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsInt,
  IsNotEmpty,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { ReadOnlyField, ReadOnlyRecord } from '../../common/served-record.js';
import { IfPresent, MoneyField, TextField, toPounds } from '../../common/validation.js';
import { ImageDto, toImageDto } from '../../images/dto/image.dto.js';
import {
  IMAGE_DATA_URL_PROBLEM,
  isImageDataUrl,
  MAX_IMAGE_DATA_URL_LENGTH,
} from '../../images/domain/image-data-url.js';
import { MAX_IMAGES_PER_PIECE, TOO_MANY_IMAGES } from '../../images/domain/image-limits.js';
import {
  MemberSummaryDto,
  PublicMemberDto,
  toMemberSummaryDto,
  toPublicMemberDto,
} from '../../users/dto/member-summary.dto.js';
import type { Artwork } from '../artwork.entity.js';

export const MAX_ARTWORK_PRICE = 100_000;
const AUTHOR_MESSAGE = 'authorId must be the id of a member.';

export class ArtworkDto {
  @ApiProperty({ example: 2 })
  id: number;

  @ApiProperty({ example: 'Charizard at dusk (A3 print)' })
  name: string;

  @ApiProperty({ description: 'GBP, two decimals at most (kept as whole pence)', example: 45.5 })
  price: number;

  @ApiProperty({ example: 7 })
  authorId: number;

  @ApiProperty({ type: MemberSummaryDto, description: 'The artist' })
  author: MemberSummaryDto;

  @ApiProperty({ type: [ImageDto], description: 'In order; watermarked' })
  images: ImageDto[];

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: string;
}

/** The artwork as served; its `images` must be loaded (in order). */
export function toArtworkDto(artwork: Artwork): ArtworkDto {
  return {
    id: artwork.id,
    name: artwork.name,
    price: toPounds(artwork.pricePence),
    authorId: artwork.author.id,
    author: toMemberSummaryDto(artwork.author),
    images: artwork.images.getItems().map((item) => toImageDto(item.image)),
    createdAt: artwork.createdAt.toISOString(),
    updatedAt: artwork.updatedAt.toISOString(),
  };
}

/** A piece as visitors see it: the artist without their e-mail address (Enquire mails them through the club). */
export class PublicArtworkDto extends OmitType(ArtworkDto, ['author'] as const) {
  @ApiProperty({ type: PublicMemberDto, description: 'The artist' })
  author: PublicMemberDto;
}

export function toPublicArtworkDto(artwork: Artwork): PublicArtworkDto {
  return { ...toArtworkDto(artwork), author: toPublicMemberDto(artwork.author) };
}

/** A picture of the piece as served: `id` chooses it (an upload from POST /api/admin/artworks/images). */
export class ArtworkImageRefDto {
  @ApiProperty({ format: 'uuid', description: 'An uploaded picture' })
  @IsNotEmpty({ message: ARTWORK_REQUIRED })
  @IsUUID('all', { message: 'Each image must be an uploaded image id.' })
  id: string;

  @ReadOnlyField({ type: 'string' })
  url?: undefined;

  @ReadOnlyField({ type: 'string' })
  thumbnailUrl?: undefined;

  @ReadOnlyField({ type: 'integer' })
  width?: undefined;

  @ReadOnlyField({ type: 'integer' })
  height?: undefined;

  @ReadOnlyField({ type: 'integer' })
  thumbnailWidth?: undefined;

  @ReadOnlyField({ type: 'integer' })
  thumbnailHeight?: undefined;
}

/** A new picture sent in the list as a `data:` URL (the spec's form); it goes through the upload pipeline. */
export class ArtworkImageDataDto {
  @ValidateBy(
    { name: 'imageDataUrl', validator: { validate: isImageDataUrl } },
    { message: IMAGE_DATA_URL_PROBLEM },
  )
  @MaxLength(MAX_IMAGE_DATA_URL_LENGTH, { message: IMAGE_TOO_LARGE })
  @IsString({ message: IMAGE_DATA_URL_PROBLEM })
  data: string;
}

export type ArtworkImageItem = ArtworkImageRefDto | ArtworkImageDataDto;

/** Each item of `images` as its class: a picture as served (or its id), or a picture as a `data:` URL. */
const toImageItems = Transform(
  ({ value }: { value: unknown }) =>
    Array.isArray(value)
      ? value.map((item: unknown) =>
          typeof item === 'string'
            ? Object.assign(new ArtworkImageDataDto(), { data: item })
            : typeof item === 'object' && item !== null && !Array.isArray(item)
              ? plainToInstance(ArtworkImageRefDto, item)
              : item,
        )
      : value,
  { toClassOnly: true },
);

const AuthorIdField = (required: boolean) =>
  applyDecorators(
    (required ? ApiProperty : ApiPropertyOptional)({
      type: 'integer',
      description: 'The artist: a member',
      example: 7,
    }),
    ...(required ? [] : [IfPresent()]),
    IsNotEmpty({ message: ARTWORK_REQUIRED }),
    IsInt({ message: AUTHOR_MESSAGE }),
    Min(1, { message: AUTHOR_MESSAGE }),
    Max(2_147_483_647, { message: AUTHOR_MESSAGE }),
  );

const ImagesField = (required: boolean) =>
  applyDecorators(
    (required ? ApiProperty : ApiPropertyOptional)({
      type: 'array',
      items: {
        oneOf: [
          { $ref: getSchemaPath(ArtworkImageRefDto) },
          {
            type: 'string',
            format: 'data-url',
            maxLength: MAX_IMAGE_DATA_URL_LENGTH,
            example: 'data:image/png;base64,iVBORw0KGgo…',
          },
        ],
      },
      minItems: 1,
      maxItems: MAX_IMAGES_PER_PIECE,
      description:
        'The pictures in order: as served (or just their ids), or new ones as data:image/…;base64, URLs (checked, re-encoded and watermarked as uploads are)',
    }),
    ...(required ? [] : [IfPresent()]),
    IsNotEmpty({ message: ARTWORK_REQUIRED }),
    IsArray({ message: ARTWORK_REQUIRED }),
    ArrayMinSize(1, { message: ARTWORK_REQUIRED }),
    ArrayMaxSize(MAX_IMAGES_PER_PIECE, { message: TOO_MANY_IMAGES.replace('at once', 'per piece') }),
    ValidateNested({ each: true, message: IMAGE_DATA_URL_PROBLEM }),
    toImageItems,
  );

/** The fields served that a write never changes (accepted back from react-admin and ignored). */
class ServedArtworkFields {
  @ReadOnlyField({ type: 'integer' })
  id?: undefined;

  @ReadOnlyRecord(() => MemberSummaryDto)
  author?: undefined;

  @ReadOnlyField({ type: 'string', format: 'date-time' })
  createdAt?: undefined;

  @ReadOnlyField({ type: 'string', format: 'date-time' })
  updatedAt?: undefined;
}

/** A new piece: name, artist, price and at least one uploaded picture. */
export class CreateArtworkDto extends ServedArtworkFields {
  @TextField('Name', { maxLength: 200, requiredMessage: ARTWORK_REQUIRED })
  name: string;

  @AuthorIdField(true)
  authorId: number;

  @MoneyField('Price', { max: MAX_ARTWORK_PRICE, required: true, requiredMessage: ARTWORK_REQUIRED })
  price: number;

  @ImagesField(true)
  images: ArtworkImageItem[];
}

/** A change to a piece: the record as served (or any part of it); only the keys sent change. */
export class UpdateArtworkDto extends ServedArtworkFields {
  @TextField('Name', { maxLength: 200, optional: true, requiredMessage: ARTWORK_REQUIRED })
  name?: string;

  @AuthorIdField(false)
  authorId?: number;

  @MoneyField('Price', { max: MAX_ARTWORK_PRICE, requiredMessage: ARTWORK_REQUIRED })
  price?: number;

  @ImagesField(false)
  images?: ArtworkImageItem[];
}

/** The upload form (documentation of the multipart body): 1 to 8 pictures in `images`. */
export class ArtworkImagesUploadDto {
  @ApiProperty({
    type: 'array',
    items: { type: 'string', format: 'binary' },
    minItems: 1,
    maxItems: MAX_IMAGES_PER_PIECE,
    description: 'JPEG, PNG or WebP, at most 5 MB and 40 megapixels each',
  })
  images: unknown[];
}
