import { COMMENT_REQUIRED } from '@club/rules';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { IfPresent, TextField } from '../../common/validation.js';
import { ForumAuthorDto } from './forum-author.dto.js';
import { MAX_ID } from '../../common/id-param.pipe.js';

export const MAX_COMMENT_LENGTH = 1000;

const COMMENT_FIELD = {
  maxLength: MAX_COMMENT_LENGTH,
  requiredMessage: COMMENT_REQUIRED,
  multiLine: true,
} as const;

export class CreateForumCommentDto {
  @TextField('Comment', { ...COMMENT_FIELD, example: 'Great list! I would add a second **Iono**.' })
  content: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_ID, example: 12 })
  @IsInt({ message: 'postId must be the id of a post.' })
  @Min(1, { message: 'postId must be the id of a post.' })
  @Max(MAX_ID, { message: 'postId must be the id of a post.' })
  postId: number;

  @ApiPropertyOptional({
    type: 'integer',
    description: "The caller's own id, if sent at all: identity comes from the token",
  })
  @IfPresent()
  @IsInt({ message: 'authorId must be your own user id.' })
  authorId?: number;
}

export class UpdateForumCommentDto {
  @TextField('Comment', COMMENT_FIELD)
  content: string;
}

export class ForumCommentDto {
  @ApiProperty({ example: 40 }) id: number;
  @ApiProperty() content: string;
  @ApiProperty({ example: 12 }) postId: number;
  @ApiProperty({ example: 7 }) authorId: number;
  @ApiProperty({ type: ForumAuthorDto }) author: ForumAuthorDto;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) editedAt: string | null;
}
