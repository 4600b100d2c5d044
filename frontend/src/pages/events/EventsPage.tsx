import { Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { eventsListOptions, tournamentsListOptions } from '../../api/generated/@tanstack/react-query.gen';
import type { EventDto } from '../../api/generated/types.gen';
import { useAuth } from '../../auth/useAuth';
import { Page } from '../../layout/Page';
import { useToast } from '../../layout/toast';
import { apiErrorMessage } from '../../shared/api-error';
import { lazyNamed } from '../../shared/lazy-named';
import { useFamily } from '../family/use-family';
import { AddToCalendarLink, CalendarSubscribeLinks } from './CalendarLinks';
import { CategoryFilter } from './CategoryFilter';
import { EventCard } from './EventCard';
import { EventGrid } from './EventGrid';
import { availableLabel, inCategory, type EventCategory } from './event-filter';
import { RegistrationActions, type RegistrationState } from './RegistrationActions';
import { TournamentLink } from './TournamentLink';
import { useEventRegistration, type EventParty } from './use-event-registration';

// Only members registering their family open it: it loads then, not with the page.
const FamilySelectDialog = lazyNamed(() => import('./FamilySelectDialog'), 'FamilySelectDialog');

const REGISTER_FAILED = 'Failed to register for event';
const UNREGISTER_FAILED = 'Failed to unregister from event';

/** /events — upcoming events with registration (spec 1 §2, Events). */
export function EventsPage() {
  const { user, isApproved } = useAuth();
  const toast = useToast();
  const events = useQuery(eventsListOptions());
  // Which TOURNAMENT events the organiser runs here as a tournament (a link to its pages on the card).
  const tournaments = useQuery(tournamentsListOptions());
  // The cards are drawn from deferred answers: React draws them in a transition, in slices between frames,
  // rather than in one long task as each answer lands (the events, then the tournaments' links).
  const eventList = useDeferredValue(events.data);
  const tournamentList = useDeferredValue(tournaments.data);
  const tournamentOf = useMemo(
    () => new Map((tournamentList ?? []).map((t) => [t.eventId, t.id])),
    [tournamentList],
  );
  const registration = useEventRegistration();
  const family = useFamily(Boolean(user && isApproved));
  const [category, setCategory] = useState<EventCategory>('ALL');
  const [familyFor, setFamilyFor] = useState<EventDto | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const shown = useMemo(() => inCategory(eventList ?? [], category), [eventList, category]);
  // The list has landed, or failed: until then it shows its skeleton.
  const listSettled = eventList !== undefined || events.isError;

  const { userId, partyAt } = registration;
  const registerCall = registration.register.mutateAsync;
  const unregisterCall = registration.unregister.mutateAsync;
  const familyList = family.list.data;

  // Handlers that stay the same between renders while what they use does: the cards are drawn again only when
  // what they show changes, not each time an answer lands while the deferred lists still hold the one before.
  const register = useCallback(
    async (event: EventDto, familyMemberIds: number[]) => {
      setBusyId(event.id);
      try {
        const result = await registerCall({ path: { id: event.id }, body: { userId, familyMemberIds } });
        toast.success(result.message);
        setFamilyFor(null);
      } catch (error) {
        toast.error(apiErrorMessage(error, REGISTER_FAILED));
      } finally {
        setBusyId(null);
      }
    },
    [registerCall, userId, toast],
  );

  const unregister = useCallback(
    async (event: EventDto) => {
      setBusyId(event.id);
      try {
        // As the spec's page does: the member and all of their family.
        const familyMemberIds = (familyList ?? []).map((member) => member.id);
        const result = await unregisterCall({ path: { id: event.id }, body: { userId, familyMemberIds } });
        toast.success(result.message);
      } catch (error) {
        toast.error(apiErrorMessage(error, UNREGISTER_FAILED));
      } finally {
        setBusyId(null);
      }
    },
    [unregisterCall, userId, familyList, toast],
  );

  const refetchEvents = events.refetch;
  const member = Boolean(user && isApproved);
  const grid = useMemo(() => {
    function stateOf(event: EventDto, party: EventParty): RegistrationState {
      if (party.self) return { kind: 'registered' };
      // A full event reads 'Event Full' for everyone, visitors included: there is nothing to log in for.
      if (event.placesLeft === 0) return { kind: 'full' };
      if (!user) return { kind: 'anonymous' };
      return isApproved ? { kind: 'open' } : { kind: 'not-approved' };
    }
    return (
      <EventGrid
        events={shown}
        isPending={!listSettled}
        isError={events.isError}
        onRetry={() => void refetchEvents()}
        empty={{
          title: 'No events found',
          text: 'New events appear here as soon as the club announces them.',
        }}
        renderEvent={(event) => {
          const party = partyAt(event.id);
          return (
            <EventCard
              event={event}
              headingLevel="h2"
              actions={
                <>
                  <RegistrationActions
                    state={stateOf(event, party)}
                    eventTitle={event.title}
                    busy={busyId === event.id}
                    onRegister={() => void register(event, [])}
                    onRegisterFamily={() => setFamilyFor(event)}
                    onUnregister={() => void unregister(event)}
                  />
                  <Box sx={{ flexBasis: '100%' }} />
                  <AddToCalendarLink id={event.id} title={event.title} />
                  <TournamentLink
                    tournamentId={tournamentOf.get(event.id)}
                    eventTitle={event.title}
                    member={member}
                  />
                </>
              }
            />
          );
        }}
      />
    );
  }, [
    shown,
    listSettled,
    events.isError,
    refetchEvents,
    partyAt,
    register,
    unregister,
    busyId,
    user,
    isApproved,
    member,
    tournamentOf,
  ]);

  return (
    <Page
      title="Upcoming Events"
      back={{ to: '/dashboard', label: 'Back to Dashboard' }}
      intro="Tournaments, trading sessions, community nights and more. Events are open to everyone — no registration needed."
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <CategoryFilter value={category} onChange={setCategory} />
        <Typography role="status" sx={{ minHeight: '1.5em' }}>
          {eventList ? availableLabel(shown.length) : ''}
        </Typography>
      </Stack>
      {grid}
      {listSettled ? (
        // Drawn with the list, not before it: below a list of unknown length it would jump when the list lands.
        <Box component="section" aria-labelledby="calendar-heading" sx={{ mt: 5 }}>
          <Typography id="calendar-heading" variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
            Never miss an event
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            Subscribe in your calendar app and new club events appear there by themselves.
          </Typography>
          <CalendarSubscribeLinks />
        </Box>
      ) : null}
      {familyFor ? (
        <Suspense fallback={null}>
          <FamilySelectDialog
            eventTitle={familyFor.title}
            family={family.list.data ?? []}
            registeredIds={registration.partyAt(familyFor.id).familyMemberIds}
            busy={busyId === familyFor.id}
            onConfirm={(ids) => void register(familyFor, ids)}
            onClose={() => setFamilyFor(null)}
          />
        </Suspense>
      ) : null}
    </Page>
  );
}
