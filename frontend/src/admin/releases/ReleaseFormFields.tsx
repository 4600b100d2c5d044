import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { RELEASE_TYPES } from '../../shared/release-display';

const RELEASE_TYPE_CHOICES = RELEASE_TYPES.map((id) => ({ id, name: `club.releases.types.${id}` }));

/** The release dialog's fields (spec 2 §3): type Booster Set unless changed. */
export function ReleaseFormFields() {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="packName" isRequired fullWidth />
      <SelectInput source="releaseType" choices={RELEASE_TYPE_CHOICES} isRequired />
      <TextInput source="releaseDate" type="date" isRequired slotProps={{ inputLabel: { shrink: true } }} />
      <TextInput
        source="imageUrl"
        type="url"
        fullWidth
        helperText={translate('club.releases.imageUrlHelp')}
      />
      <TextInput source="description" multiline minRows={3} fullWidth />
    </>
  );
}
