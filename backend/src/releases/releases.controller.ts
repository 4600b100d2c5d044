import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/access.decorator.js';
import { PublicCached } from '../caching/public-cached.js';
import { ReleaseDto } from './dto/release.dto.js';
import { ReleasesService } from './releases.service.js';
import { RELEASES_CHANGED } from './release.entity.js';
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
      'Cached until a release changes; answers carry an ETag and `Cache-Control: public, no-cache`, and `If-None-Match` gets 304.',
  })
  @ApiOkResponse({ type: [ReleaseDto] })
  @PublicCached({ channels: [RELEASES_CHANGED] })
  list(): Promise<ReleaseDto[]> {
    return this.releases.upcoming();
  }
}
