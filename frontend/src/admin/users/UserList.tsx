import { CLUB_TIME_ZONE } from '@club/rules';
import { Box, useMediaQuery, type Theme } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Create';
import { useNavigate } from 'react-router-dom';
import {
  Datagrid,
  DateField,
  EmailField,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  WrapperField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { UserDto } from '../../api/generated/types.gen';
import type { DialogRoute } from '../dialogs/dialog-route';
import { DialogLinkButton } from '../dialogs/DialogLinkButton';
import { ROLE_CHOICES } from './role-choices';
import { UserDeleteButton } from './UserDeleteButton';
import { UserStatusField } from './UserStatusField';
import { fullName } from './user-name';

const dateOptions = { dateStyle: 'medium', timeZone: CLUB_TIME_ZONE } as const;

function UserListActions({ route }: { route: DialogRoute }) {
  return (
    <TopToolbar>
      <DialogLinkButton link={route.createLink} label="club.users.create" icon={<AddIcon />} />
    </TopToolbar>
  );
}

/** A row's Edit: opens the user dialog over the table. */
function UserEditLink({ route }: { route: DialogRoute }) {
  const record = useRecordContext<UserDto>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <DialogLinkButton
      link={route.editLink(record.id)}
      label="ra.action.edit"
      icon={<EditIcon />}
      aria-label={`${translate('ra.action.edit')} ${fullName(record)}`}
    />
  );
}

/**
 * Every user, for the dashboard's Users tab: search (`q`) and a role filter, a Status column, edit
 * (the user dialog over the table) and delete with confirmation. Filters are kept out of the URL (the
 * dashboard owns it).
 */
export function UserList({ route }: { route: DialogRoute }) {
  const translate = useTranslate();
  const navigate = useNavigate();
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
      actions={<UserListActions route={route} />}
      empty={false}
    >
      {phone ? (
        <SimpleList<UserDto>
          primaryText={(record) => fullName(record)}
          secondaryText={(record) => record.email}
          tertiaryText={(record) => translate(`club.users.roles.${record.role}`)}
          // A line opens the user dialog, as the Edit of a row does on a wider screen.
          rowClick={(id) => {
            const link = route.editLink(id);
            void navigate(link.to, { state: link.state });
            return false;
          }}
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
              <UserEditLink route={route} />
              <UserDeleteButton />
            </Box>
          </WrapperField>
        </Datagrid>
      )}
    </List>
  );
}
