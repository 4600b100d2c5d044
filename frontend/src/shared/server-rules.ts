import { zCreateFamilyMemberDto, zSignupDto } from '../api/generated/zod.gen';

/**
 * Limits that the forms share with the server, read from the zod schemas generated from
 * backend/openapi.json (the DTOs' decorators), never typed again here: change the DTO, regenerate, and
 * every form follows. server-rules.test.ts holds each limit equal to the number the spec's messages
 * name. (Kept apart from form-rules.ts so that pages without such a limit, like the login page in the
 * main bundle, do not load the generated schemas.)
 */

/** The shortest password the server accepts (SignupDto's, the same in every DTO that takes one). */
export const MIN_PASSWORD_LENGTH = zSignupDto.shape.password.minLength ?? 0;

const avatarNumber = zSignupDto.shape.avatar.unwrap().unwrap();
/** The Pokédex numbers the server accepts as avatar. */
export const MIN_AVATAR = avatarNumber.minValue ?? Number.NEGATIVE_INFINITY;
export const MAX_AVATAR = avatarNumber.maxValue ?? Number.POSITIVE_INFINITY;

const familyAge = zCreateFamilyMemberDto.shape.age;
/** The ages the server accepts for a family member (whole years). */
export const MIN_FAMILY_AGE = familyAge.minValue ?? 0;
export const MAX_FAMILY_AGE = familyAge.maxValue ?? Number.POSITIVE_INFINITY;
