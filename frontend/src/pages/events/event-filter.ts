import type { EventType } from '../../shared/event-display';

export type EventCategory = 'ALL' | EventType;

export function inCategory<T extends { readonly type: EventType }>(
  events: readonly T[],
  category: EventCategory,
): T[] {
  return category === 'ALL' ? [...events] : events.filter((event) => event.type === category);
}

/** The count line beside the filter: '1 event available', '3 events available'. */
export function availableLabel(count: number): string {
  return `${count} ${count === 1 ? 'event' : 'events'} available`;
}
