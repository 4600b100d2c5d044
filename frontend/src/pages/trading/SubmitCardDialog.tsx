import { Alert, Stack, TextField } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormDialog, saveThenClose } from '../../layout/FormDialog';
import { CheckboxField, EnumSelect, RadioChoice } from '../../shared/form-controls';
import { textFieldProps } from '../../shared/form-field';
import { CONDITION_LABELS, LANGUAGE_LABELS } from '../../shared/trade-display';
import { PhotoPicker } from './PhotoPicker';
import type { TradeListingDto } from '../../api/generated/types.gen';
import {
  EMPTY_LISTING,
  listingFields,
  listingSchema,
  type ListingFields,
  type ListingValues,
} from './trade-schemas';

const WANTED_CHOICES = { PRICE: 'A price', CARD: 'A card' };
const VISIBILITY_CHOICES = { MEMBERS_ONLY: 'Members only', PUBLIC: 'Everyone (also on Singles for Sale)' };

/**
 * Submit Card (spec 1 §2, §3, §5): the card, its condition and language, what the lister wants, who may see it
 * and a photo; with `listing`, the same form edits it. `onSave` throws to keep the dialog open after a failed
 * save (its caller says why).
 */
export function SubmitCardDialog({
  listing,
  onSave,
  onClose,
}: {
  listing?: TradeListingDto;
  onSave: (values: ListingValues) => Promise<void>;
  onClose: () => void;
}) {
  const form = useForm<ListingFields, unknown, ListingValues>({
    resolver: zodResolver(listingSchema),
    defaultValues: listing ? listingFields(listing) : EMPTY_LISTING,
  });
  const removePhoto = useWatch({ control: form.control, name: 'removePhoto' });
  const wantsPrice = useWatch({ control: form.control, name: 'desiredValueType' }) === 'PRICE';
  const problem = form.formState.errors.cardDeclaredCondition?.message;

  return (
    <FormDialog
      title={listing ? 'Edit Listing' : 'Submit Card'}
      onSubmit={form.handleSubmit(saveThenClose(onSave, onClose))}
      onClose={onClose}
      submitting={form.formState.isSubmitting}
      submitLabel={listing ? 'Save Changes' : 'Submit Card'}
      busyLabel="Saving..."
    >
      {problem ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      ) : null}
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label="Card Title"
          required
          autoFocus
          autoComplete="off"
          {...textFieldProps(form, 'cardTitle')}
        />
        <EnumSelect
          form={form}
          name="cardDeclaredCondition"
          label="Declared Condition"
          required
          labels={CONDITION_LABELS}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Known Condition"
            fullWidth
            {...textFieldProps(form, 'cardKnownCondition', { hint: 'For example a grade: PSA 9' })}
          />
          <TextField label="Graded By" fullWidth {...textFieldProps(form, 'gradedBy')} />
        </Stack>
        <EnumSelect form={form} name="cardLanguage" label="Language" labels={LANGUAGE_LABELS} />
        <CheckboxField form={form} name="isOpenToTrade" label="Open to trade" />
        <RadioChoice
          form={form}
          name="desiredValueType"
          label="In return I want"
          choices={WANTED_CHOICES}
          row
        />
        {wantsPrice ? (
          <TextField
            label="Asking Price (£)"
            {...textFieldProps(form, 'desiredValue', { hint: 'Leave empty to take offers' })}
          />
        ) : (
          <TextField label="Desired Card" {...textFieldProps(form, 'desiredCard')} />
        )}
        <RadioChoice form={form} name="visibility" label="Who can see it" choices={VISIBILITY_CHOICES} />
        <Controller
          control={form.control}
          name="photo"
          render={({ field, fieldState }) => (
            <PhotoPicker
              value={field.value}
              onChange={(file) => {
                field.onChange(file);
                // Said as the file is chosen, not after the rest of the form is filled in and sent.
                void form.trigger('photo');
              }}
              error={fieldState.error?.message}
              current={removePhoto ? null : (listing?.photo ?? null)}
              onRemoveCurrent={() => form.setValue('removePhoto', true)}
            />
          )}
        />
      </Stack>
    </FormDialog>
  );
}
