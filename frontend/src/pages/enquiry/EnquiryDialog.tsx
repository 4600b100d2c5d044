import { DialogContentText, Stack } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormDialog, saveThenClose } from '../../layout/FormDialog';
import { useToast } from '../../layout/toast';
import { apiErrorMessage } from '../../shared/api-error';
import { enquirySchema, ENQUIRY_MESSAGES, type EnquiryFields } from './enquiry-schema';
import { textFieldProps } from '../../shared/form-field';
import { OutlinedTextField } from '../../shared/OutlinedTextField';

/**
 * Make Offer and Enquire for visitors (spec 1 §2): name, e-mail and a prefilled message, which the club mails
 * to the seller or artist; their reply comes to the address given. Neither side's address is shown.
 */
export function EnquiryDialog({
  title,
  intro,
  message,
  send,
  onClose,
}: {
  title: string;
  intro: string;
  /** The message the form starts with. */
  message: string;
  send: (fields: EnquiryFields) => Promise<unknown>;
  onClose: () => void;
}) {
  const toast = useToast();
  const form = useForm<EnquiryFields, unknown, EnquiryFields>({
    resolver: zodResolver(enquirySchema),
    defaultValues: { name: '', email: '', message },
  });
  async function onSave(fields: EnquiryFields) {
    try {
      await send(fields);
      toast.success(ENQUIRY_MESSAGES.sent);
    } catch (error) {
      toast.error(apiErrorMessage(error, ENQUIRY_MESSAGES.failed));
      throw error;
    }
  }
  return (
    <FormDialog
      title={title}
      onSubmit={form.handleSubmit(saveThenClose(onSave, onClose))}
      onClose={onClose}
      submitting={form.formState.isSubmitting}
      submitLabel="Send Message"
      busyLabel="Sending..."
    >
      <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText>
      <Stack spacing={2}>
        <OutlinedTextField label="Name" autoComplete="name" required {...textFieldProps(form, 'name')} />
        <OutlinedTextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...textFieldProps(form, 'email')}
        />
        <OutlinedTextField
          label="Message"
          required
          multiline
          minRows={5}
          {...textFieldProps(form, 'message')}
        />
      </Stack>
    </FormDialog>
  );
}
