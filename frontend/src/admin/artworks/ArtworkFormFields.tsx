import { MAX_IMAGE_BYTES } from '@club/rules';
import {
  AutocompleteInput,
  ImageInput,
  NumberInput,
  ReferenceInput,
  TextInput,
  useNotify,
  useTranslate,
  type ImageInputProps,
} from 'react-admin';
import type { UserDto } from '../../api/generated/types.gen';
import { ArtworkImagePreview } from './ArtworkImagePreview';

const ACCEPTED = { 'image/jpeg': [], 'image/png': [], 'image/webp': [] };

const artistName = (user: UserDto) => `${user.profile.firstName} ${user.profile.lastName} (${user.email})`;

/** The artwork dialog's fields (spec 2 §3): name, the artist (a member), the price in GBP, the pictures in order. */
export function ArtworkFormFields() {
  const translate = useTranslate();
  const notify = useNotify();
  // A picture the server would refuse is refused here, with its words, before megabytes go up the line.
  const refused: NonNullable<NonNullable<ImageInputProps['options']>['onDropRejected']> = (rejections) => {
    const tooLarge = rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large'));
    notify(tooLarge ? 'club.artworks.imageTooLarge' : 'club.artworks.notAnImage', { type: 'error' });
  };
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
        maxSize={MAX_IMAGE_BYTES}
        options={{ onDropRejected: refused }}
        isRequired
        helperText={translate('club.artworks.imagesHelp')}
        placeholder={<p>{translate('club.artworks.dropImages')}</p>}
        // react-dropzone's file input is hidden behind the drop zone; it still needs a name for assistive technology.
        inputProps={{ 'aria-label': translate('resources.artworks.fields.images') }}
        // react-admin shows a picture's remove button only under a mouse; a touch screen has none, and a
        // keyboard would focus an invisible button.
        sx={{
          '& .RaFileInput-removeButton:focus-within button': { opacity: 1 },
          '@media (hover: none)': { '& .RaFileInput-removeButton button': { opacity: 1 } },
        }}
      >
        <ArtworkImagePreview />
      </ImageInput>
    </>
  );
}
