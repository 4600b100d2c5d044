import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Injectable,
  Param,
  type PipeTransform,
  Post,
  Put,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOnly, Public } from '../common/access.decorator.js';
import { ApiUnreadableRequestResponse, ErrorResponseDto } from '../common/error-response.dto.js';
import { IdParamPipe } from '../common/id-param.pipe.js';
import { PublicCached } from '../caching/public-cached.js';
import { ContentService } from './content.service.js';
import { CONTENT_CHANGED } from './content-section.entity.js';
import { ContentSectionName } from './domain/sections.js';
import {
  ContentItemDto,
  ContentSectionDto,
  CreateContentItemDto,
  SECTION_MESSAGE,
  UpdateContentItemDto,
} from './dto/content.dto.js';

@Injectable()
class SectionNamePipe implements PipeTransform<string, ContentSectionName> {
  transform(value: string): ContentSectionName {
    if (!Object.values(ContentSectionName).includes(value as ContentSectionName))
      throw new BadRequestException(SECTION_MESSAGE);
    return value as ContentSectionName;
  }
}

@ApiTags('content')
@Controller('content-sections')
export class ContentSectionsController {
  constructor(private readonly content: ContentService) {}

  @Get()
  @ApiUnreadableRequestResponse()
  @Public()
  @ApiOperation({
    summary: 'Every page section with its items in order',
    description:
      'Cached until content changes; ETag, `Cache-Control: public, no-cache`, 304 on `If-None-Match`.',
  })
  @ApiOkResponse({ type: [ContentSectionDto] })
  @PublicCached({ channels: [CONTENT_CHANGED] })
  list(): Promise<ContentSectionDto[]> {
    return this.content.sections();
  }

  @Get(':name')
  @Public()
  @ApiOperation({ summary: 'One page section with its items in order (its id is used when adding items)' })
  @ApiParam({ name: 'name', enum: ContentSectionName, enumName: 'ContentSectionName' })
  @ApiOkResponse({ type: ContentSectionDto })
  @PublicCached({ channels: [CONTENT_CHANGED] })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  get(@Param('name', SectionNamePipe) name: ContentSectionName): Promise<ContentSectionDto> {
    return this.content.section(name);
  }
}

/** The spec's item calls; the same as the admin resource's writes. */
@ApiTags('content')
@Controller('content-items')
export class ContentItemsController {
  constructor(private readonly content: ContentService) {}

  @Post()
  @AdminOnly()
  @ApiOperation({
    summary: "Add an item to a section (by sectionId or section name); last unless 'order' is given",
  })
  @ApiCreatedResponse({ type: ContentItemDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  create(@Body() dto: CreateContentItemDto): Promise<ContentItemDto> {
    return this.content.create(dto);
  }

  @Put(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Change an item (only the keys sent change)' })
  @ApiOkResponse({ type: ContentItemDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  update(@Param('id', IdParamPipe) id: number, @Body() dto: UpdateContentItemDto): Promise<ContentItemDto> {
    return this.content.update(id, dto);
  }

  @Delete(':id')
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({ summary: 'Delete an item; answers the deleted item' })
  @ApiOkResponse({ type: ContentItemDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  remove(@Param('id', IdParamPipe) id: number): Promise<ContentItemDto> {
    return this.content.remove(id);
  }
}
