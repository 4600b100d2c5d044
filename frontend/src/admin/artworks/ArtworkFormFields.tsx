import {
  AutocompleteInput,
  ImageInput,
  NumberInput,
  ReferenceInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import type { UserDto } from '../../api/generated/types.gen';
import { ArtworkImagePreview } from './ArtworkImagePreview';

const ACCEPTED = { 'image/jpeg': [], 'image/png': [], 'image/webp': [] };

const artistName = (user: UserDto) => `${user.profile.firstName} ${user.profile.lastName} (${user.email})`;

/** The artwork dialog's fields (spec 2 §3): name, the artist (a member), the price in GBP, the pictures in order. */
export function ArtworkFormFields() {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="name" isRequired fullWidth />
      <ReferenceInput
        source="authorId"
        reference="users"
        filter={{ role: 'MEMBER' }}
        sort={{ field: 'email', order: 'ASC' }}
      >
        <AutocompleteInput
          optionText={artistName}
          isRequired
          fullWidth
          filterToQuery={(q: string) => ({ q })}
        />
      </ReferenceInput>
      <NumberInput source="price" min={0} step={0.01} isRequired />
      <ImageInput
        source="images"
        multiple
        accept={ACCEPTED}
        isRequired
        helperText={translate('club.artworks.imagesHelp')}
        placeholder={<p>{translate('club.artworks.dropImages')}</p>}
        // react-dropzone's file input is hidden behind the drop zone; it still needs a name for assistive technology.
        inputProps={{ 'aria-label': translate('resources.artworks.fields.images') }}
      >
        <ArtworkImagePreview />
      </ImageInput>
    </>
  );
}
