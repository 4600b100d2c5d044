import { useId } from 'react';
import {
  Checkbox,
  DialogContentText,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { TradeListingDto } from '../../api/generated/types.gen';
import { FormDialog, saveThenClose } from '../../layout/FormDialog';
import { textFieldProps } from '../../shared/form-field';
import { CONDITION_LABELS, LANGUAGE_LABELS, wantedLabel } from '../../shared/trade-display';
import { EnumSelect } from './EnumSelect';
import { EMPTY_OFFER, offerSchema, type OfferFields, type OfferValues } from './trade-schemas';

/**
 * Make an Offer on another member's card (spec 1 §2, §3): a card trade (the card offered, its condition and
 * language, money on top if wanted) or a cash offer, with a message. `onSave` throws to keep the dialog open.
 */
export function MakeOfferDialog({
  listing,
  onSave,
  onClose,
}: {
  listing: TradeListingDto;
  onSave: (values: OfferValues) => Promise<void>;
  onClose: () => void;
}) {
  const id = useId();
  const form = useForm<OfferFields, unknown, OfferValues>({
    resolver: zodResolver(offerSchema),
    defaultValues: EMPTY_OFFER,
  });
  const cardTrade = useWatch({ control: form.control, name: 'offerType' }) === 'CARD_TRADE';
  const wantsMoney = useWatch({ control: form.control, name: 'wantsMonetaryValue' });
  const wanted = wantedLabel(listing);

  return (
    <FormDialog
      title="Make an Offer"
      onSubmit={form.handleSubmit(saveThenClose(onSave, onClose))}
      onClose={onClose}
      submitting={form.formState.isSubmitting}
      submitLabel="Send Offer"
      busyLabel="Sending..."
    >
      <DialogContentText sx={{ mb: 2 }}>
        For {listing.cardTitle} ({CONDITION_LABELS[listing.cardDeclaredCondition]}) listed by{' '}
        {listing.user.firstName} {listing.user.lastName}
        {wanted ? ` — ${wanted}` : ''}
      </DialogContentText>
      <Stack spacing={2}>
        <Controller
          control={form.control}
          name="offerType"
          render={({ field }) => (
            <div>
              <FormLabel id={`${id}-type`}>I offer</FormLabel>
              <RadioGroup row aria-labelledby={`${id}-type`} value={field.value} onChange={field.onChange}>
                <FormControlLabel value="CARD_TRADE" control={<Radio />} label="A card" />
                <FormControlLabel value="CASH" control={<Radio />} label="Money" />
              </RadioGroup>
            </div>
          )}
        />
        {cardTrade ? (
          <>
            <TextField
              label="Card Offered"
              required
              autoComplete="off"
              {...textFieldProps(form, 'cardTradeOffered')}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Controller
                control={form.control}
                name="cardDeclaredCondition"
                render={({ field }) => (
                  <EnumSelect
                    label="Declared Condition"
                    value={field.value}
                    onChange={field.onChange}
                    labels={CONDITION_LABELS}
                  />
                )}
              />
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
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField label="Known Condition" fullWidth {...textFieldProps(form, 'cardKnownCondition')} />
              <TextField label="Graded By" fullWidth {...textFieldProps(form, 'gradedBy')} />
            </Stack>
            <Controller
              control={form.control}
              name="wantsMonetaryValue"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />
                  }
                  label="I also want money on top"
                />
              )}
            />
            {wantsMoney ? (
              <TextField label="Amount Wanted (£)" required {...textFieldProps(form, 'monetaryAmount')} />
            ) : null}
          </>
        ) : (
          <TextField label="Price Offered (£)" required {...textFieldProps(form, 'priceOffered')} />
        )}
        <TextField label="Message" multiline minRows={2} {...textFieldProps(form, 'message')} />
      </Stack>
    </FormDialog>
  );
}
