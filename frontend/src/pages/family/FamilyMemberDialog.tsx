import { useId } from 'react';
import { Alert, Stack, TextField } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormDialog, saveThenClose } from '../../layout/FormDialog';
import { textFieldProps } from '../../shared/form-field';
import { firstMessage } from '../../shared/form-rules';
import { PLAYER_ID_MAX_LENGTH, ukDay } from '@club/rules';
import { MAX_FAMILY_AGE, MAX_FAMILY_NAME_LENGTH, MIN_FAMILY_AGE } from '../../shared/server-rules';
import {
  EMPTY_FAMILY,
  FAMILY_RULE_ORDER,
  familyFields,
  familySchemaFrom,
  type FamilyFields,
  type FamilyMemberFields,
  type FamilyValues,
} from './family-schema';

/**
 * Add or edit a family member (spec 2 §2, §5): name and age; for sanctioned tournaments, optionally the
 * birth year, date of birth and Play! Pokémon Player ID (docs/adr/0061). The first broken rule shows above the
 * fields ('Please fill in all fields', 'Please enter a valid age'); `onSave` throws to keep the dialog
 * open after a failed save (its caller says why).
 */
export function FamilyMemberDialog({
  member,
  minAge = MIN_FAMILY_AGE,
  onSave,
  onClose,
}: {
  member: FamilyMemberFields | null;
  /** The youngest age the form takes: 1 on the dashboard, 0 on the profile (spec 2 §5). */
  minAge?: number;
  onSave: (values: FamilyValues) => Promise<void>;
  onClose: () => void;
}) {
  const id = useId();
  const messageId = `${id}-problem`;
  const form = useForm<FamilyFields, unknown, FamilyValues>({
    resolver: zodResolver(familySchemaFrom(minAge)),
    defaultValues: member ? familyFields(member) : EMPTY_FAMILY,
  });
  const problem = firstMessage(form.formState.errors, FAMILY_RULE_ORDER);

  return (
    <FormDialog
      title={member ? 'Edit Family Member' : 'Add Family Member'}
      onSubmit={form.handleSubmit(saveThenClose(onSave, onClose))}
      onClose={onClose}
      submitting={form.formState.isSubmitting}
      submitLabel={member ? 'Save' : 'Add'}
      busyLabel="Saving..."
      maxWidth="xs"
    >
      {problem ? (
        <Alert id={messageId} severity="error" role="alert" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      ) : null}
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label="Name"
          required
          autoFocus
          autoComplete="off"
          {...textFieldProps(form, 'name', { messageId, maxLength: MAX_FAMILY_NAME_LENGTH })}
        />
        <TextField
          label="Age"
          required
          type="number"
          {...textFieldProps(form, 'age', { messageId })}
          slotProps={{
            htmlInput: {
              min: minAge,
              max: MAX_FAMILY_AGE,
              step: 1,
              inputMode: 'numeric',
              'aria-errormessage': form.formState.errors.age ? messageId : undefined,
            },
          }}
        />
        <TextField
          label="Birth year"
          {...textFieldProps(form, 'birthYear', { messageId, hint: 'Sets the age division in tournaments.' })}
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              maxLength: 4,
              'aria-errormessage': form.formState.errors.birthYear ? messageId : undefined,
            },
          }}
        />
        <TextField
          label="Date of birth"
          type="date"
          {...textFieldProps(form, 'birthDate', {
            messageId,
            hint: 'For deck-list sheets and TOM files; sets the birth year. Only you and the organisers see it.',
          })}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: {
              max: ukDay(),
              'aria-errormessage': form.formState.errors.birthDate ? messageId : undefined,
            },
          }}
        />
        <TextField
          label="Play! Pokémon Player ID"
          autoComplete="off"
          {...textFieldProps(form, 'playerId', { messageId, maxLength: PLAYER_ID_MAX_LENGTH })}
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              maxLength: PLAYER_ID_MAX_LENGTH,
              'aria-errormessage': form.formState.errors.playerId ? messageId : undefined,
            },
          }}
        />
      </Stack>
    </FormDialog>
  );
}
