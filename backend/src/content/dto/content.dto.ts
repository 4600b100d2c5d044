import { FILL_IN_REQUIRED } from '@club/rules';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEnum, IsInt, Max, MaxLength, Min, ValidateBy, ValidateIf } from 'class-validator';
import { ReadOnlyField } from '../../common/served-record.js';
import { HttpUrlField, IfPresent, TextField } from '../../common/validation.js';
import type { ContentItem } from '../content-item.entity.js';
import type { ContentSection } from '../content-section.entity.js';
import { ContentSectionName } from '../domain/sections.js';

export const SECTION_MESSAGE = `Section must be one of ${Object.values(ContentSectionName).join(', ')}.`;
const DATE_MESSAGE = 'Date must be a day (2019-01-01) or an ISO date and time.';
const ORDER_MESSAGE = 'Order must be a whole number from 1 to 10000.';

/** A day between 1900 and 2100, as 'YYYY-MM-DD' or an ISO date-time (read as a UK day). */
function isDay(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}(?:$|T)/.test(value)) return false;
  const time = Date.parse(value);
  // Date.parse rolls '2019-02-30' over to 2 March; PostgreSQL refuses it.
  const day = value.slice(0, 10);
  return (
    Number.isFinite(time) &&
    time >= Date.UTC(1900, 0, 1) &&
    time < Date.UTC(2100, 0, 1) &&
    new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day
  );
}

const DayField = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: String,
      nullable: true,
      description:
        "A day: 'YYYY-MM-DD' (milestones: 1 January of their year), or an ISO date-time read in UK time",
      example: '2019-01-01',
    }),
    ValidateIf((_o: object, value: unknown) => value !== undefined && value !== null && value !== ''),
    MaxLength(40, { message: DATE_MESSAGE }),
    ValidateBy({ name: 'day', validator: { validate: isDay } }, { message: DATE_MESSAGE }),
  );

const ImageUrlField = () => HttpUrlField('Image URL');

const OrderField = () =>
  applyDecorators(
    ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 10_000, description: 'Default: last' }),
    IfPresent(),
    IsInt({ message: ORDER_MESSAGE }),
    Min(1, { message: ORDER_MESSAGE }),
    Max(10_000, { message: ORDER_MESSAGE }),
  );

export class ContentItemDto {
  @ApiProperty({ example: 5 })
  id: number;

  @ApiProperty({ example: 2 })
  sectionId: number;

  @ApiProperty({ enum: ContentSectionName, enumName: 'ContentSectionName' })
  section: ContentSectionName;

  @ApiProperty({
    description: 'meet_team: name; our_journey: title; session_times: day',
    example: 'Club founded',
  })
  title: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'meet_team: bio; our_journey: description; session_times: activity',
  })
  description: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'meet_team: avatar picture' })
  imageUrl: string | null;

  @ApiProperty({ type: String, nullable: true, description: "A day 'YYYY-MM-DD'", example: '2019-01-01' })
  date: string | null;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: "The date's year (our_journey)",
    example: 2019,
  })
  year: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'session_times: time', example: '18:00–21:00' })
  time: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'session_times: who it is for' })
  participants: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "meet_team: the member's role",
    example: 'Co-Founder',
  })
  role: string | null;

  @ApiProperty({ description: 'Position in its section, from 1', example: 1 })
  order: number;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: string;
}

export class ContentSectionDto {
  @ApiProperty({ example: 2 })
  id: number;

  @ApiProperty({ enum: ContentSectionName, enumName: 'ContentSectionName' })
  name: ContentSectionName;

  @ApiProperty({ type: [ContentItemDto], description: 'In order' })
  items: ContentItemDto[];
}

export function toContentItemDto(item: ContentItem, section: ContentSection): ContentItemDto {
  return {
    id: item.id,
    sectionId: section.id,
    section: section.name,
    title: item.title,
    description: item.description,
    imageUrl: item.imageUrl,
    date: item.date,
    year: item.date ? Number(item.date.slice(0, 4)) : null,
    time: item.time,
    participants: item.participants,
    role: item.role,
    order: item.order,
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
  };
}

/** The fields every write shares, in the record's shape. */
class ContentItemFields {
  @TextField('Description', { maxLength: 2000, clearable: true, multiLine: true })
  description?: string | null;

  @ImageUrlField()
  imageUrl?: string | null;

  @DayField()
  date?: string | null;

  @TextField('Time', { maxLength: 50, clearable: true })
  time?: string | null;

  @TextField('Participants', { maxLength: 200, clearable: true })
  participants?: string | null;

  @TextField('Role', { maxLength: 100, clearable: true })
  role?: string | null;

  @OrderField()
  order?: number;

  @ReadOnlyField({ type: 'integer' })
  id?: undefined;

  @ReadOnlyField({ type: 'integer', nullable: true })
  year?: undefined;

  @ReadOnlyField({ type: 'string', format: 'date-time' })
  createdAt?: undefined;

  @ReadOnlyField({ type: 'string', format: 'date-time' })
  updatedAt?: undefined;
}

/** A new item: its section by id (as the spec's pages send it) or by name, and at least a title. */
export class CreateContentItemDto extends ContentItemFields {
  @ApiPropertyOptional({ description: 'The section, by id (or give `section`)', example: 2 })
  @IfPresent()
  @IsInt({ message: 'sectionId must be a section id.' })
  @Min(1, { message: 'sectionId must be a section id.' })
  @Max(2_147_483_647, { message: 'sectionId must be a section id.' })
  sectionId?: number;

  @ApiPropertyOptional({
    enum: ContentSectionName,
    enumName: 'ContentSectionName',
    description: 'Or by name',
  })
  @IfPresent()
  @IsEnum(ContentSectionName, { message: SECTION_MESSAGE })
  section?: ContentSectionName;

  @TextField('Title', { maxLength: 200, requiredMessage: FILL_IN_REQUIRED })
  title: string;
}

/** A change to an item: the record as served (or part of it); it stays in its section. */
export class UpdateContentItemDto extends ContentItemFields {
  @ReadOnlyField({ type: 'integer' })
  sectionId?: undefined;

  @ApiPropertyOptional({
    enum: ContentSectionName,
    enumName: 'ContentSectionName',
    readOnly: true,
    description: 'As served; accepted and ignored.',
  })
  @IfPresent()
  @IsEnum(ContentSectionName, { message: SECTION_MESSAGE })
  section?: ContentSectionName;

  @TextField('Title', { maxLength: 200, optional: true, requiredMessage: FILL_IN_REQUIRED })
  title?: string;
}
