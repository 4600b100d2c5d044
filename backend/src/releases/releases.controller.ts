import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../common/access.decorator.js';
import { ApiNotModified, sendCachedAnswer } from '../common/public-answer-reply.js';
import { ReleaseDto } from './dto/release.dto.js';
import { ReleasesService } from './releases.service.js';
import { ApiUnreadableRequestResponse } from '../common/error-response.dto.js';

@ApiTags('releases')
@Controller('releases')
export class ReleasesController {
  constructor(private readonly releases: ReleasesService) {}

  @Get()
  @ApiUnreadableRequestResponse()
  @Public()
  @ApiOperation({
    summary: 'Releases from today on (UK time), soonest first',
    description:
      'Cached until a release changes; answers carry a strong ETag and `Cache-Control: public, no-cache`, and `If-None-Match` gets 304.',
  })
  @ApiOkResponse({ type: [ReleaseDto] })
  @ApiNotModified()
  async list(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await sendCachedAnswer(request, reply, await this.releases.publicAnswer());
  }
}
