import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
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
import { Throttled } from '../throttling/throttled.decorator.js';
import { CurrentUser } from '../users/current-user.decorator.js';
import type { User } from '../users/user.entity.js';
import {
  CreateForumPostDto,
  ForumLikeDto,
  ForumPostDetailDto,
  ForumPostDto,
  ForumPostListQueryDto,
  ForumPostPageDto,
  LikeForumPostDto,
  PinForumPostDto,
  UpdateForumPostDto,
} from './dto/forum-post.dto.js';
import { FORUM_THROTTLED } from './forum-throttling.js';
import { ForumPostsService } from './forum-posts.service.js';

@ApiTags('forum')
@ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such post (or category).' })
@Controller('forum/posts')
export class ForumPostsController {
  constructor(private readonly posts: ForumPostsService) {}

  @Get()
  @MembersOnly()
  @ApiOperation({
    summary: 'A page of posts: pinned first, then newest; with search, best matches first',
    description: 'Each post with its category, author profile, likes, views and _count.comments.',
  })
  @ApiOkResponse({ type: ForumPostPageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  list(@CurrentUser() caller: User, @Query() query: ForumPostListQueryDto): Promise<ForumPostPageDto> {
    return this.posts.list(caller, query);
  }

  @Get(':id')
  @MembersOnly()
  @ApiOperation({ summary: 'A post with its comments, oldest first; counts a view once per member per day' })
  @ApiOkResponse({ type: ForumPostDetailDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  get(@CurrentUser() caller: User, @Param('id', IdParamPipe) id: number): Promise<ForumPostDetailDto> {
    return this.posts.detail(caller, id);
  }

  @Post()
  @MembersOnly()
  @Throttled('forum-post', { message: FORUM_THROTTLED })
  @ApiOperation({ summary: 'Start a post as the signed-in member' })
  @ApiCreatedResponse({ type: ForumPostDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  create(@CurrentUser() caller: User, @Body() dto: CreateForumPostDto): Promise<ForumPostDto> {
    return this.posts.create(caller, dto);
  }

  @Put(':id')
  @MembersOnly()
  @ApiOperation({ summary: 'Edit a post: its author, or an admin' })
  @ApiOkResponse({ type: ForumPostDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  update(
    @CurrentUser() caller: User,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: UpdateForumPostDto,
  ): Promise<ForumPostDto> {
    return this.posts.update(caller, id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @MembersOnly()
  @ApiOperation({ summary: 'Delete a post with its comments: its author, or an admin' })
  @ApiNoContentResponse({ description: 'Deleted.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  remove(@CurrentUser() caller: User, @Param('id', IdParamPipe) id: number): Promise<void> {
    return this.posts.remove(caller, id);
  }

  @Post(':id/like')
  @HttpCode(200)
  @MembersOnly()
  @ApiOperation({ summary: "Like the post, or take the caller's like back (one like per member)" })
  @ApiOkResponse({ type: ForumLikeDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  like(
    @CurrentUser() caller: User,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: LikeForumPostDto,
  ): Promise<ForumLikeDto> {
    return this.posts.toggleLike(caller, id, dto.userId);
  }

  @Put(':id/pin')
  @AdminOnly()
  @ApiOperation({ summary: 'Pin a post at the top of the list, or unpin it' })
  @ApiOkResponse({ type: ForumPostDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  pin(
    @CurrentUser() caller: User,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: PinForumPostDto,
  ): Promise<ForumPostDto> {
    return this.posts.pin(caller, id, dto.isPinned);
  }
}
