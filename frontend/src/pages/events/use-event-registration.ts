import { useCallback, useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  eventsListQueryKey,
  eventsOfUserOptions,
  eventsOfUserQueryKey,
  eventsRegisterMutation,
  eventsUnregisterMutation,
} from '../../api/generated/@tanstack/react-query.gen';
import type { EventRegistrationDto } from '../../api/generated/types.gen';
import { useAuth } from '../../auth/useAuth';

/** Who of the member's party is registered for an event. */
export interface EventParty {
  readonly self: boolean;
  readonly familyMemberIds: ReadonlySet<number>;
}

const NOBODY: EventParty = { self: false, familyMemberIds: new Set() };

/** The member's party at each event, from their registrations (their own and their family's). */
export function partiesByEvent(registrations: readonly EventRegistrationDto[]): Map<number, EventParty> {
  const parties = new Map<number, { self: boolean; familyMemberIds: Set<number> }>();
  for (const registration of registrations) {
    const party = parties.get(registration.eventId) ?? { self: false, familyMemberIds: new Set<number>() };
    if (registration.user) party.self = true;
    if (registration.familyMember) party.familyMemberIds.add(registration.familyMember.id);
    parties.set(registration.eventId, party);
  }
  return parties;
}

/**
 * The signed-in member's registrations and the calls that change them. After a change the events
 * (places left) and the registrations are read again, instead of the prototype's page reload.
 */
export function useEventRegistration() {
  const { user, isApproved } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id ?? 0;
  const enabled = Boolean(user && isApproved);
  const registrations = useQuery({ ...eventsOfUserOptions({ path: { userId } }), enabled });
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: eventsListQueryKey() }),
      queryClient.invalidateQueries({ queryKey: eventsOfUserQueryKey({ path: { userId } }) }),
    ]);
  };
  const register = useMutation({ ...eventsRegisterMutation(), onSuccess: refresh });
  const unregister = useMutation({ ...eventsUnregisterMutation(), onSuccess: refresh });
  const parties = useMemo(() => partiesByEvent(registrations.data ?? []), [registrations.data]);
  // The same function until the registrations change: a page can keep its cards while nothing they show has.
  const partyAt = useCallback((eventId: number): EventParty => parties.get(eventId) ?? NOBODY, [parties]);
  return { userId, registrations, partyAt, register, unregister };
}
