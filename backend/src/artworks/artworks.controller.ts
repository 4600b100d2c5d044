import { ENQUIRY_SENT } from '@club/rules';
import { Body, Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/access.decorator.js';
import { IdParamPipe } from '../common/id-param.pipe.js';
import { PublicCached } from '../caching/public-cached.js';
import { CreateEnquiryDto, EnquirySentDto } from '../seller-enquiries/dto/enquiry.dto.js';
import { EnquiryRoute } from '../seller-enquiries/enquiry-route.decorator.js';
import { ArtworksService } from './artworks.service.js';
import { ARTWORKS_CHANGED } from './artwork.entity.js';
import { PublicArtworkDto } from './dto/artwork.dto.js';
import { ApiUnreadableRequestResponse } from '../common/error-response.dto.js';

@ApiTags('artworks')
@Controller('artworks')
export class ArtworksController {
  constructor(private readonly artworks: ArtworksService) {}

  @Get()
  @ApiUnreadableRequestResponse()
  @Public()
  @ApiOperation({
    summary: 'Artwork for sale, newest first, with the artist and the (watermarked) pictures',
    description:
      'Cached until a piece or an artist changes; answers carry an ETag and `Cache-Control: public, no-cache`, and `If-None-Match` gets 304.',
  })
  @ApiOkResponse({ type: [PublicArtworkDto] })
  // Artists' names and addresses come from their accounts.
  @PublicCached({ channels: [ARTWORKS_CHANGED, 'user_changed'] })
  list(): Promise<PublicArtworkDto[]> {
    return this.artworks.publicList();
  }

  @EnquiryRoute(
    ':id/enquiries',
    'Enquire about a piece: your message, mailed to the artist (no account needed)',
  )
  async enquire(
    @Param('id', IdParamPipe) id: number,
    @Body() dto: CreateEnquiryDto,
  ): Promise<EnquirySentDto> {
    await this.artworks.enquire(id, dto);
    return { message: ENQUIRY_SENT };
  }
}
