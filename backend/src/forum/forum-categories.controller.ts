import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOnly, MembersOnly } from '../common/access.decorator.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { IdParamPipe } from '../common/id-param.pipe.js';
import { ForumCategoryBodyDto, ForumCategoryDto } from './dto/forum-category.dto.js';
import { ForumCategoriesService } from './forum-categories.service.js';

@ApiTags('forum')
@Controller('forum/categories')
export class ForumCategoriesController {
  constructor(private readonly categories: ForumCategoriesService) {}

  @Get()
  @MembersOnly()
  @ApiOperation({ summary: 'Every forum category, alphabetically, with its number of posts' })
  @ApiOkResponse({ type: [ForumCategoryDto] })
  list(): Promise<ForumCategoryDto[]> {
    return this.categories.list();
  }

  @Post()
  @AdminOnly()
  @ApiOperation({ summary: 'Create a category (colour #3B82F6 unless given)' })
  @ApiCreatedResponse({ type: ForumCategoryDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'A category has that name.' })
  create(@Body() dto: ForumCategoryBodyDto): Promise<ForumCategoryDto> {
    return this.categories.create(dto);
  }

  @Put(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Change a category; fields left out stay as they are (the name is required)' })
  @ApiOkResponse({ type: ForumCategoryDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Another category has that name.' })
  update(@Param('id', IdParamPipe) id: number, @Body() dto: ForumCategoryBodyDto): Promise<ForumCategoryDto> {
    return this.categories.update(id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @AdminOnly()
  @ApiOperation({ summary: 'Delete a category with all its posts and their comments, in one transaction' })
  @ApiNoContentResponse({ description: 'Deleted, with its posts.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  remove(@Param('id', IdParamPipe) id: number): Promise<void> {
    return this.categories.remove(id);
  }
}
