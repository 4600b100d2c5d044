import { CATEGORY_NAME_REQUIRED } from '@club/rules';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Matches } from 'class-validator';
import { IfPresent, TextField } from '../../common/validation.js';
import { DEFAULT_CATEGORY_COLOR } from '../forum-category.entity.js';

const COLOR_MESSAGE = `Colour must be a hex colour such as ${DEFAULT_CATEGORY_COLOR}.`;

/** A category as an admin creates or updates it (the update body is the create body, spec 2 §7). */
export class ForumCategoryBodyDto {
  @TextField('Category name', {
    maxLength: 60,
    requiredMessage: CATEGORY_NAME_REQUIRED,
    example: 'Deck Building',
  })
  name: string;

  @TextField('Description', { maxLength: 300, clearable: true, example: 'Lists, ideas and advice' })
  description?: string | null;

  @ApiPropertyOptional({
    pattern: '^#[0-9A-Fa-f]{6}$',
    default: DEFAULT_CATEGORY_COLOR,
    description: 'Left out: the default colour on create, unchanged on update',
  })
  @IfPresent()
  @IsString({ message: COLOR_MESSAGE })
  @Matches(/^#[0-9A-F]{6}$/i, { message: COLOR_MESSAGE })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toUpperCase() : value,
  )
  color?: string;

  @TextField('Icon', {
    maxLength: 16,
    clearable: true,
    description: 'A short symbol such as an emoji',
    example: '🃏',
  })
  icon?: string | null;
}

export class ForumCategoryDto {
  @ApiProperty({ example: 3 }) id: number;
  @ApiProperty({ example: 'Deck Building' }) name: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ example: DEFAULT_CATEGORY_COLOR }) color: string;
  @ApiProperty({ type: String, nullable: true, example: '🃏' }) icon: string | null;
  @ApiProperty({ description: 'Posts in the category (deleting it deletes them)', example: 12 })
  postCount: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}
