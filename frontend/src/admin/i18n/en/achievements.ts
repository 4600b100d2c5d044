import { FILL_IN_REQUIRED } from '@club/rules';

/** Achievements: the dashboard's Leaderboard & Achievements tab and its dialog. */
export const achievementsEn = {
  resources: {
    achievements: {
      name: 'Achievement |||| Achievements',
      fields: {
        type: 'Type',
        title: 'Title',
        description: 'Description',
        date: 'Date',
        place: 'Place',
        competitionName: 'Competition name',
        competitionType: 'Competition type',
        userId: 'Member',
        familyMemberId: 'Family member',
      },
    },
  },
  club: {
    achievements: {
      title: 'Leaderboard & Achievements',
      add: 'Add Achievement',
      editTitle: 'Edit Achievement',
      user: 'User',
      actions: 'Actions',
      personHelp: 'A member, or choose a family member below',
      added: 'Achievement added successfully!',
      updated: 'Achievement updated successfully!',
      deleted: 'Achievement deleted successfully!',
      saveFailed: 'Failed to save achievement',
      deleteFailed: 'Failed to delete achievement',
      deleteTitle: 'Delete %{title}',
      deleteConfirm: 'Are you sure you want to delete this achievement?',
      types: {
        TOURNAMENT_WIN: 'Tournament Win',
        CASUAL_WIN: 'Casual Win',
        COMPETITION_WIN: 'Competition Win',
      },
      validation: {
        required: FILL_IN_REQUIRED,
        onePerson: 'Choose a member or a family member, not both',
        place: 'Place must be 1st, 2nd or 3rd',
      },
      tournament: 'Tournament Wins',
      casual: 'Casual Wins',
      competition: 'Competition Wins',
      noTournament: 'No tournament wins yet',
      noCasual: 'No casual wins yet',
      noCompetition: 'No competition wins yet',
      all: 'All Achievements',
      emptyTitle: 'No achievements yet',
      emptyMessage: 'Add achievements to see them here',
    },
  },
} as const;
