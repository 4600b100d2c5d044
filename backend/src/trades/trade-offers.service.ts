import { AMOUNT_WANTED_REQUIRED, CARD_OFFERED_REQUIRED, PRICE_OFFERED_REQUIRED } from '@club/rules';
import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { MailKind } from '../mail/dto/mail-kind.dto.js';
import { MailGate } from '../mail/mail-gate.service.js';
import type { MailMessage } from '../mail/mail.service.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { answerOffer, newOffer, type OfferAnswer } from './domain/trade-states.js';
import { OfferStatus, OfferType } from './domain/trade-terms.js';
import { toTradeListingDto } from './dto/trade-listing.dto.js';
import {
  type CreateTradeOfferDto,
  type MyTradeListingDto,
  type MyTradeOfferDto,
  type TradeOfferDto,
  toTradeOfferDto,
} from './dto/trade-offer.dto.js';
import type { TradeListing } from './trade-listing.entity.js';
import { TradeListingsService } from './trade-listings.service.js';
import {
  offerAcceptedMails,
  offerDeclinedMails,
  offerMadeMails,
  offerWithdrawnMails,
  type TradeMailContext,
  tradeMailContext,
} from './trade-mail.js';
import { TradeOffer } from './trade-offer.entity.js';
import { actorOf, penceOrNull, refuseIf, textOrNull } from './trade-steps.js';

export const OFFER_NOT_FOUND = 'That offer does not exist.';

/**
 * Offers on members' listings (spec 1 §3) and their answers. Every step is checked against who owns what,
 * changes a listing's offers under a lock on the listing's row (so two accepts, or an offer and an accept, never
 * cross), and mails both sides once it is committed, within the mail limits of MailGate.
 */
@Injectable()
export class TradeOffersService {
  constructor(
    private readonly em: EntityManager,
    private readonly listings: TradeListingsService,
    private readonly mail: MailGate,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The offers the caller made, with their listings. */
  async mine(caller: User): Promise<MyTradeOfferDto[]> {
    const offers = await this.em.find(
      TradeOffer,
      { offerer: caller.id },
      { populate: ['offerer', 'listing.owner', 'listing.photo'], orderBy: { createdAt: 'DESC', id: 'DESC' } },
    );
    return offers.map((offer) => ({ ...toTradeOfferDto(offer), listing: toTradeListingDto(offer.listing) }));
  }

  async make(caller: User, listingId: number, dto: CreateTradeOfferDto): Promise<TradeOfferDto> {
    const offerType = dto.offerType ?? OfferType.CARD_TRADE;
    if (offerType === OfferType.CARD_TRADE && !dto.cardTradeOffered)
      throw new BadRequestException(CARD_OFFERED_REQUIRED);
    if (
      offerType === OfferType.CARD_TRADE &&
      dto.wantsMonetaryValue &&
      penceOrNull(dto.monetaryAmount) === null
    )
      throw new BadRequestException(AMOUNT_WANTED_REQUIRED);
    if (offerType === OfferType.CASH && penceOrNull(dto.priceOffered) === null)
      throw new BadRequestException(PRICE_OFFERED_REQUIRED);

    // An offer's point is its mails (to the lister, and the offerer's copy): past the limit, no offer is made.
    const offer = await this.mail.transactional(
      this.em,
      async (em, outbox) => {
        const listing = await this.listings.locked(em, listingId);
        const pending = await em.count(TradeOffer, {
          listing,
          offerer: caller.id,
          status: OfferStatus.PENDING,
        });
        const next = refuseIf(newOffer(listing.status, actorOf(caller, listing), pending > 0));
        const offer = new TradeOffer(listing, await this.users.get(caller.id, em));
        offer.status = next.offer;
        applyOfferForm(offer, offerType, dto);
        em.persist(offer);
        outbox.post(caller, offerMadeMails(listing, offer, tradeMailContext(this.config)));
        return offer;
      },
      { sender: caller, mails: 2, kind: MailKind.TRADE },
    );
    return toTradeOfferDto(offer);
  }

  /** The lister takes an offer: the card is traded and every other pending offer declined, in one transaction. */
  async accept(caller: User, offerId: number): Promise<MyTradeListingDto> {
    const { listing } = await this.answer(caller, offerId, 'ACCEPT', (listing, offer, declined, context) => [
      ...offerAcceptedMails(listing, offer, context),
      ...declined.flatMap((other) => offerDeclinedMails(listing, other, 'traded', context)),
    ]);
    return this.listings.myListing(listing.id);
  }

  async decline(caller: User, offerId: number): Promise<MyTradeListingDto> {
    const { listing } = await this.answer(caller, offerId, 'DECLINE', (listing, offer, _declined, context) =>
      offerDeclinedMails(listing, offer, 'declined', context),
    );
    return this.listings.myListing(listing.id);
  }

  /** The offerer takes their pending offer back. */
  async withdraw(caller: User, offerId: number): Promise<MyTradeOfferDto> {
    const { listing, offer } = await this.answer(
      caller,
      offerId,
      'WITHDRAW',
      (listing, offer, _declined, context) => offerWithdrawnMails(listing, offer, context),
    );
    return { ...toTradeOfferDto(offer), listing: toTradeListingDto(listing) };
  }

  /**
   * Answers a pending offer under the lock of the listing's row (accepting trades the card and declines the
   * other pending offers, in the same transaction), and mails what `mails` makes of it once that commits.
   */
  private async answer(
    caller: User,
    offerId: number,
    answer: OfferAnswer,
    mails: (
      listing: TradeListing,
      offer: TradeOffer,
      declined: TradeOffer[],
      context: TradeMailContext,
    ) => MailMessage[],
  ): Promise<{ listing: TradeListing; offer: TradeOffer }> {
    const found = await this.em.findOne(TradeOffer, { id: offerId }, { fields: ['id', 'listing'] });
    if (!found) throw new NotFoundException(OFFER_NOT_FOUND);
    return this.mail.transactional(this.em, async (em, outbox) => {
      const listing = await this.listings.locked(em, found.listing.id);
      // Read after the lock: another accept may have just committed.
      const offer = await em.findOneOrFail(
        TradeOffer,
        { id: offerId },
        { populate: ['offerer'], refresh: true },
      );
      const next = refuseIf(
        answerOffer(listing.status, offer.status, answer, actorOf(caller, listing, offer)),
      );
      const declined = next.otherPendingOffers
        ? await this.listings.closePendingOffers(em, listing, next.otherPendingOffers, offer)
        : [];
      listing.status = next.listing;
      offer.status = next.offer;
      offer.respondedAt = new Date();
      outbox.post(caller, mails(listing, offer, declined, tradeMailContext(this.config)));
      return { listing, offer };
    });
  }
}

/** The offer form's fields for its type: a card (and perhaps money asked on top), or a price. */
function applyOfferForm(offer: TradeOffer, offerType: OfferType, dto: CreateTradeOfferDto): void {
  offer.offerType = offerType;
  if (offerType === OfferType.CARD_TRADE) {
    offer.cardTradeOffered = textOrNull(dto.cardTradeOffered);
    offer.cardDeclaredCondition = dto.cardDeclaredCondition ?? null;
    offer.cardKnownCondition = textOrNull(dto.cardKnownCondition);
    offer.gradedBy = textOrNull(dto.gradedBy);
    offer.cardLanguage = dto.cardLanguage ?? null;
    offer.wantsMonetaryValue = dto.wantsMonetaryValue ?? false;
    offer.monetaryAmountPence = offer.wantsMonetaryValue ? penceOrNull(dto.monetaryAmount) : null;
  } else {
    offer.priceOfferedPence = penceOrNull(dto.priceOffered);
  }
  offer.message = textOrNull(dto.message);
}
