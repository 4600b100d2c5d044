import { AMOUNT_WANTED_REQUIRED, CARD_OFFERED_REQUIRED, PRICE_OFFERED_REQUIRED } from '@club/rules';
import { type FilterQuery, LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { Role } from '../common/role.js';
import { toPence } from '../common/validation.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import type { UploadedFile } from '../images/image-upload.decorator.js';
import { ImagesService } from '../images/images.service.js';
import { ImageKind } from '../images/domain/image-kind.js';
import type { StoredImage } from '../images/stored-image.entity.js';
import type { CreateEnquiryDto } from '../seller-enquiries/dto/enquiry.dto.js';
import { EnquiryMailer } from '../seller-enquiries/enquiry-mailer.service.js';
import { MailKind } from '../mail/dto/mail-kind.dto.js';
import { MailGate } from '../mail/mail-gate.service.js';
import type { MailMessage } from '../mail/mail.service.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import {
  answerOffer,
  changeListing,
  newOffer,
  type OfferAnswer,
  type TradeActor,
  type TradeRefusal,
  withdrawListing,
} from './domain/trade-states.js';
import { OfferStatus, OfferType, TradeListingStatus, TradeVisibility } from './domain/trade-terms.js';
import {
  type CreateTradeListingDto,
  type TradeListingDto,
  toTradeListingDto,
  type UpdateTradeListingDto,
} from './dto/trade-listing.dto.js';
import {
  type CreateTradeOfferDto,
  type MyTradeListingDto,
  type MyTradeOfferDto,
  type TradeOfferDto,
  toTradeOfferDto,
} from './dto/trade-offer.dto.js';
import {
  listingWithdrawnMail,
  offerAcceptedMails,
  offerDeclinedMails,
  offerMadeMails,
  offerWithdrawnMails,
  type TradeMailContext,
} from './trade-mail.js';
import { activeListingsWhere, type ListingsFilter } from './listings-where.js';
import { TradeListing } from './trade-listing.entity.js';
import { TradeOffer } from './trade-offer.entity.js';

export const LISTING_NOT_FOUND = 'That listing does not exist.';
export const LISTING_NOT_AVAILABLE = 'That listing is no longer for sale.';
export const OFFER_NOT_FOUND = 'That offer does not exist.';
const LISTING_POPULATE = ['owner', 'photo'] as const;

/** Blank text or an emptied form field is no value. */
const textOrNull = (value: string | null | undefined) => (value ? value : null);
const penceOrNull = (value: number | '' | null | undefined) =>
  value === null || value === '' || value === undefined ? null : toPence(value);

/**
 * Card trading between members (spec 1 §2, §3): listings with a photo, offers, and their answers. Every step
 * is checked against who owns what, changes a listing's offers under a lock on the listing's row (so two
 * accepts, or an offer and an accept, never cross), and mails both sides once it is committed, within the mail
 * limits of MailGate.
 */
@Injectable()
export class TradesService {
  constructor(
    private readonly em: EntityManager,
    private readonly images: ImagesService,
    private readonly mail: MailGate,
    private readonly enquiries: EnquiryMailer,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** One page of the active public listings that match the filter, newest first, with how many match in all. */
  publicPage(
    range: [number, number],
    filter: ListingsFilter,
  ): Promise<{ listings: TradeListingDto[]; total: number }> {
    return this.activePage(activeListingsWhere(filter, TradeVisibility.PUBLIC), range);
  }

  /** One page of every active listing that matches the filter, public and members-only (members may offer on any). */
  membersPage(
    range: [number, number],
    filter: ListingsFilter,
  ): Promise<{ listings: TradeListingDto[]; total: number }> {
    return this.activePage(activeListingsWhere(filter), range);
  }

  /** The caller's listings, whatever their status, each with every offer made for it. */
  async mine(caller: User): Promise<MyTradeListingDto[]> {
    const listings = await this.em.find(
      TradeListing,
      { owner: caller.id },
      { populate: [...LISTING_POPULATE, 'offers.offerer'], orderBy: { createdAt: 'DESC', id: 'DESC' } },
    );
    return listings.map((listing) => this.withOffers(listing));
  }

  /** The offers the caller made, with their listings. */
  async myOffers(caller: User): Promise<MyTradeOfferDto[]> {
    const offers = await this.em.find(
      TradeOffer,
      { offerer: caller.id },
      { populate: ['offerer', 'listing.owner', 'listing.photo'], orderBy: { createdAt: 'DESC', id: 'DESC' } },
    );
    return offers.map((offer) => ({ ...toTradeOfferDto(offer), listing: toTradeListingDto(offer.listing) }));
  }

  async create(caller: User, dto: CreateTradeListingDto, files: UploadedFile[]): Promise<TradeListingDto> {
    await this.checkListingQuota(this.em, caller);
    const prepared = files.length ? await this.images.prepare(files, ImageKind.LISTING) : undefined;
    // The member's row is locked while counting, so two listings sent at once cannot both take the last place.
    const save = (photo: StoredImage | null) =>
      this.em.transactional(async (em) => {
        const owner = await this.users.lockForUpdate(em, caller.id);
        await this.checkListingQuota(em, caller);
        const listing = new TradeListing(owner, dto.cardTitle);
        this.apply(listing, dto);
        listing.photo = photo;
        em.persist(photo ? [photo, listing] : listing);
        return listing;
      });
    const listing = prepared
      ? await this.images.keep(prepared, { attached: true }, ([photo]) => save(photo))
      : await save(null);
    return this.listing(listing.id);
  }

  /** Refuses a new listing once the member has the most active ones allowed (each may carry a 5 MB photo). */
  private async checkListingQuota(em: EntityManager, caller: User): Promise<void> {
    const limit = this.config.tradeActiveListingsPerMember;
    const active = await em.count(TradeListing, { owner: caller.id, status: TradeListingStatus.ACTIVE });
    if (active >= limit) {
      throw new ConflictException(
        `You already have ${limit} active listings, the most a member may have at once. ` +
          'Withdraw one, or wait until one is traded, before listing another card.',
      );
    }
  }

  async update(
    caller: User,
    id: number,
    dto: UpdateTradeListingDto,
    files: UploadedFile[],
  ): Promise<TradeListingDto> {
    const listing = await this.listingEntity(id);
    refuseIf(changeListing(listing.status, actorOf(caller, listing)));
    const prepared = files.length ? await this.images.prepare(files, ImageKind.LISTING) : undefined;
    if (dto.cardTitle !== undefined) listing.cardTitle = dto.cardTitle;
    this.apply(listing, dto);
    const old = listing.photo;
    if (prepared) {
      await this.images.keep(prepared, { attached: true }, async ([photo]) => {
        listing.photo = photo;
        await this.em.persist(photo).flush();
      });
    } else {
      if (dto.removePhoto) listing.photo = null;
      await this.em.flush();
    }
    if (old && listing.photo?.id !== old.id) await this.images.remove([old.id]);
    return this.listing(id);
  }

  /** Takes a listing down (its owner, or an admin moderating); its pending offers are declined. */
  async withdraw(caller: User, id: number): Promise<MyTradeListingDto> {
    await this.mail.transactional(this.em, async (em, outbox) => {
      const listing = await this.lockedListing(em, id);
      const next = refuseIf(withdrawListing(listing.status, actorOf(caller, listing)));
      listing.status = next.listing;
      const declined = await this.closePending(em, listing, next.pendingOffers);
      const context = this.mailContext();
      outbox.post(caller, [
        listingWithdrawnMail(listing, declined.length, context),
        ...declined.flatMap((offer) => offerDeclinedMails(listing, offer, 'withdrawn', context)),
      ]);
    });
    return this.myListing(id);
  }

  /** Make Offer on a public listing (spec 1 §3): the visitor's message, mailed to the seller. */
  async enquire(listingId: number, enquiry: CreateEnquiryDto): Promise<void> {
    const listing = await this.em.findOne(
      TradeListing,
      { id: listingId, status: TradeListingStatus.ACTIVE, visibility: TradeVisibility.PUBLIC },
      { populate: ['owner'] },
    );
    if (!listing) throw new NotFoundException(LISTING_NOT_AVAILABLE);
    await this.enquiries.send(
      listing.owner.email,
      `Offer for ${listing.cardTitle}`,
      `your listing ${listing.cardTitle}`,
      enquiry,
    );
  }

  async makeOffer(caller: User, listingId: number, dto: CreateTradeOfferDto): Promise<TradeOfferDto> {
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
        const listing = await this.lockedListing(em, listingId);
        const pending = await em.count(TradeOffer, {
          listing,
          offerer: caller.id,
          status: OfferStatus.PENDING,
        });
        const next = refuseIf(newOffer(listing.status, actorOf(caller, listing), pending > 0));
        const offer = new TradeOffer(listing, await this.users.get(caller.id, em));
        offer.status = next.offer;
        this.applyOffer(offer, offerType, dto);
        em.persist(offer);
        outbox.post(caller, offerMadeMails(listing, offer, this.mailContext()));
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
    return this.myListing(listing.id);
  }

  async decline(caller: User, offerId: number): Promise<MyTradeListingDto> {
    const { listing } = await this.answer(caller, offerId, 'DECLINE', (listing, offer, _declined, context) =>
      offerDeclinedMails(listing, offer, 'declined', context),
    );
    return this.myListing(listing.id);
  }

  /** The offerer takes their pending offer back. */
  async withdrawOffer(caller: User, offerId: number): Promise<MyTradeOfferDto> {
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
      const listing = await this.lockedListing(em, found.listing.id);
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
        ? await this.closePending(em, listing, next.otherPendingOffers, offer)
        : [];
      listing.status = next.listing;
      offer.status = next.offer;
      offer.respondedAt = new Date();
      outbox.post(caller, mails(listing, offer, declined, this.mailContext()));
      return { listing, offer };
    });
  }

  /** Closes the listing's pending offers (but `except`) with `status`; answers them. */
  private async closePending(
    em: EntityManager,
    listing: TradeListing,
    status: OfferStatus,
    except?: TradeOffer,
  ): Promise<TradeOffer[]> {
    const pending = await em.find(
      TradeOffer,
      { listing, status: OfferStatus.PENDING, ...(except ? { id: { $ne: except.id } } : {}) },
      { populate: ['offerer'], refresh: true },
    );
    const now = new Date();
    for (const offer of pending) {
      offer.status = status;
      offer.respondedAt = now;
    }
    return pending;
  }

  /** The listing's row, locked until the transaction ends (with its owner and photo). */
  private async lockedListing(em: EntityManager, id: number): Promise<TradeListing> {
    const listing = await em.findOne(
      TradeListing,
      { id },
      { lockMode: LockMode.PESSIMISTIC_WRITE, populate: LISTING_POPULATE, refresh: true },
    );
    if (!listing) throw new NotFoundException(LISTING_NOT_FOUND);
    return listing;
  }

  /** The rows [first, last] of the listings `where` picks, newest first, and how many it picks in all. */
  private async activePage(
    where: FilterQuery<TradeListing>,
    [first, last]: [number, number],
  ): Promise<{ listings: TradeListingDto[]; total: number }> {
    const [listings, total] = await this.em.findAndCount(TradeListing, where, {
      populate: LISTING_POPULATE,
      orderBy: { createdAt: 'DESC', id: 'DESC' },
      offset: first,
      limit: last - first + 1,
    });
    return { listings: listings.map(toTradeListingDto), total };
  }

  private async listingEntity(id: number): Promise<TradeListing> {
    const listing = await this.em.findOne(TradeListing, { id }, { populate: LISTING_POPULATE });
    if (!listing) throw new NotFoundException(LISTING_NOT_FOUND);
    return listing;
  }

  private async listing(id: number): Promise<TradeListingDto> {
    return toTradeListingDto(
      await this.em.fork().findOneOrFail(TradeListing, { id }, { populate: LISTING_POPULATE }),
    );
  }

  private async myListing(id: number): Promise<MyTradeListingDto> {
    const listing = await this.em
      .fork()
      .findOneOrFail(TradeListing, { id }, { populate: [...LISTING_POPULATE, 'offers.offerer'] });
    return this.withOffers(listing);
  }

  private withOffers(listing: TradeListing): MyTradeListingDto {
    return { ...toTradeListingDto(listing), offers: listing.offers.getItems().map(toTradeOfferDto) };
  }

  private apply(listing: TradeListing, dto: CreateTradeListingDto | UpdateTradeListingDto): void {
    if (dto.cardDeclaredCondition !== undefined) listing.cardDeclaredCondition = dto.cardDeclaredCondition;
    if (dto.cardKnownCondition !== undefined) listing.cardKnownCondition = textOrNull(dto.cardKnownCondition);
    if (dto.gradedBy !== undefined) listing.gradedBy = textOrNull(dto.gradedBy);
    if (dto.cardLanguage !== undefined) listing.cardLanguage = dto.cardLanguage;
    if (dto.isOpenToTrade !== undefined) listing.isOpenToTrade = dto.isOpenToTrade;
    if (dto.desiredValueType !== undefined) listing.desiredValueType = dto.desiredValueType;
    if (dto.desiredValue !== undefined) listing.desiredValuePence = penceOrNull(dto.desiredValue);
    if (dto.desiredCard !== undefined) listing.desiredCard = textOrNull(dto.desiredCard);
    if (dto.visibility !== undefined) listing.visibility = dto.visibility;
  }

  private applyOffer(offer: TradeOffer, offerType: OfferType, dto: CreateTradeOfferDto): void {
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

  private mailContext(): TradeMailContext {
    return { clubName: this.config.clubName, tradesUrl: `${this.config.publicUrl}/members-only-trades` };
  }
}

/** Who the caller is to the listing (and the offer): its lister first, then the offer's maker, then an admin. */
function actorOf(caller: User, listing: TradeListing, offer?: TradeOffer): TradeActor {
  if (listing.owner.id === caller.id) return 'LISTER';
  if (offer && offer.offerer.id === caller.id) return 'OFFERER';
  return caller.role === Role.ADMIN ? 'ADMIN' : 'OTHER';
}

/** The step's next states; its refusal as the answer (403 or 409) with its reason. */
function refuseIf<T extends object>(step: TradeRefusal | T): T {
  if ('refusal' in step)
    throw step.kind === 'forbidden'
      ? new ForbiddenException(step.refusal)
      : new ConflictException(step.refusal);
  return step;
}
