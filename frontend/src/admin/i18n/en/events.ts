import { FILL_IN_REQUIRED, TITLE_AND_DATE } from '@club/rules';

/** Events: the events manager and its dialogs. */
export const eventsEn = {
  resources: {
    events: {
      name: 'Event |||| Events',
      fields: {
        title: 'Title',
        description: 'Description',
        date: 'Date',
        time: 'Time',
        location: 'Location',
        type: 'Type',
        maxAttendees: 'Max attendees',
        isActive: 'Active',
        image: 'Image URL',
      },
    },
  },
  club: {
    events: {
      title: 'Manage Events',
      subtitle: 'Create and manage community events',
      add: 'Add Event',
      createTitle: 'Add Event',
      editTitle: 'Edit Event',
      emptyTitle: 'No events yet',
      emptyMessage: 'Create your first event to get started!',
      loadFailed: 'Error loading events',
      limit: 'Limit',
      registered: 'Registered',
      noLimit: '∞',
      viewRegistrations: 'View registrations',
      registrationsTitle: 'Registrations for %{title}',
      registrationsEmpty: 'No one has registered yet',
      registrationsFailed: 'Failed to fetch registrations',
      registeredAt: 'Registered %{when}',
      close: 'Close',
      added: 'Event added successfully!',
      updated: 'Event updated successfully!',
      deleted: 'Event deleted successfully!',
      saveFailed: 'Failed to save event',
      deleteFailed: 'Failed to delete event',
      deleteTitle: 'Delete %{title}',
      deleteConfirm: 'Are you sure you want to delete this event?',
      timeHelp: 'UK time, e.g. 18:30, 6:30pm or 18:30–21:30',
      maxAttendeesHelp: 'Leave empty for no limit',
      types: {
        TOURNAMENT: 'Tournament',
        TRADING_SESSION: 'Trading Session',
        COMMUNITY_NIGHT: 'Community Night',
        TRAINING_SESSION: 'Training Session',
        SPECIAL_EVENT: 'Special Event',
      },
      validation: {
        titleAndDate: TITLE_AND_DATE,
        required: FILL_IN_REQUIRED,
        maxAttendees: 'Max attendees must be a whole number of at least 1',
        time: 'Time must be a UK time like 18:30 or 6:30pm, or a range like 18:30–21:30',
      },
    },
  },
} as const;
