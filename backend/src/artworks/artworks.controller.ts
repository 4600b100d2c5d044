import { ENQUIRY_SENT } from '@club/rules';
import { Body, Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../common/access.decorator.js';
import { IdParamPipe } from '../common/id-param.pipe.js';
import { ApiNotModified, sendCachedAnswer } from '../common/public-answer-reply.js';
import { CreateEnquiryDto, EnquirySentDto } from '../enquiries/dto/enquiry.dto.js';
import { EnquiryRoute } from '../enquiries/enquiry-route.decorator.js';
import { ArtworksService } from './artworks.service.js';
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
      'Cached until a piece or an artist changes; answers carry a strong ETag and `Cache-Control: public, no-cache`, and `If-None-Match` gets 304.',
  })
  @ApiOkResponse({ type: [PublicArtworkDto] })
  @ApiNotModified()
  async list(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await sendCachedAnswer(request, reply, await this.artworks.publicAnswer());
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
