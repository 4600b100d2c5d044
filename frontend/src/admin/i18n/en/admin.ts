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
    },
  },
} as const;
