import { Stack } from '@mui/material';
import {
  NumberInput,
  PasswordInput,
  SelectInput,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { UserDto } from '../../api/generated/types.gen';
import { AvatarPreview } from './AvatarPreview';
import { useIsSignedInUser } from './use-is-signed-in-user';
import { ROLE_CHOICES } from './role-choices';
import { MAX_AVATAR, MIN_AVATAR } from '../../shared/server-rules';

/** The fields of the user dialog; the password only when creating (spec 1 §5). */
export function UserFormFields({ creating }: { creating: boolean }) {
  const translate = useTranslate();
  const ownAccount = useIsSignedInUser(useRecordContext<UserDto>()?.id);
  return (
    <>
      <TextInput source="email" type="email" autoComplete="off" isRequired />
      {creating && (
        <PasswordInput
          source="password"
          autoComplete="new-password"
          helperText={translate('club.users.passwordHelp')}
          isRequired
        />
      )}
      <TextInput source="profile.firstName" autoComplete="off" isRequired />
      <TextInput source="profile.lastName" autoComplete="off" isRequired />
      <SelectInput
        source="role"
        choices={ROLE_CHOICES}
        readOnly={ownAccount}
        helperText={ownAccount ? translate('club.users.ownRole') : undefined}
        // The reason is to be read: not in the faded colour of the read-only field (2.7:1).
        sx={{ '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', width: '100%' }}>
        <NumberInput
          source="profile.avatar"
          min={MIN_AVATAR}
          max={MAX_AVATAR}
          step={1}
          helperText={translate('club.users.avatarHelp')}
        />
        <AvatarPreview />
      </Stack>
    </>
  );
}
