import {
  BadRequestException,
  Controller,
  Get,
  Headers,
  Injectable,
  Param,
  type PipeTransform,
  Res,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../common/access.decorator.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { type ImageSize, ImagesService } from './images.service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SIZES: readonly ImageSize[] = ['display', 'thumbnail'];

@Injectable()
class ImageIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!UUID.test(value)) throw new BadRequestException('The image id must be a UUID.');
    return value;
  }
}

@Injectable()
class ImageSizePipe implements PipeTransform<string, ImageSize> {
  transform(value: string): ImageSize {
    const size = SIZES.find((known) => known === value);
    if (!size) throw new BadRequestException('The size must be display or thumbnail.');
    return size;
  }
}

/** Uploaded pictures (artwork, trade photos), as re-encoded; a picture never changes, so it is cached for a year. */
@ApiTags('images')
@Controller('images')
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  @Get(':id/:size')
  @Public()
  @ApiOperation({
    summary: 'One size of an uploaded picture (WebP), cached for a year (it never changes)',
    description: 'Artwork pictures carry the club watermark. The upload itself is never kept or served.',
  })
  @ApiParam({ name: 'id', format: 'uuid', type: String })
  @ApiParam({ name: 'size', enum: SIZES })
  @ApiProduces('image/webp')
  @ApiOkResponse({ description: 'The picture' })
  @ApiResponse({ status: 304, description: 'Not modified: the ETag sent in If-None-Match is still current.' })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'Not a UUID, or a size other than display or thumbnail.',
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async image(
    @Param('id', ImageIdPipe) id: string,
    @Param('size', ImageSizePipe) size: ImageSize,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const file = await this.images.file(id, size);
    void reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', file.etag);
    if (ifNoneMatch === file.etag) {
      await reply.status(304).send();
      return;
    }
    await reply.type(file.contentType).send(file.body);
  }
}
