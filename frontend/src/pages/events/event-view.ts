import type { EventTiming, EventType } from '../../shared/event-display';

/** What an event card reads of the API's event (kept structural, so the list and the registrations both fit). */
export interface EventView extends EventTiming {
  readonly id: number;
  readonly title: string;
  readonly type: EventType;
  readonly description?: string | null;
  readonly location?: string | null;
  readonly maxAttendees?: number | null;
  readonly image?: string | null;
}
