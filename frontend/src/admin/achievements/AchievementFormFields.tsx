import { AutocompleteInput, ReferenceInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import type { UserDto } from '../../api/generated/types.gen';
import { fullName } from '../users/user-name';
import { useFamilyChoices } from './use-family-choices';

export const ACHIEVEMENT_TYPE_CHOICES = [
  { id: 'TOURNAMENT_WIN', name: 'club.achievements.types.TOURNAMENT_WIN' },
  { id: 'CASUAL_WIN', name: 'club.achievements.types.CASUAL_WIN' },
  { id: 'COMPETITION_WIN', name: 'club.achievements.types.COMPETITION_WIN' },
];

const PLACE_CHOICES = [
  { id: 1, name: '1st' },
  { id: 2, name: '2nd' },
  { id: 3, name: '3rd' },
];

/** The achievement modal's fields (spec 2 §3): a member or one of a member's family. */
export function AchievementFormFields() {
  const translate = useTranslate();
  const family = useFamilyChoices();
  return (
    <>
      <SelectInput source="type" choices={ACHIEVEMENT_TYPE_CHOICES} />
      <TextInput source="title" isRequired fullWidth />
      <TextInput source="date" type="date" isRequired slotProps={{ inputLabel: { shrink: true } }} />
      <SelectInput source="place" choices={PLACE_CHOICES} emptyText="—" translateChoice={false} />
      <ReferenceInput source="userId" reference="users" sort={{ field: 'profile.firstName', order: 'ASC' }}>
        <AutocompleteInput<UserDto>
          optionText={(user) => `${fullName(user)} (${user.email})`}
          filterToQuery={(q) => ({ q })}
          helperText={translate('club.achievements.personHelp')}
          fullWidth
        />
      </ReferenceInput>
      <SelectInput
        source="familyMemberId"
        choices={family.choices}
        isPending={family.isPending}
        translateChoice={false}
        emptyText="—"
        fullWidth
      />
      <TextInput source="competitionName" fullWidth />
      <TextInput source="competitionType" fullWidth />
      <TextInput source="description" multiline minRows={2} fullWidth />
    </>
  );
}
