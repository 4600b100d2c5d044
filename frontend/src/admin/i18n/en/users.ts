import { FILL_IN_REQUIRED, PASSWORD_TOO_SHORT, USER_CREATED, USER_REJECTED, VALID_EMAIL } from '@club/rules';

/** Users: the user table and dialog, and the pending users screen. */
export const usersEn = {
  resources: {
    users: {
      name: 'User |||| Users',
      fields: {
        id: 'Id',
        email: 'Email',
        password: 'Password',
        role: 'Role',
        status: 'Status',
        createdAt: 'Joined',
        profile: {
          firstName: 'First name',
          lastName: 'Last name',
          avatar: 'Avatar (Pokédex number)',
        },
      },
    },
  },
  club: {
    users: {
      managementTitle: 'User Management',
      name: 'Name',
      pendingApprovals: 'Pending Approvals',
      create: 'Create user',
      status: { pending: 'Pending', active: 'Active' },
      roles: { MEMBER: 'Member', ADMIN: 'Admin', PENDING: 'Pending' },
      searchLabel: 'Search users',
      allRoles: 'All roles',
      created: USER_CREATED,
      createFailed: 'Failed to create user',
      updated: 'User updated successfully!',
      updateFailed: 'Failed to update user',
      // Spec 1 §8 and spec 2 §8: a save that never got an answer.
      unexpectedError: 'An unexpected error occurred',
      saveError: 'An error occurred while saving the user',
      deleted: 'User deleted successfully!',
      deleteFailed: 'Failed to delete user',
      deleteTitle: 'Delete %{name}',
      deleteConfirm: 'Are you sure you want to delete this user?',
      createTitle: 'New user',
      editTitle: 'Edit user %{name}',
      avatarHelp: 'A Pokédex number from 1 to 1025 (25 is Pikachu)',
      passwordHelp: 'At least 6 characters',
      ownRole: 'Your own role: another admin can change it.',
      actions: 'Actions',
      validation: {
        required: FILL_IN_REQUIRED,
        email: VALID_EMAIL,
        password: PASSWORD_TOO_SHORT,
        avatar: 'Avatar must be a Pokédex number from 1 to 1025',
      },
    },
    pending: {
      title: 'User Management',
      subtitle: 'Approve or reject pending user applications',
      refresh: 'Refresh',
      count: '%{smart_count} pending application |||| %{smart_count} pending applications',
      emptyTitle: 'No Pending Applications',
      emptyMessage: 'New sign-ups waiting for approval will appear here.',
      loadFailed: 'Failed to fetch pending users',
      applied: 'Applied',
      approve: 'Approve',
      reject: 'Reject',
      approved: 'User approved successfully!',
      approveFailed: 'Failed to approve user',
      rejected: USER_REJECTED,
      rejectFailed: 'Failed to reject user',
      rejectTitle: 'Reject %{name}?',
      rejectConfirm:
        'The application of %{name} (%{email}) will be rejected and the account deleted. This action cannot be undone.',
    },
  },
} as const;
