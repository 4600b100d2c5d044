import { DialogContentText, Stack, TextField } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { TradeListingDto } from '../../api/generated/types.gen';
import { FormDialog, saveThenClose } from '../../layout/FormDialog';
import { CheckboxField, EnumSelect, RadioChoice } from '../../shared/form-controls';
import { textFieldProps } from '../../shared/form-field';
import { CONDITION_LABELS, LANGUAGE_LABELS, wantedLabel } from '../../shared/trade-display';
import { EMPTY_OFFER, offerSchema, type OfferFields, type OfferValues } from './trade-schemas';

const OFFER_CHOICES = { CARD_TRADE: 'A card', CASH: 'Money' };

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
        <RadioChoice form={form} name="offerType" label="I offer" choices={OFFER_CHOICES} row />
        {cardTrade ? (
          <>
            <TextField
              label="Card Offered"
              required
              autoComplete="off"
              {...textFieldProps(form, 'cardTradeOffered')}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <EnumSelect
                form={form}
                name="cardDeclaredCondition"
                label="Declared Condition"
                labels={CONDITION_LABELS}
              />
              <EnumSelect form={form} name="cardLanguage" label="Language" labels={LANGUAGE_LABELS} />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField label="Known Condition" fullWidth {...textFieldProps(form, 'cardKnownCondition')} />
              <TextField label="Graded By" fullWidth {...textFieldProps(form, 'gradedBy')} />
            </Stack>
            <CheckboxField form={form} name="wantsMonetaryValue" label="I also want money on top" />
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
