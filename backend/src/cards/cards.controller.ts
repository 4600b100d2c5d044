import { Controller, Get, Headers, Param, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MembersOnly, Public } from '../common/access.decorator.js';
import { PublicCached } from '../caching/public-cached.js';
import { CATALOGUE_CHANGED } from './cards.tokens.js';
import { ApiUnreadableRequestResponse, ErrorResponseDto } from '../common/error-response.dto.js';
import { CardCatalogueService } from './card-catalogue.service.js';
import { CardImageService, ImageFillsSpentException } from './card-image.service.js';
import { CardIdPipe, ImageSizePipe } from './card-params.js';
import type { ImageSize } from './card-image.service.js';
import { CardDto, CardHealthDto, CardSearchResultDto } from './dto/card.dto.js';
import { CardSearchQueryDto } from './dto/card-search-query.dto.js';

@ApiTags('cards')
@Controller('pokemon')
export class CardsController {
  constructor(
    private readonly catalogue: CardCatalogueService,
    private readonly images: CardImageService,
  ) {}

  @Get('health')
  @ApiUnreadableRequestResponse()
  @Public()
  @ApiOperation({ summary: 'Card service status: how many sets and cards are imported' })
  @ApiOkResponse({ type: CardHealthDto })
  health(): Promise<CardHealthDto> {
    return this.catalogue.health();
  }

  @Get('cards/search')
  @MembersOnly()
  @ApiOperation({
    summary: 'Search cards by name or game text, with filters; newest sets first',
    description:
      'Name matches come first (exact, then prefix, then contains, then near-misses), then game-text matches.',
  })
  @ApiOkResponse({ type: CardSearchResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  // Sent by every import and format change (legality), from any server.
  @PublicCached({ channels: [CATALOGUE_CHANGED], audience: 'members' })
  search(@Query() query: CardSearchQueryDto): Promise<CardSearchResultDto> {
    return this.catalogue.search(query);
  }

  @Get('cards/:id')
  @MembersOnly()
  @ApiOperation({ summary: 'One card' })
  @ApiOkResponse({ type: CardDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  card(@Param('id', CardIdPipe) id: string): Promise<CardDto> {
    return this.catalogue.get(id);
  }

  @Get('images/:id/:size')
  @Public()
  @ApiOperation({
    summary: 'A card image (small or large), cached; a PNG placeholder when the image cannot be had',
    description:
      'Fetched from the image host (CARD_IMAGE_BASE_URL) on first request; each address may cause ' +
      'CARD_IMAGE_FILLS_PER_ADDRESS such fetches per window.',
  })
  @ApiParam({ name: 'id', type: String, example: 'sv6-1' })
  @ApiParam({ name: 'size', enum: ['small', 'large'] })
  @ApiProduces('image/png', 'image/jpeg', 'image/webp')
  @ApiOkResponse({
    description:
      'The image (PNG, JPEG or WebP), or a PNG placeholder ("Image unavailable") when there is none',
  })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Bad id or size other than small or large.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiTooManyRequestsResponse({
    type: ErrorResponseDto,
    description:
      'This address caused too many fetches of images not yet cached; cached images are still served.',
    headers: {
      'Retry-After': { description: 'Seconds until it may again.', schema: { type: 'integer' } },
    },
  })
  async image(
    @Param('id', CardIdPipe) id: string,
    @Param('size', ImageSizePipe) size: ImageSize,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const image = await this.images.image(id, size, request.ip).catch((error: unknown) => {
      if (error instanceof ImageFillsSpentException)
        void reply.header('retry-after', String(error.secondsLeft));
      throw error;
    });
    void reply.header(
      'cache-control',
      image.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    );
    if (image.etag) {
      void reply.header('etag', image.etag);
      if (ifNoneMatch === image.etag) {
        await reply.status(304).send();
        return;
      }
    }
    await reply.type(image.contentType).send(image.body);
  }
}
