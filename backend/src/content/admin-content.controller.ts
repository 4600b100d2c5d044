import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly } from '../common/access.decorator.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { IdParamPipe } from '../common/id-param.pipe.js';
import { ListQueryDto } from '../common/list-query.dto.js';
import { parseListQuery, setContentRange } from '../common/simple-rest.js';
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

  @Get()
  @AdminOnly()
  @ApiOperation({
    summary: 'List content items (react-admin simple-rest: range, sort, filter; Content-Range header)',
    description:
      'In order by default. filter keys: section, q (title or description), id (list for getMany).',
  })
  @ApiOkResponse({ type: [ContentItemDto] })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async list(
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ContentItemDto[]> {
    const parsed = parseListQuery(query, CONTENT_SORT_FIELDS);
    const { items, total } = await this.content.list(parsed);
    setContentRange(reply, 'content-items', parsed.range, items.length, total);
    return items;
  }

  @Get(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'One content item' })
  @ApiOkResponse({ type: ContentItemDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  get(@Param('id', IdParamPipe) id: number): Promise<ContentItemDto> {
    return this.content.get(id);
  }

  @Post()
  @AdminOnly()
  @ApiOperation({ summary: 'Add a content item (as POST /api/content-items)' })
  @ApiCreatedResponse({ type: ContentItemDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  create(@Body() dto: CreateContentItemDto): Promise<ContentItemDto> {
    return this.content.create(dto);
  }

  @Put(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Change a content item: the record as served, edited' })
  @ApiOkResponse({ type: ContentItemDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  update(@Param('id', IdParamPipe) id: number, @Body() dto: UpdateContentItemDto): Promise<ContentItemDto> {
    return this.content.update(id, dto);
  }

  @Delete(':id')
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({ summary: 'Delete a content item; answers it' })
  @ApiOkResponse({ type: ContentItemDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  remove(@Param('id', IdParamPipe) id: number): Promise<ContentItemDto> {
    return this.content.remove(id);
  }
}
