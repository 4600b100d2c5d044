import { CLUB_TIME_ZONE } from '@club/rules';
import { Box, useMediaQuery, type Theme } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  DateField,
  EditButton,
  EmailField,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  WrapperField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import type { UserDto } from '../../api/generated/types.gen';
import { ROLE_CHOICES } from './role-choices';
import { UserDeleteButton } from './UserDeleteButton';
import { UserStatusField } from './UserStatusField';
import { fullName } from './user-name';

const dateOptions = { dateStyle: 'medium', timeZone: CLUB_TIME_ZONE } as const;

function UserListActions() {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <CreateButton resource="users" label={translate('club.users.create')} />
    </TopToolbar>
  );
}

/**
 * Every user, for the dashboard's Users tab: search (`q`) and a role filter, a Status column, edit
 * and delete with confirmation. Filters are kept out of the URL (the dashboard owns it).
 */
export function UserList() {
  const translate = useTranslate();
  // Seven columns do not fit a phone: there each user is a line that opens the user (edit, delete).
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('club.users.searchLabel')} />,
    <SelectInput key="role" source="role" choices={ROLE_CHOICES} alwaysOn emptyText="club.users.allRoles" />,
  ];
  return (
    <List
      resource="users"
      title={false}
      disableSyncWithLocation
      storeKey="admin.dashboard.users"
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      actions={<UserListActions />}
      empty={false}
    >
      {phone ? (
        <SimpleList<UserDto>
          primaryText={(record) => fullName(record)}
          secondaryText={(record) => record.email}
          tertiaryText={(record) => translate(`club.users.roles.${record.role}`)}
          rowClick="edit"
          sx={{ '& .MuiListItemText-secondary': { overflowWrap: 'anywhere' } }}
        />
      ) : (
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          // Between phone and desktop the columns can be wider than the screen: the table scrolls, the page does not.
          sx={{ '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } }}
        >
          <FunctionField<UserDto>
            label="club.users.name"
            sortBy="profile.firstName"
            render={(record) => fullName(record)}
          />
          <EmailField source="email" />
          <FunctionField<UserDto>
            source="role"
            render={(record) => translate(`club.users.roles.${record.role}`)}
          />
          <UserStatusField label="resources.users.fields.status" />
          <DateField source="createdAt" locales="en-GB" options={dateOptions} />
          {/* One named column: a header cell left empty is read as nothing (axe empty-table-header). */}
          <WrapperField label="club.users.actions">
            <Box sx={{ display: 'flex', gap: 1 }}>
              <EditButton />
              <UserDeleteButton />
            </Box>
          </WrapperField>
        </Datagrid>
      )}
    </List>
  );
}
