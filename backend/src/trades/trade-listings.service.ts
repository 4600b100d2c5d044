import { type FilterQuery, LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import type { UploadedFile } from '../images/image-upload.decorator.js';
import { ImagesService } from '../images/images.service.js';
import { ImageKind } from '../images/domain/image-kind.js';
import type { StoredImage } from '../images/stored-image.entity.js';
import { MailGate } from '../mail/mail-gate.service.js';
import type { CreateEnquiryDto } from '../seller-enquiries/dto/enquiry.dto.js';
import { EnquiryMailer } from '../seller-enquiries/enquiry-mailer.service.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { changeListing, withdrawListing } from './domain/trade-states.js';
import { OfferStatus, TradeListingStatus, TradeVisibility } from './domain/trade-terms.js';
import {
  type CreateTradeListingDto,
  type TradeListingDto,
  toTradeListingDto,
  type UpdateTradeListingDto,
} from './dto/trade-listing.dto.js';
import { type MyTradeListingDto, toTradeOfferDto } from './dto/trade-offer.dto.js';
import { activeListingsWhere, type ListingsFilter } from './listings-where.js';
import { TradeListing } from './trade-listing.entity.js';
import { listingWithdrawnMail, offerDeclinedMails, tradeMailContext } from './trade-mail.js';
import { TradeOffer } from './trade-offer.entity.js';
import { actorOf, penceOrNull, refuseIf, textOrNull } from './trade-steps.js';

export const LISTING_NOT_FOUND = 'That listing does not exist.';
export const LISTING_NOT_AVAILABLE = 'That listing is no longer for sale.';
const LISTING_POPULATE = ['owner', 'photo'] as const;

/**
 * Members' trade listings (spec 1 §2): the public and members' pages, a member's own, listing with a photo,
 * changing and withdrawing. Every step is checked against who owns what; withdrawing declines the listing's
 * pending offers under a lock on its row, and mails both sides once that is committed, within MailGate's limits.
 */
@Injectable()
export class TradeListingsService {
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
    return listings.map(withOffers);
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
        applyListingForm(listing, dto);
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
    applyListingForm(listing, dto);
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
      const listing = await this.locked(em, id);
      const next = refuseIf(withdrawListing(listing.status, actorOf(caller, listing)));
      listing.status = next.listing;
      const declined = await this.closePendingOffers(em, listing, next.pendingOffers);
      const context = tradeMailContext(this.config);
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

  /** The listing's row, locked until the transaction ends (with its owner and photo). */
  async locked(em: EntityManager, id: number): Promise<TradeListing> {
    const listing = await em.findOne(
      TradeListing,
      { id },
      { lockMode: LockMode.PESSIMISTIC_WRITE, populate: LISTING_POPULATE, refresh: true },
    );
    if (!listing) throw new NotFoundException(LISTING_NOT_FOUND);
    return listing;
  }

  /** Closes the listing's pending offers (but `except`) with `status`; answers them. */
  async closePendingOffers(
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

  /** The listing as its owner sees it: with every offer made for it. */
  async myListing(id: number): Promise<MyTradeListingDto> {
    const listing = await this.em
      .fork()
      .findOneOrFail(TradeListing, { id }, { populate: [...LISTING_POPULATE, 'offers.offerer'] });
    return withOffers(listing);
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
}

function withOffers(listing: TradeListing): MyTradeListingDto {
  return { ...toTradeListingDto(listing), offers: listing.offers.getItems().map(toTradeOfferDto) };
}

/** The listing form's fields that were sent (the card's title is set apart: a new listing needs it). */
function applyListingForm(listing: TradeListing, dto: CreateTradeListingDto | UpdateTradeListingDto): void {
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
