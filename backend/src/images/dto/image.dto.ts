import { ApiProperty } from '@nestjs/swagger';
import type { StoredImage } from '../stored-image.entity.js';

/** A picture as the pages show it: two sizes (WebP, served for a year) with their dimensions, to reserve space. */
export class ImageDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: '/api/images/0f8e2c3a-6d7b-4b7e-9a51-1f3f1c3b2a10/display' })
  url: string;

  @ApiProperty({ example: '/api/images/0f8e2c3a-6d7b-4b7e-9a51-1f3f1c3b2a10/thumbnail' })
  thumbnailUrl: string;

  @ApiProperty({ type: 'integer' })
  width: number;

  @ApiProperty({ type: 'integer' })
  height: number;

  @ApiProperty({ type: 'integer' })
  thumbnailWidth: number;

  @ApiProperty({ type: 'integer' })
  thumbnailHeight: number;
}

export function imageUrl(id: string, size: 'display' | 'thumbnail'): string {
  return `/api/images/${id}/${size}`;
}

export function toImageDto(image: StoredImage): ImageDto {
  return {
    id: image.id,
    url: imageUrl(image.id, 'display'),
    thumbnailUrl: imageUrl(image.id, 'thumbnail'),
    width: image.width,
    height: image.height,
    thumbnailWidth: image.thumbnailWidth,
    thumbnailHeight: image.thumbnailHeight,
  };
}
