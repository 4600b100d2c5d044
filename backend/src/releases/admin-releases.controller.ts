import { Body, Controller, Param, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  AdminCreateRoute,
  AdminDeleteRoute,
  AdminListRoute,
  AdminReadRoute,
  AdminUpdateRoute,
} from '../common/admin-resource.decorators.js';
import { IdParamPipe } from '../common/id-param.pipe.js';
import { ListQueryDto } from '../common/list-query.dto.js';
import { answerList } from '../common/simple-rest.js';
import { CreateReleaseDto, ReleaseDto, UpdateReleaseDto } from './dto/release.dto.js';
import { RELEASE_SORT_FIELDS, ReleasesService } from './releases.service.js';

/** Releases as a react-admin simple-rest resource: every release, past ones too (spec 2 §7). */
@ApiTags('admin releases')
@Controller('admin/releases')
export class AdminReleasesController {
  constructor(private readonly releases: ReleasesService) {}

  @AdminListRoute(
    ReleaseDto,
    'releases',
    'Soonest release date first by default. filter keys: q (pack name or description), id (list for getMany), releaseType, upcoming (true: from today on; false: before).',
  )
  list(@Query() query: ListQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<ReleaseDto[]> {
    return answerList(reply, 'releases', query, RELEASE_SORT_FIELDS, (parsed) => this.releases.list(parsed));
  }

  @AdminReadRoute(ReleaseDto, 'One release')
  get(@Param('id', IdParamPipe) id: number): Promise<ReleaseDto> {
    return this.releases.get(id);
  }

  @AdminCreateRoute(ReleaseDto, {
    summary: 'Add a release (pack name and release date required; type BOOSTER_SET by default)',
  })
  create(@Body() dto: CreateReleaseDto): Promise<ReleaseDto> {
    return this.releases.create(dto);
  }

  @AdminUpdateRoute(ReleaseDto, 'Change a release: the record as served, edited (only the keys sent change)')
  update(@Param('id', IdParamPipe) id: number, @Body() dto: UpdateReleaseDto): Promise<ReleaseDto> {
    return this.releases.update(id, dto);
  }

  @AdminDeleteRoute(ReleaseDto, 'Delete a release; answers the deleted release')
  remove(@Param('id', IdParamPipe) id: number): Promise<ReleaseDto> {
    return this.releases.remove(id);
  }
}
