import {
  zCardsSearchQuery,
  zCreateFamilyMemberDto,
  zCreateForumCommentDto,
  zCreateForumPostDto,
  zCreateTournamentDto,
  zCreateTradeListingFormDto,
  zCreateTradeOfferDto,
  zForumCategoryBodyDto,
  zForumPostsListQuery,
  zSignupDto,
  zSubmitDeckListDto,
  zTradesPublicListQuery,
  zUpdateProfileDto,
} from '../api/generated/zod.gen';

/**
 * Limits that the forms share with the server, read from the zod schemas generated from
 * backend/openapi.json (the DTOs' decorators), never typed again here: change the DTO, regenerate, and
 * every form follows. server-rules.test.ts holds each limit equal to the number the spec's messages
 * name. (Kept apart from form-rules.ts so that pages without such a limit, like the login page in the
 * main bundle, do not load the generated schemas.)
 */

/** The shortest password the server accepts (SignupDto's, the same in every DTO that takes one). */
export const MIN_PASSWORD_LENGTH = zSignupDto.shape.password.minLength ?? 0;

// The avatar is a Pokédex number or its picture's URL; the number's bounds are the first choice's.
const avatarNumber = zSignupDto.shape.avatar.unwrap().options[0];
/** The Pokédex numbers the server accepts as avatar. */
export const MIN_AVATAR = avatarNumber.minValue ?? Number.NEGATIVE_INFINITY;
export const MAX_AVATAR = avatarNumber.maxValue ?? Number.POSITIVE_INFINITY;

/** The forum's lengths (spec 2 §9: content 5000, comments 1000) and a category's default colour (#3B82F6). */
export const MAX_POST_TITLE_LENGTH = zCreateForumPostDto.shape.title.maxLength ?? Number.POSITIVE_INFINITY;
export const MAX_POST_CONTENT_LENGTH =
  zCreateForumPostDto.shape.content.maxLength ?? Number.POSITIVE_INFINITY;
export const MAX_COMMENT_LENGTH = zCreateForumCommentDto.shape.content.maxLength ?? Number.POSITIVE_INFINITY;
const categoryFields = zForumCategoryBodyDto.shape;
export const MAX_CATEGORY_NAME_LENGTH = categoryFields.name.maxLength ?? Number.POSITIVE_INFINITY;
export const MAX_CATEGORY_DESCRIPTION_LENGTH =
  categoryFields.description.unwrap().unwrap().maxLength ?? Number.POSITIVE_INFINITY;
export const MAX_CATEGORY_ICON_LENGTH =
  categoryFields.icon.unwrap().unwrap().maxLength ?? Number.POSITIVE_INFINITY;
export const DEFAULT_CATEGORY_COLOR = categoryFields.color.parse(undefined);
/** The longest forum search the server reads, and its page size (spec 2 §9: 20). */
export const MAX_FORUM_SEARCH_LENGTH =
  zForumPostsListQuery.shape.search.unwrap().maxLength ?? Number.POSITIVE_INFINITY;
export const FORUM_PAGE_SIZE = zForumPostsListQuery.shape.limit.parse(undefined);
/** The longest search the trade lists take. */
export const MAX_TRADE_SEARCH_LENGTH =
  zTradesPublicListQuery.shape.q.unwrap().maxLength ?? Number.POSITIVE_INFINITY;
/** Whether a colour is one the server takes (#RRGGBB). */
export const isCategoryColor = (color: string) => categoryFields.color.safeParse(color).success;

const profile = zUpdateProfileDto.shape;
/** The longest values of the profile form's fields. */
export const MAX_PROFILE_LENGTHS = {
  firstName: profile.firstName.unwrap().maxLength ?? undefined,
  lastName: profile.lastName.unwrap().maxLength ?? undefined,
  email: profile.email.unwrap().maxLength ?? undefined,
  location: profile.location.unwrap().unwrap().maxLength ?? undefined,
  bio: profile.bio.unwrap().unwrap().maxLength ?? undefined,
} as const;

/** The longest card search the server reads. */
export const MAX_CARD_SEARCH_LENGTH = zCardsSearchQuery.shape.q.unwrap().maxLength ?? undefined;

/** The longest family member name. */
export const MAX_FAMILY_NAME_LENGTH = zCreateFamilyMemberDto.shape.name.maxLength ?? undefined;

const familyAge = zCreateFamilyMemberDto.shape.age;
/** The ages the server accepts for a family member (whole years). */
export const MIN_FAMILY_AGE = familyAge.minValue ?? 0;
export const MAX_FAMILY_AGE = familyAge.maxValue ?? Number.POSITIVE_INFINITY;
const familyBirthYear = zCreateFamilyMemberDto.shape.birthYear.unwrap().unwrap();
/** The birth years the server accepts for a family member. */
export const MIN_BIRTH_YEAR = familyBirthYear.minValue ?? 0;
export const MAX_BIRTH_YEAR = familyBirthYear.maxValue ?? Number.POSITIVE_INFINITY;

/** The longest pasted deck list a tournament takes. */
export const MAX_DECK_LIST_TEXT_LENGTH =
  zSubmitDeckListDto.shape.ptcgl.unwrap().maxLength ?? Number.POSITIVE_INFINITY;

const roundMinutes = zCreateTournamentDto.shape.roundMinutes;
/** The round lengths (minutes) a tournament may have. */
export const MIN_ROUND_MINUTES = roundMinutes.minValue ?? 1;
export const MAX_ROUND_MINUTES = roundMinutes.maxValue ?? Number.POSITIVE_INFINITY;

const offerFields = zCreateTradeOfferDto.shape;
/** The trade forms' lengths (a card's title, a known condition or grader, an offer's message) and amounts in £. */
export const MAX_CARD_TITLE_LENGTH =
  zCreateTradeListingFormDto.shape.cardTitle.maxLength ?? Number.POSITIVE_INFINITY;
export const MAX_KNOWN_CONDITION_LENGTH =
  offerFields.cardKnownCondition.unwrap().unwrap().maxLength ?? Number.POSITIVE_INFINITY;
export const MAX_OFFER_MESSAGE_LENGTH =
  offerFields.message.unwrap().unwrap().maxLength ?? Number.POSITIVE_INFINITY;
export const MAX_TRADE_AMOUNT =
  offerFields.priceOffered.unwrap().unwrap().maxValue ?? Number.POSITIVE_INFINITY;
