/**
 * The server's rules for a format change (backend UpdateFormatDto and FormatsService), checked in
 * the browser so mistakes show next to the field before anything is sent. Each check answers the
 * message to show, or null.
 */
import { readDay } from '@club/rules';

export const SET_ID = /^[a-z0-9.-]{1,40}$/i;
export const CARD_NUMBER = /^[A-Z0-9]{1,20}$/i;

export const NAME_MAX = 200;
export const SERIES_MAX = 100;

export const RULE_MESSAGES = {
  required: 'Required.',
  setId: 'A set id such as sv6.',
  number: 'A card number such as 99 or TG12.',
  day: 'A date YYYY-MM-DD, e.g. 2026-04-10.',
  name: `At most ${NAME_MAX} characters.`,
  series: `At most ${SERIES_MAX} characters.`,
  duplicate: 'Listed twice.',
} as const;

export function setIdError(value: string): string | null {
  if (value.trim() === '') return RULE_MESSAGES.required;
  return SET_ID.test(value.trim()) ? null : RULE_MESSAGES.setId;
}

export function cardNumberError(value: string): string | null {
  if (value.trim() === '') return RULE_MESSAGES.required;
  return CARD_NUMBER.test(value.trim()) ? null : RULE_MESSAGES.number;
}

export function dayError(value: string): string | null {
  if (value.trim() === '') return RULE_MESSAGES.required;
  return readDay(value.trim()) ? null : RULE_MESSAGES.day;
}

export function cardNameError(value: string): string | null {
  if (value.trim() === '') return RULE_MESSAGES.required;
  return value.trim().length > NAME_MAX ? RULE_MESSAGES.name : null;
}

export function seriesError(value: string): string | null {
  if (value.trim() === '') return RULE_MESSAGES.required;
  return value.trim().length > SERIES_MAX ? RULE_MESSAGES.series : null;
}
