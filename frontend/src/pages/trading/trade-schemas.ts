import { AMOUNT_WANTED_REQUIRED, CARD_OFFERED_REQUIRED, PRICE_OFFERED_REQUIRED } from '@club/rules';
import { z } from 'zod';
import type {
  CreateTradeOfferDto,
  TradeListingDto,
  UpdateTradeListingFormDto,
} from '../../api/generated/types.gen';
import {
  MAX_CARD_TITLE_LENGTH,
  MAX_KNOWN_CONDITION_LENGTH,
  MAX_OFFER_MESSAGE_LENGTH,
  MAX_TRADE_AMOUNT,
} from '../../shared/server-rules';
import { imageFile } from '../../shared/form-rules';
import { CONDITIONS, LANGUAGES } from '../../shared/trade-display';

/** The trade forms' messages; the offer ones are the server's own (CreateTradeOfferDto), word for word. */
export const TRADE_MESSAGES = {
  cardTitle: 'Card Title is required.',
  condition: 'Declared Condition is required.',
  cardOffered: CARD_OFFERED_REQUIRED,
  priceOffered: PRICE_OFFERED_REQUIRED,
  amountWanted: AMOUNT_WANTED_REQUIRED,
  amount: `Please enter an amount in pounds from 0 to ${MAX_TRADE_AMOUNT}, such as 12.50`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters long.`,
  listed: 'Your card has been listed',
  listFailed: 'Failed to list your card',
  updated: 'Your listing has been updated',
  updateFailed: 'Failed to update your listing',
  offered: 'Your offer has been sent',
  offerFailed: 'Failed to send your offer',
} as const;

const AMOUNT = /^\d{1,9}(?:\.\d{1,2})?$/;

/** A price typed as text: empty, or pounds with at most two decimals within the server's limit. */
const amountText = z
  .string()
  .trim()
  .refine(
    (text) => text === '' || (AMOUNT.test(text) && Number(text) <= MAX_TRADE_AMOUNT),
    TRADE_MESSAGES.amount,
  );

const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, TRADE_MESSAGES.tooLong(label, max));

const condition = z.enum(CONDITIONS, { message: TRADE_MESSAGES.condition });
const language = z.enum(LANGUAGES);

/** Submit Card (spec 1 §3, §5): Card Title required; Declared Condition required, Near Mint unless changed. */
export const listingSchema = z.object({
  cardTitle: z
    .string()
    .trim()
    .min(1, TRADE_MESSAGES.cardTitle)
    .max(MAX_CARD_TITLE_LENGTH, TRADE_MESSAGES.tooLong('Card Title', MAX_CARD_TITLE_LENGTH)),
  cardDeclaredCondition: condition,
  cardKnownCondition: optionalText('Known condition', MAX_KNOWN_CONDITION_LENGTH),
  gradedBy: optionalText('Graded by', MAX_KNOWN_CONDITION_LENGTH),
  cardLanguage: language,
  isOpenToTrade: z.boolean(),
  desiredValueType: z.enum(['PRICE', 'CARD']),
  desiredValue: amountText,
  desiredCard: optionalText('Desired card', MAX_CARD_TITLE_LENGTH),
  visibility: z.enum(['PUBLIC', 'MEMBERS_ONLY']),
  photo: imageFile.nullable(),
  /** Editing: the listing's photo is to go (and no new one replaces it). */
  removePhoto: z.boolean(),
});

export type ListingFields = z.input<typeof listingSchema>;
export type ListingValues = z.output<typeof listingSchema>;

export const EMPTY_LISTING: ListingFields = {
  cardTitle: '',
  cardDeclaredCondition: 'NEAR_MINT',
  cardKnownCondition: '',
  gradedBy: '',
  cardLanguage: 'ENGLISH',
  isOpenToTrade: true,
  desiredValueType: 'PRICE',
  desiredValue: '',
  desiredCard: '',
  visibility: 'MEMBERS_ONLY',
  photo: null,
  removePhoto: false,
};

/** A listing's fields as the form shows them, to edit it (the price as written: '12.50'). */
export function listingFields(listing: TradeListingDto): ListingFields {
  return {
    cardTitle: listing.cardTitle,
    cardDeclaredCondition: listing.cardDeclaredCondition,
    cardKnownCondition: listing.cardKnownCondition ?? '',
    gradedBy: listing.gradedBy ?? '',
    cardLanguage: listing.cardLanguage,
    isOpenToTrade: listing.isOpenToTrade,
    desiredValueType: listing.desiredValueType,
    desiredValue: listing.desiredValue === null ? '' : listing.desiredValue.toFixed(2),
    desiredCard: listing.desiredCard ?? '',
    visibility: listing.visibility,
    photo: null,
    removePhoto: false,
  };
}

/**
 * The edit as the server reads it: every field sent, an emptied one as '' (which clears it; the form leaves a
 * missing field unchanged), the wish not chosen cleared, and the photo replaced, removed or left alone.
 */
export function listingChanges(values: ListingValues): UpdateTradeListingFormDto {
  const price = values.desiredValueType === 'PRICE';
  return {
    cardTitle: values.cardTitle,
    cardDeclaredCondition: values.cardDeclaredCondition,
    cardKnownCondition: values.cardKnownCondition,
    gradedBy: values.gradedBy,
    cardLanguage: values.cardLanguage,
    isOpenToTrade: values.isOpenToTrade,
    desiredValueType: values.desiredValueType,
    desiredValue: price ? values.desiredValue : '',
    desiredCard: price ? '' : values.desiredCard,
    visibility: values.visibility,
    photo: values.photo ?? undefined,
    removePhoto: !values.photo && values.removePhoto ? true : undefined,
  };
}

/** The multipart form as the server reads it: blanks left out, the price as text, only the chosen wish. */
export function listingForm(values: ListingValues) {
  const price = values.desiredValueType === 'PRICE';
  return {
    cardTitle: values.cardTitle,
    cardDeclaredCondition: values.cardDeclaredCondition,
    cardKnownCondition: values.cardKnownCondition || undefined,
    gradedBy: values.gradedBy || undefined,
    cardLanguage: values.cardLanguage,
    isOpenToTrade: values.isOpenToTrade,
    desiredValueType: values.desiredValueType,
    desiredValue: price && values.desiredValue ? values.desiredValue : undefined,
    desiredCard: !price && values.desiredCard ? values.desiredCard : undefined,
    visibility: values.visibility,
    photo: values.photo ?? undefined,
  };
}

/**
 * Make an Offer (spec 1 §3): a card trade (the card offered required; money on top if wanted, then its amount
 * required) or a cash offer (the price required), with an optional message.
 */
export const offerSchema = z
  .object({
    offerType: z.enum(['CARD_TRADE', 'CASH']),
    cardTradeOffered: optionalText('Card offered', MAX_CARD_TITLE_LENGTH),
    cardDeclaredCondition: condition,
    cardKnownCondition: optionalText('Known condition', MAX_KNOWN_CONDITION_LENGTH),
    gradedBy: optionalText('Graded by', MAX_KNOWN_CONDITION_LENGTH),
    cardLanguage: language,
    wantsMonetaryValue: z.boolean(),
    monetaryAmount: amountText,
    priceOffered: amountText,
    message: optionalText('Message', MAX_OFFER_MESSAGE_LENGTH),
  })
  .superRefine((offer, ctx) => {
    const missing = (path: keyof typeof offer, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (offer.offerType === 'CARD_TRADE') {
      if (!offer.cardTradeOffered) missing('cardTradeOffered', TRADE_MESSAGES.cardOffered);
      if (offer.wantsMonetaryValue && !offer.monetaryAmount)
        missing('monetaryAmount', TRADE_MESSAGES.amountWanted);
    } else if (!offer.priceOffered) {
      missing('priceOffered', TRADE_MESSAGES.priceOffered);
    }
  });

export type OfferFields = z.input<typeof offerSchema>;
export type OfferValues = z.output<typeof offerSchema>;

export const EMPTY_OFFER: OfferFields = {
  offerType: 'CARD_TRADE',
  cardTradeOffered: '',
  cardDeclaredCondition: 'NEAR_MINT',
  cardKnownCondition: '',
  gradedBy: '',
  cardLanguage: 'ENGLISH',
  wantsMonetaryValue: false,
  monetaryAmount: '',
  priceOffered: '',
  message: '',
};

/** The offer as sent: only the fields of its type, amounts as numbers, blanks left out. */
export function offerBody(values: OfferValues): CreateTradeOfferDto {
  const message = values.message || undefined;
  if (values.offerType === 'CASH')
    return { offerType: 'CASH', priceOffered: Number(values.priceOffered), message };
  return {
    offerType: 'CARD_TRADE',
    cardTradeOffered: values.cardTradeOffered,
    cardDeclaredCondition: values.cardDeclaredCondition,
    cardLanguage: values.cardLanguage,
    cardKnownCondition: values.cardKnownCondition || undefined,
    gradedBy: values.gradedBy || undefined,
    wantsMonetaryValue: values.wantsMonetaryValue,
    monetaryAmount: values.wantsMonetaryValue ? Number(values.monetaryAmount) : undefined,
    message,
  };
}
