import { useId } from 'react';
import {
  Alert,
  Checkbox,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormDialog, saveThenClose } from '../../layout/FormDialog';
import { textFieldProps } from '../../shared/form-field';
import { CONDITION_LABELS, LANGUAGE_LABELS } from '../../shared/trade-display';
import { EnumSelect } from './EnumSelect';
import { PhotoPicker } from './PhotoPicker';
import type { TradeListingDto } from '../../api/generated/types.gen';
import {
  EMPTY_LISTING,
  listingFields,
  listingSchema,
  type ListingFields,
  type ListingValues,
} from './trade-schemas';

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
  const id = useId();
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
        <Controller
          control={form.control}
          name="cardDeclaredCondition"
          render={({ field }) => (
            <EnumSelect
              label="Declared Condition"
              required
              value={field.value}
              onChange={field.onChange}
              labels={CONDITION_LABELS}
            />
          )}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Known Condition"
            fullWidth
            {...textFieldProps(form, 'cardKnownCondition', { hint: 'For example a grade: PSA 9' })}
          />
          <TextField label="Graded By" fullWidth {...textFieldProps(form, 'gradedBy')} />
        </Stack>
        <Controller
          control={form.control}
          name="cardLanguage"
          render={({ field }) => (
            <EnumSelect
              label="Language"
              value={field.value}
              onChange={field.onChange}
              labels={LANGUAGE_LABELS}
            />
          )}
        />
        <Controller
          control={form.control}
          name="isOpenToTrade"
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
              label="Open to trade"
            />
          )}
        />
        <Controller
          control={form.control}
          name="desiredValueType"
          render={({ field }) => (
            <div>
              <FormLabel id={`${id}-wanted`}>In return I want</FormLabel>
              <RadioGroup row aria-labelledby={`${id}-wanted`} value={field.value} onChange={field.onChange}>
                <FormControlLabel value="PRICE" control={<Radio />} label="A price" />
                <FormControlLabel value="CARD" control={<Radio />} label="A card" />
              </RadioGroup>
            </div>
          )}
        />
        {wantsPrice ? (
          <TextField
            label="Asking Price (£)"
            {...textFieldProps(form, 'desiredValue', { hint: 'Leave empty to take offers' })}
          />
        ) : (
          <TextField label="Desired Card" {...textFieldProps(form, 'desiredCard')} />
        )}
        <Controller
          control={form.control}
          name="visibility"
          render={({ field }) => (
            <div>
              <FormLabel id={`${id}-visibility`}>Who can see it</FormLabel>
              <RadioGroup aria-labelledby={`${id}-visibility`} value={field.value} onChange={field.onChange}>
                <FormControlLabel value="MEMBERS_ONLY" control={<Radio />} label="Members only" />
                <FormControlLabel
                  value="PUBLIC"
                  control={<Radio />}
                  label="Everyone (also on Singles for Sale)"
                />
              </RadioGroup>
            </div>
          )}
        />
        <Controller
          control={form.control}
          name="photo"
          render={({ field }) => (
            <PhotoPicker
              value={field.value}
              onChange={field.onChange}
              current={removePhoto ? null : (listing?.photo ?? null)}
              onRemoveCurrent={() => form.setValue('removePhoto', true)}
            />
          )}
        />
      </Stack>
    </FormDialog>
  );
}
