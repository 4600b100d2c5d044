import { describe, expect, it } from 'vitest';
import {
  zChangePasswordDto,
  zCreateFamilyMemberDto,
  zCreateTradeListingFormDto,
  zCreateTradeOfferDto,
  zCreateUserDto,
  zSignupDto,
  zTradesMembersListQuery,
  zUpdateFamilyMemberDto,
  zUpdateForumCommentDto,
  zUpdateForumPostDto,
} from '../api/generated/zod.gen';
import {
  DEFAULT_CATEGORY_COLOR,
  FORUM_PAGE_SIZE,
  isCategoryColor,
  MAX_AVATAR,
  MAX_CARD_SEARCH_LENGTH,
  MAX_CARD_TITLE_LENGTH,
  MAX_FAMILY_NAME_LENGTH,
  MAX_PROFILE_LENGTHS,
  MAX_CATEGORY_NAME_LENGTH,
  MAX_COMMENT_LENGTH,
  MAX_DECK_LIST_TEXT_LENGTH,
  MAX_FAMILY_AGE,
  MAX_FORUM_SEARCH_LENGTH,
  MAX_TRADE_SEARCH_LENGTH,
  MAX_KNOWN_CONDITION_LENGTH,
  MAX_OFFER_MESSAGE_LENGTH,
  MAX_POST_CONTENT_LENGTH,
  MAX_POST_TITLE_LENGTH,
  MAX_ROUND_MINUTES,
  MAX_TRADE_AMOUNT,
  MIN_AVATAR,
  MIN_FAMILY_AGE,
  MIN_PASSWORD_LENGTH,
  MIN_ROUND_MINUTES,
} from './server-rules';

const user = { email: 'brock@example.com', password: 'onix123' };
const profile = { firstName: 'Brock', lastName: 'Harrison' };

describe('rules shared with the server', () => {
  it("take the password minimum from the server's DTOs, the 6 that the spec's messages name", () => {
    expect(MIN_PASSWORD_LENGTH).toBe(6);
    expect(zChangePasswordDto.shape.newPassword.minLength).toBe(MIN_PASSWORD_LENGTH);
    expect(zCreateUserDto.shape.password.minLength).toBe(MIN_PASSWORD_LENGTH);
    expect(zSignupDto.shape.password.minLength).toBe(MIN_PASSWORD_LENGTH);
  });

  it('take the avatar range from the server, every Pokédex number up to 1025', () => {
    expect([MIN_AVATAR, MAX_AVATAR]).toEqual([1, 1025]);
    expect(zCreateUserDto.safeParse({ ...user, profile: { ...profile, avatar: MAX_AVATAR } }).success).toBe(
      true,
    );
    expect(
      zCreateUserDto.safeParse({ ...user, profile: { ...profile, avatar: MAX_AVATAR + 1 } }).success,
    ).toBe(false);
    expect(zSignupDto.safeParse({ ...user, ...profile, avatar: MAX_AVATAR + 1 }).success).toBe(false);
  });

  it("take the forum's lengths from the server, the 5000 and 1000 of spec 2 §9", () => {
    expect(MAX_POST_CONTENT_LENGTH).toBe(5000);
    expect(MAX_COMMENT_LENGTH).toBe(1000);
    expect(zUpdateForumPostDto.shape.content.unwrap().maxLength).toBe(MAX_POST_CONTENT_LENGTH);
    expect(zUpdateForumPostDto.shape.title.unwrap().maxLength).toBe(MAX_POST_TITLE_LENGTH);
    expect(zUpdateForumCommentDto.shape.content.maxLength).toBe(MAX_COMMENT_LENGTH);
    expect(MAX_POST_TITLE_LENGTH).toBe(200);
    expect(MAX_CATEGORY_NAME_LENGTH).toBe(60);
    expect(FORUM_PAGE_SIZE).toBe(20);
    expect(MAX_FORUM_SEARCH_LENGTH).toBe(100);
  });

  it("take the trade lists' longest search from the server, the same for both lists", () => {
    expect(MAX_TRADE_SEARCH_LENGTH).toBe(100);
    expect(zTradesMembersListQuery.shape.q.unwrap().maxLength).toBe(MAX_TRADE_SEARCH_LENGTH);
  });

  it("take a category's default colour from the server, spec 2 §9's #3B82F6", () => {
    expect(DEFAULT_CATEGORY_COLOR).toBe('#3B82F6');
    expect(isCategoryColor('#12ab3F')).toBe(true);
    expect(isCategoryColor('blue')).toBe(false);
  });

  it('take the family member ages from the server, the 0 to 120 of the spec (spec 2 §5)', () => {
    expect([MIN_FAMILY_AGE, MAX_FAMILY_AGE]).toEqual([0, 120]);
    expect(zUpdateFamilyMemberDto.shape.age.unwrap().maxValue).toBe(MAX_FAMILY_AGE);
    expect(zCreateFamilyMemberDto.safeParse({ name: 'Lily', age: 4.5 }).success).toBe(false);
  });

  it("take the tournament's limits from the server: pasted lists up to 20000 characters, rounds of 10 to 180 minutes", () => {
    expect(MAX_DECK_LIST_TEXT_LENGTH).toBe(20000);
    expect([MIN_ROUND_MINUTES, MAX_ROUND_MINUTES]).toEqual([10, 180]);
  });

  it("take the trade forms' limits from the server, the same in listings and offers", () => {
    expect([MAX_CARD_TITLE_LENGTH, MAX_KNOWN_CONDITION_LENGTH, MAX_OFFER_MESSAGE_LENGTH]).toEqual([
      200, 100, 1000,
    ]);
    expect(MAX_TRADE_AMOUNT).toBe(100_000);
    const listing = zCreateTradeListingFormDto.shape;
    expect(listing.cardKnownCondition.unwrap().unwrap().maxLength).toBe(MAX_KNOWN_CONDITION_LENGTH);
    expect(listing.gradedBy.unwrap().unwrap().maxLength).toBe(MAX_KNOWN_CONDITION_LENGTH);
    expect(listing.desiredCard.unwrap().unwrap().maxLength).toBe(MAX_CARD_TITLE_LENGTH);
    expect(zCreateTradeOfferDto.shape.cardTradeOffered.unwrap().unwrap().maxLength).toBe(
      MAX_CARD_TITLE_LENGTH,
    );
    expect(zCreateTradeOfferDto.shape.monetaryAmount.unwrap().unwrap().maxValue).toBe(MAX_TRADE_AMOUNT);
  });

  it('take the text lengths of the profile, family and card search fields from the server', () => {
    expect(MAX_PROFILE_LENGTHS).toEqual({
      firstName: 100,
      lastName: 100,
      email: 254,
      location: 100,
      bio: 1000,
    });
    expect(MAX_FAMILY_NAME_LENGTH).toBe(100);
    expect(MAX_CARD_SEARCH_LENGTH).toBe(100);
  });
});
