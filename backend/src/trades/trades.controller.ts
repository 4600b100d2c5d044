import { ENQUIRY_SENT } from '@club/rules';
import {
  applyDecorators,
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { MembersOnly, Public } from '../common/access.decorator.js';
import { ApiUnreadableRequestResponse, ErrorResponseDto } from '../common/error-response.dto.js';
import { IdParamPipe } from '../common/id-param.pipe.js';
import { PublicCached } from '../caching/public-cached.js';
import { setContentRange } from '../common/simple-rest.js';
import { ImageUpload, type UploadedFile, UploadedImages } from '../images/image-upload.decorator.js';
import { CurrentUser } from '../users/current-user.decorator.js';
import type { User } from '../users/user.entity.js';
import {
  CreateTradeListingDto,
  CreateTradeListingFormDto,
  TradeListingDto,
  UpdateTradeListingDto,
  UpdateTradeListingFormDto,
} from './dto/trade-listing.dto.js';
import {
  CreateTradeOfferDto,
  MyTradeListingDto,
  MyTradeOfferDto,
  TradeOfferDto,
} from './dto/trade-offer.dto.js';
import { ListingsPageQueryDto } from './dto/listings-page-query.dto.js';
import { LISTINGS_PAGE_MAX, LISTINGS_PAGE_SIZE, listingsPage } from './listings-page.js';
import { TradeListingsService } from './trade-listings.service.js';
import { TradeOffersService } from './trade-offers.service.js';
import { TRADES_CHANGED } from './trade-listing.entity.js';
import { MailLimited } from '../mail/mail-limited.decorator.js';
import { CreateEnquiryDto, EnquirySentDto } from '../seller-enquiries/dto/enquiry.dto.js';
import { EnquiryRoute } from '../seller-enquiries/enquiry-route.decorator.js';

const PAGE_DESCRIPTION =
  `One page by \`range\` (simple-rest, as the admin lists: the first ${LISTINGS_PAGE_SIZE} when absent, at most ${LISTINGS_PAGE_MAX}) of the listings that match \`q\`, \`condition\` and \`language\`; ` +
  'the `Content-Range` header says which rows came and how many match in all: `listings 0-23/130`.';

/** A page of listings: the rows in the body, which rows and how many in all in Content-Range. */
const ApiListingsPage = () =>
  applyDecorators(
    ApiOkResponse({
      type: [TradeListingDto],
      headers: {
        'Content-Range': { description: 'listings <first>-<last>/<total>', schema: { type: 'string' } },
      },
    }),
    ApiBadRequestResponse({
      type: ErrorResponseDto,
      description:
        'A range that is not [first, last] or too long, a search too long, or an unknown condition or language.',
    }),
  );

/** Content-Range for the rows of `range` that exist among `total`. */
function setListingsRange(reply: FastifyReply, range: [number, number], total: number): void {
  const shown = Math.max(0, Math.min(range[1] + 1, total) - range[0]);
  setContentRange(reply, 'listings', range, shown, total);
}

const PHOTO_UPLOAD = { fileField: 'photo', maxFiles: 1, tooManyFiles: 'Only one photo per listing.' };

@ApiTags('trades')
@Controller('trades')
export class TradesController {
  constructor(
    private readonly listings: TradeListingsService,
    private readonly offers: TradeOffersService,
  ) {}

  @Get('public')
  @ApiUnreadableRequestResponse()
  @Public()
  @ApiOperation({
    summary:
      'A page of the active public listings with their sellers, newest first, searched and filtered (no account needed)',
    description:
      `${PAGE_DESCRIPTION} ` +
      'Cached until a listing or a seller changes; answers carry an ETag and `Cache-Control: public, no-cache`, and `If-None-Match` gets 304.',
  })
  @ApiListingsPage()
  // Sellers' names and addresses come from their accounts.
  @PublicCached({ channels: [TRADES_CHANGED, 'user_changed'] })
  async publicList(
    @Query() query: ListingsPageQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TradeListingDto[]> {
    const range = listingsPage(query.range);
    const { listings, total } = await this.listings.publicPage(range, query);
    setListingsRange(reply, range, total);
    return listings;
  }

  @EnquiryRoute(
    'public/:id/enquiries',
    'Make Offer on a public listing: your message, mailed to the seller (no account needed)',
  )
  async enquire(
    @Param('id', IdParamPipe) id: number,
    @Body() dto: CreateEnquiryDto,
  ): Promise<EnquirySentDto> {
    await this.listings.enquire(id, dto);
    return { message: ENQUIRY_SENT };
  }

  @Get('members-only')
  @MembersOnly()
  @ApiOperation({
    summary:
      'A page of every active listing, public and members-only, newest first, searched and filtered (members may offer on any)',
    description: PAGE_DESCRIPTION,
  })
  @ApiListingsPage()
  async membersList(
    @Query() query: ListingsPageQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TradeListingDto[]> {
    const range = listingsPage(query.range);
    const { listings, total } = await this.listings.membersPage(range, query);
    setListingsRange(reply, range, total);
    return listings;
  }

  @Get('mine')
  @MembersOnly()
  @ApiOperation({
    summary: 'My Listings: your listings, whatever their status, each with the offers made for it',
  })
  @ApiOkResponse({ type: [MyTradeListingDto] })
  mine(@CurrentUser() caller: User): Promise<MyTradeListingDto[]> {
    return this.listings.mine(caller);
  }

  @Get('offers/mine')
  @MembersOnly()
  @ApiOperation({ summary: 'My Offers: the offers you made, with their listings' })
  @ApiOkResponse({ type: [MyTradeOfferDto] })
  myOffers(@CurrentUser() caller: User): Promise<MyTradeOfferDto[]> {
    return this.offers.mine(caller);
  }

  @Post()
  @MembersOnly()
  @ImageUpload({ form: CreateTradeListingFormDto, ...PHOTO_UPLOAD })
  @ApiOperation({
    summary: 'List a card (Submit Card: multipart/form-data with an optional `photo`)',
    description:
      'Only cardTitle is required; the declared condition defaults to NEAR_MINT, the language to ENGLISH and the visibility to MEMBERS_ONLY. The photo is checked by its content (JPEG, PNG or WebP; at most 5 MB and 40 megapixels) and re-encoded without its metadata.',
  })
  @ApiCreatedResponse({ type: TradeListingDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description:
      'You already have the most active listings a member may have (TRADE_ACTIVE_LISTINGS_PER_MEMBER).',
  })
  create(
    @CurrentUser() caller: User,
    @Body() dto: CreateTradeListingDto,
    @UploadedImages() files: UploadedFile[],
  ): Promise<TradeListingDto> {
    return this.listings.create(caller, dto, files);
  }

  @Put(':id')
  @MembersOnly()
  @ImageUpload({ form: UpdateTradeListingFormDto, ...PHOTO_UPLOAD })
  @ApiOperation({
    summary:
      'Change your active listing (multipart/form-data): the fields sent, a new `photo`, or removePhoto',
  })
  @ApiOkResponse({ type: TradeListingDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Not your listing.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The listing is no longer active.' })
  update(
    @CurrentUser() caller: User,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: UpdateTradeListingDto,
    @UploadedImages() files: UploadedFile[],
  ): Promise<TradeListingDto> {
    return this.listings.update(caller, id, dto, files);
  }

  @Post(':id/withdraw')
  @HttpCode(200)
  @MembersOnly()
  @ApiOperation({
    summary:
      'Withdraw your listing (or any, as an admin); its pending offers are declined and everyone is mailed',
  })
  @ApiOkResponse({ type: MyTradeListingDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Not your listing.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The listing is no longer active.' })
  withdraw(@CurrentUser() caller: User, @Param('id', IdParamPipe) id: number): Promise<MyTradeListingDto> {
    return this.listings.withdraw(caller, id);
  }

  @Post(':id/offers')
  @MembersOnly()
  @ApiOperation({
    summary: "Make an offer for another member's active listing; the lister and you are mailed",
    description:
      'A card trade (cardTradeOffered required; wantsMonetaryValue with monetaryAmount for money on top) or a cash offer (priceOffered required). One pending offer per listing per member.',
  })
  @ApiCreatedResponse({ type: TradeOfferDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Your own listing.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: 'No longer available, or you already have a pending offer.',
  })
  @MailLimited()
  makeOffer(
    @CurrentUser() caller: User,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: CreateTradeOfferDto,
  ): Promise<TradeOfferDto> {
    return this.offers.make(caller, id, dto);
  }

  @Post('offers/:id/accept')
  @HttpCode(200)
  @MembersOnly()
  @ApiOperation({
    summary: 'Accept an offer for your listing: the card is traded and the other pending offers declined',
    description: 'One transaction under a lock of the listing: of two simultaneous accepts, one gets 409.',
  })
  @ApiOkResponse({ type: MyTradeListingDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Not your listing.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Already traded, withdrawn, or not pending.' })
  accept(@CurrentUser() caller: User, @Param('id', IdParamPipe) id: number): Promise<MyTradeListingDto> {
    return this.offers.accept(caller, id);
  }

  @Post('offers/:id/decline')
  @HttpCode(200)
  @MembersOnly()
  @ApiOperation({ summary: 'Decline an offer for your listing' })
  @ApiOkResponse({ type: MyTradeListingDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Not your listing.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Already traded, withdrawn, or not pending.' })
  decline(@CurrentUser() caller: User, @Param('id', IdParamPipe) id: number): Promise<MyTradeListingDto> {
    return this.offers.decline(caller, id);
  }

  @Post('offers/:id/withdraw')
  @HttpCode(200)
  @MembersOnly()
  @ApiOperation({ summary: 'Withdraw your pending offer' })
  @ApiOkResponse({ type: MyTradeOfferDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Not your offer.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Already traded, withdrawn, or not pending.' })
  withdrawOffer(@CurrentUser() caller: User, @Param('id', IdParamPipe) id: number): Promise<MyTradeOfferDto> {
    return this.offers.withdraw(caller, id);
  }
}
