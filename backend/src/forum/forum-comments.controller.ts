import { Body, Controller, Delete, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { MembersOnly } from '../common/access.decorator.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { IdParamPipe } from '../common/id-param.pipe.js';
import { Throttled } from '../throttling/throttled.decorator.js';
import { CurrentUser } from '../users/current-user.decorator.js';
import type { User } from '../users/user.entity.js';
import { CreateForumCommentDto, ForumCommentDto, UpdateForumCommentDto } from './dto/forum-comment.dto.js';
import { ForumCommentsService } from './forum-comments.service.js';
import { FORUM_THROTTLED } from './forum-throttling.js';

@ApiTags('forum')
@ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such comment (or post).' })
@Controller('forum/comments')
export class ForumCommentsController {
  constructor(private readonly comments: ForumCommentsService) {}

  @Post()
  @MembersOnly()
  @Throttled('forum-comment', { message: FORUM_THROTTLED })
  @ApiOperation({ summary: 'Comment on a post as the signed-in member' })
  @ApiCreatedResponse({ type: ForumCommentDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  create(@CurrentUser() caller: User, @Body() dto: CreateForumCommentDto): Promise<ForumCommentDto> {
    return this.comments.create(caller, dto);
  }

  @Put(':id')
  @MembersOnly()
  @ApiOperation({ summary: 'Edit a comment: its author, or an admin' })
  @ApiOkResponse({ type: ForumCommentDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  update(
    @CurrentUser() caller: User,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: UpdateForumCommentDto,
  ): Promise<ForumCommentDto> {
    return this.comments.update(caller, id, dto.content);
  }

  @Delete(':id')
  @HttpCode(204)
  @MembersOnly()
  @ApiOperation({ summary: 'Delete a comment: its author, or an admin' })
  @ApiNoContentResponse({ description: 'Deleted.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  remove(@CurrentUser() caller: User, @Param('id', IdParamPipe) id: number): Promise<void> {
    return this.comments.remove(caller, id);
  }
}
