import { ApiProperty } from '@nestjs/swagger';
import { HeldBackMailDto } from '../../mail/dto/mail-kind.dto.js';

export class OverviewCountsDto {
  @ApiProperty({ description: 'Approved accounts (members and admins)', example: 42 })
  members: number;

  @ApiProperty({ description: 'Applications awaiting approval', example: 3 })
  pending: number;

  @ApiProperty({ example: 2 })
  admins: number;

  @ApiProperty({ description: 'Family members of all members', example: 17 })
  familyMembers: number;

  @ApiProperty({ description: 'Every event', example: 25 })
  events: number;

  @ApiProperty({ description: 'Active events from today on (UK)', example: 4 })
  upcomingEvents: number;

  @ApiProperty({ description: 'People registered for upcoming events', example: 38 })
  registrations: number;

  @ApiProperty({ example: 60 })
  achievements: number;

  @ApiProperty({ description: 'Contact messages not yet handled', example: 1 })
  unhandledMessages: number;
}

export enum ActivityType {
  SIGN_UP = 'SIGN_UP',
  EVENT_REGISTRATION = 'EVENT_REGISTRATION',
}

export class ActivityDto {
  @ApiProperty({ description: "Unique across types: 'signup-7', 'registration-41'", example: 'signup-7' })
  id: string;

  @ApiProperty({ enum: ActivityType, enumName: 'ActivityType' })
  type: ActivityType;

  @ApiProperty({ type: String, format: 'date-time', description: 'When it happened (for "N hours ago")' })
  at: string;

  @ApiProperty({
    description: 'What happened, in a sentence',
    example: 'Ash Ketchum registered for Summer League',
  })
  text: string;

  @ApiProperty({ description: 'The account that signed up or registered', example: 7 })
  userId: number;

  @ApiProperty({ example: 'Ash Ketchum' })
  userName: string;

  @ApiProperty()
  avatarUrl: string;

  @ApiProperty({ type: 'integer', nullable: true })
  eventId: number | null;

  @ApiProperty({ type: String, nullable: true })
  eventTitle: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The family member registered, if not the member',
  })
  familyMemberName: string | null;
}

export class OverviewDto {
  @ApiProperty({ type: OverviewCountsDto })
  counts: OverviewCountsDto;

  @ApiProperty({ type: [ActivityDto], description: 'Sign-ups and registrations, 10 newest first' })
  recentActivity: ActivityDto[];

  @ApiProperty({
    type: HeldBackMailDto,
    description: 'Mail the limits held back lately, by kind (docs/adr/0003): never silent',
  })
  heldBackMail: HeldBackMailDto;

  @ApiProperty({ type: String, format: 'date-time', description: "The server's clock when answered" })
  generatedAt: string;
}
