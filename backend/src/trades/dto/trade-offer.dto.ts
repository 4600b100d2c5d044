import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsEnum } from 'class-validator';
import { IfPresent, MoneyField, TextField, toPounds } from '../../common/validation.js';
import { CardCondition, CardLanguage, OfferStatus, OfferType } from '../domain/trade-terms.js';
import type { TradeOffer } from '../trade-offer.entity.js';
import { MAX_TRADE_AMOUNT, TradeListingDto, TraderDto, toTraderDto } from './trade-listing.dto.js';

export class TradeOfferDto {
  @ApiProperty({ example: 4 })
  id: number;

  @ApiProperty({ description: 'The listing offered for', example: 11 })
  tradeId: number;

  @ApiProperty({ enum: OfferType, enumName: 'OfferType' })
  offerType: OfferType;

  @ApiProperty({ type: String, nullable: true })
  cardTradeOffered: string | null;

  // Inline, not a $ref: OpenAPI 3.0 cannot mark a referenced schema nullable (allOf + nullable has no type).
  @ApiProperty({
    type: String,
    enum: Object.values(CardCondition),
    nullable: true,
    description: 'For a card trade',
  })
  cardDeclaredCondition: CardCondition | null;

  @ApiProperty({ type: String, nullable: true })
  cardKnownCondition: string | null;

  @ApiProperty({ type: String, nullable: true })
  gradedBy: string | null;

  @ApiProperty({
    type: String,
    enum: Object.values(CardLanguage),
    nullable: true,
    description: 'For a card trade',
  })
  cardLanguage: CardLanguage | null;

  @ApiProperty()
  wantsMonetaryValue: boolean;

  @ApiProperty({ type: Number, nullable: true, description: 'GBP wanted on top of a card trade' })
  monetaryAmount: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'GBP offered for the card' })
  priceOffered: number | null;

  @ApiProperty({ type: String, nullable: true })
  message: string | null;

  @ApiProperty({ enum: OfferStatus, enumName: 'OfferStatus' })
  status: OfferStatus;

  @ApiProperty({ example: 9 })
  offererId: number;

  @ApiProperty({ type: TraderDto })
  offerer: TraderDto;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  respondedAt: string | null;
}

const pounds = (pence: number | null) => (pence === null ? null : toPounds(pence));

export function toTradeOfferDto(offer: TradeOffer): TradeOfferDto {
  return {
    id: offer.id,
    tradeId: offer.listing.id,
    offerType: offer.offerType,
    cardTradeOffered: offer.cardTradeOffered,
    cardDeclaredCondition: offer.cardDeclaredCondition,
    cardKnownCondition: offer.cardKnownCondition,
    gradedBy: offer.gradedBy,
    cardLanguage: offer.cardLanguage,
    wantsMonetaryValue: offer.wantsMonetaryValue,
    monetaryAmount: pounds(offer.monetaryAmountPence),
    priceOffered: pounds(offer.priceOfferedPence),
    message: offer.message,
    status: offer.status,
    offererId: offer.offerer.id,
    offerer: toTraderDto(offer.offerer),
    createdAt: offer.createdAt.toISOString(),
    respondedAt: offer.respondedAt?.toISOString() ?? null,
  };
}

/** Your listing with every offer made for it, newest first ('My Listings'). */
export class MyTradeListingDto extends TradeListingDto {
  @ApiProperty({ type: [TradeOfferDto] })
  offers: TradeOfferDto[];
}

/** An offer you made, with the listing it is for ('My Offers'). */
export class MyTradeOfferDto extends TradeOfferDto {
  @ApiProperty({ type: TradeListingDto })
  listing: TradeListingDto;
}

const EnumField = <T extends object>(values: T, name: string, label: string, fallback?: T[keyof T]) =>
  applyDecorators(
    ApiPropertyOptional({ enum: values, enumName: name, ...(fallback ? { default: fallback } : {}) }),
    IfPresent(),
    IsEnum(values, { message: `${label} must be one of ${Object.values(values).join(', ')}.` }),
  );

/**
 * The Make an Offer form (spec 1 §3): a card trade by default (the card offered required, money on top if
 * wanted), or a cash offer (the price required). Which fields are required depends on the type: the service
 * checks that (class-validator skips a field's every rule when it is optional and missing).
 */
export class CreateTradeOfferDto {
  @EnumField(OfferType, 'OfferType', 'Offer type', OfferType.CARD_TRADE)
  offerType?: OfferType;

  @TextField('Card offered', { maxLength: 200, clearable: true, description: 'Required for a card trade' })
  cardTradeOffered?: string | null;

  @EnumField(CardCondition, 'CardCondition', 'Declared Condition', CardCondition.NEAR_MINT)
  cardDeclaredCondition?: CardCondition;

  @TextField('Known condition', { maxLength: 100, clearable: true })
  cardKnownCondition?: string | null;

  @TextField('Graded by', { maxLength: 100, clearable: true })
  gradedBy?: string | null;

  @EnumField(CardLanguage, 'CardLanguage', 'Language', CardLanguage.ENGLISH)
  cardLanguage?: CardLanguage;

  @ApiPropertyOptional({ type: Boolean, default: false, description: 'A card trade with money on top' })
  @IfPresent()
  @IsBoolean({ message: 'wantsMonetaryValue must be true or false.' })
  wantsMonetaryValue?: boolean;

  @MoneyField('Amount wanted', { max: MAX_TRADE_AMOUNT, nullable: true, description: 'GBP wanted on top' })
  monetaryAmount?: number | null;

  @MoneyField('Price offered', {
    max: MAX_TRADE_AMOUNT,
    nullable: true,
    description: 'GBP, for a cash offer',
  })
  priceOffered?: number | null;

  @TextField('Message', { maxLength: 1000, clearable: true, multiLine: true })
  message?: string | null;
}
