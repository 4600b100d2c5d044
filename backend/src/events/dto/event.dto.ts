import { MAX_EVENT_TIME_LENGTH, TITLE_AND_DATE } from '@club/rules';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsArray,
  ArrayMaxSize,
  ArrayUnique,
  IsBoolean,
  IsEnum,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  Max,
  Min,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { Transform } from 'class-transformer';
import { ReadOnlyField, ReadOnlyRecord } from '../../common/served-record.js';
import { HttpUrlField, IfPresent, TextField } from '../../common/validation.js';
import { EventType } from '../domain/event-type.js';
import type { Event } from '../event.entity.js';
import { placesLeft } from '../domain/capacity.js';

const DATE_MESSAGE =
  'Date must be an ISO date and time between 2000 and 2100, e.g. 2026-07-04T18:30:00+01:00.';
const TYPE_MESSAGE = `Type must be one of ${Object.values(EventType).join(', ')}.`;
const MAX_ATTENDEES_MESSAGE = 'Max attendees must be a whole number from 1 to 10000, or empty for no limit.';
export const MAX_ATTENDEES_LIMIT = 10_000;

/** An instant within reach of the club's calendar (PostgreSQL and calendar apps take far more). */
function isReasonableDate(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const time = Date.parse(value);
  return Number.isFinite(time) && time >= Date.UTC(2000, 0, 1) && time < Date.UTC(2100, 0, 1);
}

/** The event's start, as an ISO date-time with a zone (the prototype sent `new Date(...).toISOString()`). */
function EventDateField(required: boolean) {
  return applyDecorators(
    (required ? ApiProperty : ApiPropertyOptional)({
      type: String,
      format: 'date-time',
      description: 'When the event starts (ISO 8601 with Z or an offset)',
      example: '2026-07-04T17:30:00.000Z',
    }),
    IsNotEmpty({ message: TITLE_AND_DATE }),
    ...(required ? [] : [IfPresent()]),
    IsISO8601({ strict: true, strictSeparator: true }, { message: DATE_MESSAGE }),
    ValidateBy(
      { name: 'reasonableDate', validator: { validate: isReasonableDate } },
      { message: DATE_MESSAGE },
    ),
  );
}

const MaxAttendeesField = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: 'integer',
      nullable: true,
      minimum: 1,
      maximum: MAX_ATTENDEES_LIMIT,
      description: 'People who may register (members and family members); null (or empty) for no limit',
    }),
    // The spec's form: 'empty means null' (spec 2 §5).
    Transform(({ value }: { value: unknown }) => (value === '' ? null : value)),
    ValidateIf((_o: object, value: unknown) => value !== undefined && value !== null),
    IsInt({ message: MAX_ATTENDEES_MESSAGE }),
    Min(1, { message: MAX_ATTENDEES_MESSAGE }),
    Max(MAX_ATTENDEES_LIMIT, { message: MAX_ATTENDEES_MESSAGE }),
  );

const ImageField = () => HttpUrlField('Image');

const TypeField = (required: boolean) =>
  applyDecorators(
    ApiPropertyOptional({
      enum: EventType,
      enumName: 'EventType',
      ...(required ? { default: EventType.TOURNAMENT } : {}),
    }),
    IfPresent(),
    IsEnum(EventType, { message: TYPE_MESSAGE }),
  );

const IsActiveField = (withDefault: boolean) =>
  applyDecorators(
    ApiPropertyOptional({ type: Boolean, ...(withDefault ? { default: true } : {}) }),
    IfPresent(),
    IsBoolean({ message: 'isActive must be true or false.' }),
  );

export class EventDto {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ example: 'Summer League Challenge' })
  title: string;

  @ApiProperty({ type: String, nullable: true })
  description: string | null;

  @ApiProperty({ type: String, format: 'date-time', description: 'When it starts' })
  date: string;

  @ApiProperty({ type: String, nullable: true, description: 'The time as written', example: '18:30–21:30' })
  time: string | null;

  @ApiProperty({ type: String, nullable: true, description: "Null: the club's venue" })
  location: string | null;

  @ApiProperty({ enum: EventType, enumName: 'EventType' })
  type: EventType;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Null: no limit' })
  maxAttendees: number | null;

  @ApiProperty()
  isActive: boolean;

  @ApiProperty({ type: String, nullable: true, format: 'uri' })
  image: string | null;

  @ApiProperty({ description: 'People registered (members and family members)', example: 7 })
  attendeeCount: number;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Places still free; null: no limit' })
  placesLeft: number | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: string;
}

export function toEventDto(event: Event, attendeeCount: number): EventDto {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    date: event.date.toISOString(),
    time: event.time,
    location: event.location,
    type: event.type,
    maxAttendees: event.maxAttendees,
    isActive: event.isActive,
    image: event.image,
    attendeeCount,
    placesLeft: placesLeft(event.maxAttendees, attendeeCount),
    createdAt: event.createdAt.toISOString(),
    updatedAt: event.updatedAt.toISOString(),
  };
}

/** One person registered for an event (spec 2 §3, Event.attendees): a member or one of their family. */
export class AttendeeDto {
  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'The member; null for a family member',
    example: 7,
  })
  userId: number | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'The family member; null for a member' })
  familyMemberId: number | null;
}

/**
 * An event as admins read it: the public record plus who is registered (`attendees`, first come first).
 * Visitors and members get counts only (`attendeeCount`, `placesLeft`): who goes where is the admin's to know.
 */
export class AdminEventDto extends EventDto {
  @ApiProperty({ type: [AttendeeDto], description: 'Everyone registered, first come first' })
  attendees: AttendeeDto[];
}

export function toAdminEventDto(event: Event, attendees: AttendeeDto[]): AdminEventDto {
  return { ...toEventDto(event, attendees.length), attendees };
}

/** The fields served that a write never changes (accepted back from react-admin and ignored). */
class ServedEventFields {
  @ReadOnlyRecord(() => AttendeeDto, { list: true })
  attendees?: undefined;

  @ReadOnlyField({ type: 'integer' })
  id?: undefined;

  @ReadOnlyField({ type: 'integer' })
  attendeeCount?: undefined;

  @ReadOnlyField({ type: 'integer', nullable: true })
  placesLeft?: undefined;

  @ReadOnlyField({ type: 'string', format: 'date-time' })
  createdAt?: undefined;

  @ReadOnlyField({ type: 'string', format: 'date-time' })
  updatedAt?: undefined;
}

/** A new event. Only title and date are required, as in the dashboard's event modal. */
export class CreateEventDto extends ServedEventFields {
  @TextField('Title', { maxLength: 200, requiredMessage: TITLE_AND_DATE })
  title: string;

  @TextField('Description', { maxLength: 5000, clearable: true, multiLine: true })
  description?: string | null;

  @EventDateField(true)
  date: string;

  @TextField('Time', { maxLength: MAX_EVENT_TIME_LENGTH, clearable: true, example: '18:30–21:30' })
  time?: string | null;

  @TextField('Location', { maxLength: 200, clearable: true })
  location?: string | null;

  @TypeField(true)
  type?: EventType;

  @MaxAttendeesField()
  maxAttendees?: number | null;

  @IsActiveField(true)
  isActive?: boolean;

  @ImageField()
  image?: string | null;
}

/** A change to an event: the record as served (or any part of it); only the keys sent change. */
export class UpdateEventDto extends ServedEventFields {
  @TextField('Title', { maxLength: 200, optional: true, requiredMessage: TITLE_AND_DATE })
  title?: string;

  @TextField('Description', { maxLength: 5000, clearable: true, multiLine: true })
  description?: string | null;

  @EventDateField(false)
  date?: string;

  @TextField('Time', { maxLength: MAX_EVENT_TIME_LENGTH, clearable: true })
  time?: string | null;

  @TextField('Location', { maxLength: 200, clearable: true })
  location?: string | null;

  @TypeField(false)
  type?: EventType;

  @MaxAttendeesField()
  maxAttendees?: number | null;

  @IsActiveField(false)
  isActive?: boolean;

  @ImageField()
  image?: string | null;
}

const PEOPLE_MESSAGE = 'familyMemberIds must be a list of family member ids.';

/** Who to register or unregister: you (userId must be yours) and the family members listed. */
export class RegistrationRequestDto {
  @ApiPropertyOptional({ description: 'Must be your own id (defaults to it)', example: 7 })
  @IfPresent()
  @IsInt({ message: 'userId must be a user id.' })
  @Min(1, { message: 'userId must be a user id.' })
  @Max(2_147_483_647, { message: 'userId must be a user id.' })
  userId?: number;

  @ApiPropertyOptional({ type: [Number], maxItems: 20, description: 'Your family members to include' })
  @IfPresent()
  @IsArray({ message: PEOPLE_MESSAGE })
  @ArrayMaxSize(20, { message: 'At most 20 family members at once.' })
  @ArrayUnique({ message: 'Each family member only once.' })
  @IsInt({ each: true, message: PEOPLE_MESSAGE })
  @Min(1, { each: true, message: PEOPLE_MESSAGE })
  @Max(2_147_483_647, { each: true, message: PEOPLE_MESSAGE })
  familyMemberIds?: number[];
}
