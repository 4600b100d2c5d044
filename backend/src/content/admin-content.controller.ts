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
import { CONTENT_SORT_FIELDS, ContentService } from './content.service.js';
import { ContentItemDto, CreateContentItemDto, UpdateContentItemDto } from './dto/content.dto.js';

/**
 * Content items as a react-admin simple-rest resource. Team members, milestones and session times are its
 * lists filtered by section (`filter={"section":"meet_team"}`), created with `section` set.
 */
@ApiTags('admin content')
@Controller('admin/content-items')
export class AdminContentController {
  constructor(private readonly content: ContentService) {}

  @AdminListRoute(
    ContentItemDto,
    'content items',
    'In order by default. filter keys: section, q (title or description), id (list for getMany).',
  )
  list(
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ContentItemDto[]> {
    return answerList(reply, 'content-items', query, CONTENT_SORT_FIELDS, (parsed) =>
      this.content.list(parsed),
    );
  }

  @AdminReadRoute(ContentItemDto, 'One content item')
  get(@Param('id', IdParamPipe) id: number): Promise<ContentItemDto> {
    return this.content.get(id);
  }

  @AdminCreateRoute(ContentItemDto, 'Add a content item (as POST /api/content-items)')
  create(@Body() dto: CreateContentItemDto): Promise<ContentItemDto> {
    return this.content.create(dto);
  }

  @AdminUpdateRoute(ContentItemDto, 'Change a content item: the record as served, edited')
  update(@Param('id', IdParamPipe) id: number, @Body() dto: UpdateContentItemDto): Promise<ContentItemDto> {
    return this.content.update(id, dto);
  }

  @AdminDeleteRoute(ContentItemDto, 'Delete a content item; answers it')
  remove(@Param('id', IdParamPipe) id: number): Promise<ContentItemDto> {
    return this.content.remove(id);
  }
}
