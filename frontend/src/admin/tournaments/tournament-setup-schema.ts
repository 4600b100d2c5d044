import { readUkInstant, ukClockOf, ukDayOf } from '@club/rules';
import { z } from 'zod';
import type { CreateTournamentDto, TournamentDto } from '../../api/generated/types.gen';
import { MAX_ROUND_MINUTES, MIN_ROUND_MINUTES } from '../../shared/server-rules';

/** Translation keys (i18n/en.ts) of the form's messages. */
export const SETUP_MESSAGES = {
  roundMinutes: 'club.tournaments.settings.roundMinutesInvalid',
  deadline: 'club.tournaments.settings.deadlineInvalid',
} as const;

/** What the round-length message names. */
export const ROUND_MINUTES_RANGE = { min: MIN_ROUND_MINUTES, max: MAX_ROUND_MINUTES };

const WHOLE = /^\d+$/;

/**
 * A tournament's settings as the form holds them: the deadline as a UK day and time (the club's
 * clock, whatever the organiser's computer says), the round length as typed.
 */
export const setupSchema = z
  .object({
    format: z.enum(['standard', 'expanded']),
    bestOf: z.enum(['1', '3']),
    roundMinutes: z
      .string()
      .trim()
      .refine((text) => WHOLE.test(text), SETUP_MESSAGES.roundMinutes)
      .transform(Number)
      .refine((n) => n >= MIN_ROUND_MINUTES && n <= MAX_ROUND_MINUTES, SETUP_MESSAGES.roundMinutes),
    divisionsApart: z.boolean(),
    topCut: z.boolean(),
    deadlineDay: z.string(),
    deadlineTime: z.string(),
  })
  .transform((values, context) => {
    const deckListDeadline = readUkInstant(values.deadlineDay, values.deadlineTime)?.toISOString();
    if (!deckListDeadline) {
      context.addIssue({ code: 'custom', message: SETUP_MESSAGES.deadline, path: ['deadlineDay'] });
      return z.NEVER;
    }
    return {
      format: values.format,
      bestOf: values.bestOf === '1' ? 1 : 3,
      roundMinutes: values.roundMinutes,
      divisionsApart: values.divisionsApart,
      topCut: values.topCut,
      deckListDeadline,
    } satisfies Omit<CreateTournamentDto, 'eventId'>;
  });

export type SetupFields = z.input<typeof setupSchema>;
export type SetupValues = z.output<typeof setupSchema>;

/** A new tournament's settings: the club's usual ones, lists due when the event starts. */
export function defaultSetup(eventDate: string): SetupFields {
  return {
    format: 'standard',
    bestOf: '3',
    roundMinutes: '50',
    divisionsApart: false,
    topCut: true,
    deadlineDay: ukDayOf(eventDate),
    deadlineTime: ukClockOf(eventDate),
  };
}

/** The form's fields for a tournament's current settings. */
export function setupOf(tournament: TournamentDto): SetupFields {
  return {
    format: tournament.format,
    bestOf: tournament.bestOf === 1 ? '1' : '3',
    roundMinutes: String(tournament.roundMinutes),
    divisionsApart: tournament.divisionsApart,
    topCut: tournament.topCut,
    deadlineDay: ukDayOf(tournament.deckListDeadline),
    deadlineTime: ukClockOf(tournament.deckListDeadline),
  };
}
