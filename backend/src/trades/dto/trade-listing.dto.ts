import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsEnum } from 'class-validator';
import { FormBoolean, IfPresent, MoneyField, TextField, toPounds } from '../../common/validation.js';
import { ImageDto, toImageDto } from '../../images/dto/image.dto.js';
import type { User } from '../../users/user.entity.js';
import {
  CardCondition,
  CardLanguage,
  DesiredValueType,
  TradeListingStatus,
  TradeVisibility,
} from '../domain/trade-terms.js';
import type { TradeListing } from '../trade-listing.entity.js';

export const MAX_TRADE_AMOUNT = 100_000;

/**
 * A member as trades name them (spec 1 §3: user {firstName, lastName}). No e-mail address: visitors write
 * through the enquiry form and members through offers, both mailed by the club (docs/adr/0010).
 */
export class TraderDto {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ example: 'Ash' })
  firstName: string;

  @ApiProperty({ example: 'Ketchum' })
  lastName: string;
}

export function toTraderDto(user: User): TraderDto {
  return {
    id: user.id,
    firstName: user.profile.firstName,
    lastName: user.profile.lastName,
  };
}

export class TradeListingDto {
  @ApiProperty({ example: 11 })
  id: number;

  @ApiProperty({ example: 'Charizard ex (OBF 125)' })
  cardTitle: string;

  @ApiProperty({ enum: CardCondition, enumName: 'CardCondition' })
  cardDeclaredCondition: CardCondition;

  @ApiProperty({ type: String, nullable: true, example: 'PSA 9' })
  cardKnownCondition: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'PSA' })
  gradedBy: string | null;

  @ApiProperty({ enum: CardLanguage, enumName: 'CardLanguage' })
  cardLanguage: CardLanguage;

  @ApiProperty()
  isOpenToTrade: boolean;

  @ApiProperty({ enum: DesiredValueType, enumName: 'DesiredValueType' })
  desiredValueType: DesiredValueType;

  @ApiProperty({ type: Number, nullable: true, description: 'Asking price in GBP', example: 40 })
  desiredValue: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'The card wanted in return' })
  desiredCard: string | null;

  @ApiProperty({ enum: TradeVisibility, enumName: 'TradeVisibility' })
  visibility: TradeVisibility;

  @ApiProperty({ enum: TradeListingStatus, enumName: 'TradeListingStatus' })
  status: TradeListingStatus;

  @ApiProperty({ type: ImageDto, nullable: true, description: 'The photo, re-encoded (no metadata)' })
  photo: ImageDto | null;

  @ApiProperty({ example: 7 })
  userId: number;

  @ApiProperty({ type: TraderDto })
  user: TraderDto;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: string;
}

export function toTradeListingDto(listing: TradeListing): TradeListingDto {
  return {
    id: listing.id,
    cardTitle: listing.cardTitle,
    cardDeclaredCondition: listing.cardDeclaredCondition,
    cardKnownCondition: listing.cardKnownCondition,
    gradedBy: listing.gradedBy,
    cardLanguage: listing.cardLanguage,
    isOpenToTrade: listing.isOpenToTrade,
    desiredValueType: listing.desiredValueType,
    desiredValue: listing.desiredValuePence === null ? null : toPounds(listing.desiredValuePence),
    desiredCard: listing.desiredCard,
    visibility: listing.visibility,
    status: listing.status,
    photo: listing.photo ? toImageDto(listing.photo) : null,
    userId: listing.owner.id,
    user: toTraderDto(listing.owner),
    createdAt: listing.createdAt.toISOString(),
    updatedAt: listing.updatedAt.toISOString(),
  };
}

const EnumField = <T extends object>(values: T, name: string, label: string, fallback?: T[keyof T]) =>
  applyDecorators(
    ApiPropertyOptional({ enum: values, enumName: name, ...(fallback ? { default: fallback } : {}) }),
    IfPresent(),
    IsEnum(values, { message: `${label} must be one of ${Object.values(values).join(', ')}.` }),
  );

const BooleanFormField = (label: string, fallback?: boolean) =>
  applyDecorators(
    ApiPropertyOptional({ type: Boolean, ...(fallback === undefined ? {} : { default: fallback }) }),
    FormBoolean(),
    IfPresent(),
    IsBoolean({ message: `${label} must be true or false.` }),
  );

/**
 * The Submit Card form (spec 1 §3, §5), sent as multipart/form-data with an optional `photo`: only the card's
 * title is required; the declared condition defaults to Near Mint.
 */
export class CreateTradeListingDto {
  @TextField('Card Title', { maxLength: 200, example: 'Charizard ex (OBF 125)' })
  cardTitle: string;

  @EnumField(CardCondition, 'CardCondition', 'Declared Condition', CardCondition.NEAR_MINT)
  cardDeclaredCondition?: CardCondition;

  @TextField('Known condition', { maxLength: 100, clearable: true, example: 'PSA 9' })
  cardKnownCondition?: string | null;

  @TextField('Graded by', { maxLength: 100, clearable: true })
  gradedBy?: string | null;

  @EnumField(CardLanguage, 'CardLanguage', 'Language', CardLanguage.ENGLISH)
  cardLanguage?: CardLanguage;

  @BooleanFormField('Open to trade', true)
  isOpenToTrade?: boolean;

  @EnumField(DesiredValueType, 'DesiredValueType', 'Desired value type', DesiredValueType.PRICE)
  desiredValueType?: DesiredValueType;

  @MoneyField('Desired value', {
    max: MAX_TRADE_AMOUNT,
    nullable: true,
    description: 'Asking price in GBP',
    form: true,
  })
  desiredValue?: number | '' | null;

  @TextField('Desired card', { maxLength: 200, clearable: true })
  desiredCard?: string | null;

  @EnumField(TradeVisibility, 'TradeVisibility', 'Visibility', TradeVisibility.MEMBERS_ONLY)
  visibility?: TradeVisibility;
}

/** A change to your listing (multipart/form-data): only the fields sent change; a new `photo` replaces the old. */
export class UpdateTradeListingDto {
  @TextField('Card Title', { maxLength: 200, optional: true })
  cardTitle?: string;

  @EnumField(CardCondition, 'CardCondition', 'Declared Condition')
  cardDeclaredCondition?: CardCondition;

  @TextField('Known condition', { maxLength: 100, clearable: true })
  cardKnownCondition?: string | null;

  @TextField('Graded by', { maxLength: 100, clearable: true })
  gradedBy?: string | null;

  @EnumField(CardLanguage, 'CardLanguage', 'Language')
  cardLanguage?: CardLanguage;

  @BooleanFormField('Open to trade')
  isOpenToTrade?: boolean;

  @EnumField(DesiredValueType, 'DesiredValueType', 'Desired value type')
  desiredValueType?: DesiredValueType;

  @MoneyField('Desired value', {
    max: MAX_TRADE_AMOUNT,
    nullable: true,
    description: 'Asking price in GBP',
    form: true,
  })
  desiredValue?: number | '' | null;

  @TextField('Desired card', { maxLength: 200, clearable: true })
  desiredCard?: string | null;

  @EnumField(TradeVisibility, 'TradeVisibility', 'Visibility')
  visibility?: TradeVisibility;

  @BooleanFormField('Remove photo')
  removePhoto?: boolean;
}

/** A form carries text: the asking price as written ('12.50'), an empty value clearing it. */
const PriceTextField = () =>
  ApiPropertyOptional({
    type: String,
    pattern: '^(\\d{1,9}(\\.\\d{1,2})?)?$',
    example: '12.50',
    description: 'Asking price in GBP, as text; empty for none',
    // Not the number of the fields' DTO, whose documentation this replaces.
    minimum: undefined,
    maximum: undefined,
    multipleOf: undefined,
    nullable: undefined,
  });

const PhotoField = () =>
  ApiPropertyOptional({
    type: 'string',
    format: 'binary',
    description: 'A photo of the card: JPEG, PNG or WebP, at most 5 MB and 40 megapixels',
  });

/** The Submit Card form as sent (documentation of the multipart body). */
export class CreateTradeListingFormDto extends CreateTradeListingDto {
  @PriceTextField()
  declare desiredValue?: number | '' | null;

  @PhotoField()
  photo?: unknown;
}

/** The edit form as sent (documentation of the multipart body). */
export class UpdateTradeListingFormDto extends UpdateTradeListingDto {
  @PriceTextField()
  declare desiredValue?: number | '' | null;

  @PhotoField()
  photo?: unknown;
}
