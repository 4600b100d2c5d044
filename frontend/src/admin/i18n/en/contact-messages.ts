/** Contact messages. */
export const contactMessagesEn = {
  resources: {
    'contact-messages': {
      name: 'Contact message |||| Contact messages',
      fields: {
        name: 'Name',
        email: 'Email',
        subject: 'Subject',
        message: 'Message',
        createdAt: 'Received',
        handled: 'Handled',
      },
    },
  },
  club: {
    contact: {
      actions: 'Actions',
      title: 'Contact messages',
      empty: 'No messages yet',
      all: 'All messages',
      open: 'Open',
      handledFilter: 'Handled',
      markHandled: 'Mark handled',
      markUnhandled: 'Reopen',
      handled: 'Message marked handled',
      reopened: 'Message reopened',
      updateFailed: 'Failed to update the message',
    },
  },
} as const;
