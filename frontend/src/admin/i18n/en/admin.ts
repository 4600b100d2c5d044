import { ADMIN_ONLY } from '@club/rules';

/** The admin frame: its title, menu and dashboard. */
export const adminEn = {
  club: {
    admin: {
      title: 'Admin Panel',
      back: 'Back',
      backToSite: 'Back to site',
      accessDeniedTitle: 'Access Denied',
      accessDeniedMessage: ADMIN_ONLY,
      goToDashboard: 'Go to Dashboard',
      permissionsFailed: 'Could not check your permissions. Please try again.',
      retry: 'Try again',
    },
    dialogs: {
      close: 'Close',
      loadFailed: 'This record could not be loaded: it may have been deleted meanwhile.',
    },
    menu: {
      dashboard: 'Dashboard',
      pendingUsers: 'Pending users',
      events: 'Events',
      contactMessages: 'Contact messages',
      tournaments: 'Tournaments',
      releases: 'Releases',
      artwork: 'Artwork',
    },
    dashboard: {
      title: 'Admin Dashboard',
      subtitle: 'Manage the club: members, content and achievements',
      // The spec's tab labels (spec 2 §2, Admin dashboard).
      tabs: {
        overview: 'Overview',
        users: 'User Management',
        content: 'Content Management',
        achievements: 'Leaderboard & Achievements',
      },
      counts: {
        members: 'Members',
        pending: 'Pending approval',
        admins: 'Admins',
        familyMembers: 'Family members',
        events: 'Events',
        upcomingEvents: 'Upcoming events',
        registrations: 'Registrations for upcoming events',
        achievements: 'Achievements',
        unhandledMessages: 'Unanswered messages',
      },
      recentActivity: 'Recent activity',
      recentEmpty: 'No recent activity',
      recentFailed: 'Failed to load recent activity',
      backup: {
        title: 'Last backup',
        when: '%{when}: %{size}, %{rows} rows and %{files} files',
        none: 'No backup has run yet: run npm run db:backup on the server (see the README).',
        failed: 'Failed to load the backup status',
      },
      heldBackMail: {
        title: 'Mail held back by limits (last %{hours} hours)',
        none: 'None: every mail went out.',
        explained:
          'Notices others cause have small budgets per address, so nobody can flood a member; these were not sent. Mail that protects an account is never held back.',
        count: '%{smart_count} mail |||| %{smart_count} mails',
        kinds: {
          ACCOUNT: 'Account mail',
          ADDRESS_IN_USE: 'Someone tried to sign up with a member’s address',
          TRADE: 'Trade offers and answers',
          ENQUIRY: 'Enquiries to members',
          CONTACT: 'Contact messages to the club',
        },
      },
    },
  },
} as const;
