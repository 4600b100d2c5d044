import type { ReactNode } from 'react';
import { CardContent, Stack } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Form, Toolbar, type FormProps } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { InvalidFormNotifier } from './InvalidFormNotifier';
import { userFormSchema, userFormSummary } from './user-form-schema';

type UserSimpleFormProps = Omit<FormProps, 'render' | 'children' | 'resolver' | 'validate'> & {
  readonly creating: boolean;
  readonly children: ReactNode;
  readonly toolbar?: ReactNode;
};

/**
 * The user dialog's form: react-admin's SimpleForm layout (card content, a stack of inputs, the
 * toolbar), validated by the zod schema, and with the rule that failed toasted instead of react-admin's
 * generic 'The form is not valid'. (react-admin 5.15's SimpleForm hands `disableInvalidFormNotification`
 * on to a DOM element, hence the layout here.)
 */
export function UserSimpleForm({ creating, children, toolbar = <Toolbar />, ...props }: UserSimpleFormProps) {
  const summarize = (values: FieldValues) => userFormSummary(values, creating);
  return (
    <Form {...props} resolver={zodResolver(userFormSchema(creating))} disableInvalidFormNotification>
      <CardContent sx={{ pb: { xs: '5em', sm: 3 } }}>
        <Stack sx={{ alignItems: 'flex-start' }}>{children}</Stack>
      </CardContent>
      {toolbar}
      <InvalidFormNotifier summarize={summarize} />
    </Form>
  );
}
