import { FILL_IN_ALL_FIELDS } from '@club/rules';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_ID } from '../../common/id-param.pipe.js';
import { IfGiven, IfPresent, QueryWholeNumber, TextField } from '../../common/validation.js';
import { ForumAuthorDto } from './forum-author.dto.js';
import { ForumCommentDto } from './forum-comment.dto.js';

export const MAX_POST_CONTENT_LENGTH = 5000;
export const MAX_POST_TITLE_LENGTH = 200;
/** Spec 2 §9: the forum's page size. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;

const TITLE_FIELD = { maxLength: MAX_POST_TITLE_LENGTH, requiredMessage: FILL_IN_ALL_FIELDS } as const;
const CONTENT_FIELD = {
  maxLength: MAX_POST_CONTENT_LENGTH,
  requiredMessage: FILL_IN_ALL_FIELDS,
  multiLine: true,
  description: 'Plain text with **bold**, *italic* and __underline__ markup; line breaks kept',
} as const;
const CATEGORY_ID_MESSAGE = 'categoryId must be the id of a category.';

export class ForumPostListQueryDto {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_ID,
    description: 'Only posts of this category',
  })
  @IfGiven()
  @QueryWholeNumber()
  @IsInt({ message: CATEGORY_ID_MESSAGE })
  @Min(1, { message: CATEGORY_ID_MESSAGE })
  @Max(MAX_ID, { message: CATEGORY_ID_MESSAGE })
  categoryId?: number;

  @ApiPropertyOptional({
    maxLength: 100,
    description:
      'Words in the title or content (English stemming, every word needed, the last one may be a prefix); ' +
      'best matches first',
  })
  @IfGiven()
  @IsString({ message: 'search must be text.' })
  @MaxLength(100, { message: 'search must be at most 100 characters long.' })
  search?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100_000, default: 1 })
  @IfGiven()
  @QueryWholeNumber()
  @IsInt({ message: 'page must be a whole number from 1 to 100000.' })
  @Min(1, { message: 'page must be a whole number from 1 to 100000.' })
  @Max(100_000, { message: 'page must be a whole number from 1 to 100000.' })
  page?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })
  @IfGiven()
  @QueryWholeNumber()
  @IsInt({ message: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.` })
  @Min(1, { message: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.` })
  @Max(MAX_PAGE_SIZE, { message: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.` })
  limit?: number;
}

export class CreateForumPostDto {
  @TextField('Title', { ...TITLE_FIELD, example: 'Best Charizard ex list for league night?' })
  title: string;

  @TextField('Content', { ...CONTENT_FIELD, example: 'Looking for **advice** on *Charizard ex*.' })
  content: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_ID, example: 2 })
  @IsInt({ message: CATEGORY_ID_MESSAGE })
  @Min(1, { message: CATEGORY_ID_MESSAGE })
  @Max(MAX_ID, { message: CATEGORY_ID_MESSAGE })
  categoryId: number;

  @ApiPropertyOptional({
    type: 'integer',
    description: "The caller's own id, if sent at all: identity comes from the token",
  })
  @IfPresent()
  @IsInt({ message: 'authorId must be your own user id.' })
  authorId?: number;
}

/** What an author (or an admin) may change; what is left out stays as it is. */
export class UpdateForumPostDto {
  @TextField('Title', { ...TITLE_FIELD, optional: true })
  title?: string;

  @TextField('Content', { ...CONTENT_FIELD, optional: true })
  content?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_ID, example: 2 })
  @IfPresent()
  @IsInt({ message: CATEGORY_ID_MESSAGE })
  @Min(1, { message: CATEGORY_ID_MESSAGE })
  @Max(MAX_ID, { message: CATEGORY_ID_MESSAGE })
  categoryId?: number;
}

export class PinForumPostDto {
  @ApiProperty({ description: 'true pins the post at the top of the list, false unpins it' })
  @IsBoolean({ message: 'isPinned must be true or false.' })
  isPinned: boolean;
}

export class LikeForumPostDto {
  @ApiPropertyOptional({
    type: 'integer',
    description: "The caller's own id, if sent at all: identity comes from the token",
  })
  @IfPresent()
  @IsInt({ message: 'userId must be your own user id.' })
  userId?: number;
}

export class ForumCategoryRefDto {
  @ApiProperty({ example: 2 }) id: number;
  @ApiProperty({ example: 'Deck Building' }) name: string;
  @ApiProperty({ example: '#3B82F6' }) color: string;
  @ApiProperty({ type: String, nullable: true }) icon: string | null;
}

export class ForumCountsDto {
  @ApiProperty({ example: 4 }) comments: number;
}

export class ForumPostDto {
  @ApiProperty({ example: 12 }) id: number;
  @ApiProperty() title: string;
  @ApiProperty({ description: 'Plain text with **bold**, *italic* and __underline__ markup' })
  content: string;
  @ApiProperty({ example: 2 }) categoryId: number;
  @ApiProperty({ type: ForumCategoryRefDto }) category: ForumCategoryRefDto;
  @ApiProperty({ example: 7 }) authorId: number;
  @ApiProperty({ type: ForumAuthorDto }) author: ForumAuthorDto;
  @ApiProperty() isPinned: boolean;
  @ApiProperty({ description: 'Members who like the post', example: 3 }) likes: number;
  @ApiProperty({ description: 'Whether the caller likes it' }) likedByMe: boolean;
  @ApiProperty({ description: 'Members who opened it, counted once per member per day', example: 40 })
  views: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) editedAt: string | null;
  @ApiProperty({ type: ForumCountsDto, description: 'Number of comments (spec 2 §3: _count.comments)' })
  _count: ForumCountsDto;
}

export class ForumPostDetailDto extends ForumPostDto {
  @ApiProperty({ type: [ForumCommentDto], description: 'Oldest first' }) comments: ForumCommentDto[];
}

export class ForumPostPageDto {
  @ApiProperty({ type: [ForumPostDto] }) posts: ForumPostDto[];
  @ApiProperty({ example: 1 }) page: number;
  @ApiProperty({ example: DEFAULT_PAGE_SIZE }) limit: number;
  @ApiProperty({ description: 'Number of pages (0 when nothing matches)', example: 3 }) pages: number;
  @ApiProperty({ description: 'Posts matching, on all pages', example: 47 }) total: number;
}

export class ForumLikeDto {
  @ApiProperty({ description: 'Whether the caller likes the post now' }) liked: boolean;
  @ApiProperty({ description: 'Members who like the post now', example: 4 }) likes: number;
}
