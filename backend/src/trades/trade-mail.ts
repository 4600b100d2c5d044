import { escapeMarkup } from '../common/escape-markup.js';
import { htmlMail } from '../common/mail-body.js';
import type { AppConfig } from '../config/app-config.js';
import { MailKind } from '../mail/dto/mail-kind.dto.js';
import type { MailMessage } from '../mail/mail.service.js';
import { CONDITION_LABELS, formatPence, OfferType } from './domain/trade-terms.js';
import type { TradeListing } from './trade-listing.entity.js';
import type { TradeOffer } from './trade-offer.entity.js';

/** What a trade mail needs besides the listing and offer: where the pages are and who signs. */
export interface TradeMailContext {
  clubName: string;
  /** The members-only trades page (My Listings and My Offers). */
  tradesUrl: string;
}

/** The club's name and its members-only trades page, from the settings. */
export function tradeMailContext(config: AppConfig): TradeMailContext {
  return { clubName: config.clubName, tradesUrl: `${config.publicUrl}/members-only-trades` };
}

const nameOf = (user: { profile: { firstName: string; lastName: string } }) =>
  `${user.profile.firstName} ${user.profile.lastName}`;

/** The offer in one line: 'Pikachu V (Near Mint) plus £5.00', or '£40.00'. */
export function offerSummary(offer: TradeOffer): string {
  if (offer.offerType === OfferType.CASH) return formatPence(offer.priceOfferedPence ?? 0);
  const condition = offer.cardDeclaredCondition ? ` (${CONDITION_LABELS[offer.cardDeclaredCondition]})` : '';
  const extra =
    offer.wantsMonetaryValue && offer.monetaryAmountPence !== null
      ? ` plus ${formatPence(offer.monetaryAmountPence)}`
      : '';
  return `${offer.cardTradeOffered ?? 'a card'}${condition}${extra}`;
}

/** A mail of a few paragraphs, as text and as HTML, ending with the link to the trades page. */
function mail(
  to: string,
  subject: string,
  paragraphs: string[],
  context: TradeMailContext,
  replyTo?: string,
): MailMessage {
  const closing = `See your trades: ${context.tradesUrl}`;
  const text = [...paragraphs, closing, `— ${context.clubName}`].join('\n\n');
  const html =
    htmlMail(`${paragraphs.map((p) => `  <p style="white-space: pre-wrap">${escapeMarkup(p)}</p>`).join('\n')}
  <p><a href="${escapeMarkup(context.tradesUrl)}">See your trades</a></p>
  <p>— ${escapeMarkup(context.clubName)}</p>`);
  return { kind: MailKind.TRADE, to, subject, text, html, ...(replyTo ? { replyTo } : {}) };
}

/** A new offer: the lister hears of it, the offerer gets a copy. */
export function offerMadeMails(
  listing: TradeListing,
  offer: TradeOffer,
  context: TradeMailContext,
): MailMessage[] {
  const offerer = nameOf(offer.offerer);
  const message = offer.message ? [`Their message:\n${offer.message}`] : [];
  return [
    mail(
      listing.owner.email,
      `New offer for ${listing.cardTitle}`,
      [
        `${offerer} offered ${offerSummary(offer)} for your ${listing.cardTitle}.`,
        ...message,
        'Accept or decline it under My Listings.',
      ],
      context,
    ),
    mail(
      offer.offerer.email,
      `Your offer for ${listing.cardTitle}`,
      [
        `You offered ${offerSummary(offer)} for ${nameOf(listing.owner)}'s ${listing.cardTitle}.`,
        'We will e-mail you when they accept or decline it.',
      ],
      context,
    ),
  ];
}

/** An accepted offer: both sides get each other's address to arrange the swap. */
export function offerAcceptedMails(
  listing: TradeListing,
  offer: TradeOffer,
  context: TradeMailContext,
): MailMessage[] {
  return [
    mail(
      offer.offerer.email,
      `Your offer for ${listing.cardTitle} was accepted`,
      [
        `${nameOf(listing.owner)} accepted your offer of ${offerSummary(offer)} for ${listing.cardTitle}.`,
        `Reply to this mail to arrange the trade with them (${listing.owner.email}).`,
      ],
      context,
      listing.owner.email,
    ),
    mail(
      listing.owner.email,
      `You accepted an offer for ${listing.cardTitle}`,
      [
        `You accepted ${nameOf(offer.offerer)}'s offer of ${offerSummary(offer)} for your ${listing.cardTitle}; the card is marked as traded and other offers were declined.`,
        `Reply to this mail to arrange the trade with them (${offer.offerer.email}).`,
      ],
      context,
      offer.offerer.email,
    ),
  ];
}

/** A declined offer (by the lister, or because the card went to another offer or was withdrawn). */
export function offerDeclinedMails(
  listing: TradeListing,
  offer: TradeOffer,
  reason: 'declined' | 'traded' | 'withdrawn',
  context: TradeMailContext,
): MailMessage[] {
  const why = {
    declined: `${nameOf(listing.owner)} declined your offer of ${offerSummary(offer)} for ${listing.cardTitle}.`,
    traded: `${listing.cardTitle} was traded to another member, so your offer of ${offerSummary(offer)} was declined.`,
    withdrawn: `${nameOf(listing.owner)} withdrew ${listing.cardTitle}, so your offer of ${offerSummary(offer)} was declined.`,
  }[reason];
  const toOfferer = mail(
    offer.offerer.email,
    `Your offer for ${listing.cardTitle} was declined`,
    [why],
    context,
  );
  if (reason !== 'declined') return [toOfferer];
  return [
    toOfferer,
    mail(
      listing.owner.email,
      `You declined an offer for ${listing.cardTitle}`,
      [
        `You declined ${nameOf(offer.offerer)}'s offer of ${offerSummary(offer)} for your ${listing.cardTitle}.`,
      ],
      context,
    ),
  ];
}

/** An offer its maker took back: both sides hear of it. */
export function offerWithdrawnMails(
  listing: TradeListing,
  offer: TradeOffer,
  context: TradeMailContext,
): MailMessage[] {
  return [
    mail(
      listing.owner.email,
      `An offer for ${listing.cardTitle} was withdrawn`,
      [
        `${nameOf(offer.offerer)} withdrew their offer of ${offerSummary(offer)} for your ${listing.cardTitle}.`,
      ],
      context,
    ),
    mail(
      offer.offerer.email,
      `You withdrew your offer for ${listing.cardTitle}`,
      [
        `You withdrew your offer of ${offerSummary(offer)} for ${nameOf(listing.owner)}'s ${listing.cardTitle}.`,
      ],
      context,
    ),
  ];
}

/** A listing its owner took down: they get a copy (the offerers get offerDeclinedMails 'withdrawn'). */
export function listingWithdrawnMail(
  listing: TradeListing,
  declined: number,
  context: TradeMailContext,
): MailMessage {
  const offers = declined === 1 ? '1 pending offer was' : `${declined} pending offers were`;
  return mail(
    listing.owner.email,
    `You withdrew ${listing.cardTitle}`,
    [`${listing.cardTitle} is no longer listed.${declined ? ` ${offers} declined.` : ''}`],
    context,
  );
}
