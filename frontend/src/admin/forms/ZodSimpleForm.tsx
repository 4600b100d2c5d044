import type { ReactNode } from 'react';
import { CardContent, Stack } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Form, Toolbar, type FormProps } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { ZodType } from 'zod';
import { InvalidFormNotifier } from './InvalidFormNotifier';

export type ZodSimpleFormProps = Omit<FormProps, 'render' | 'children' | 'resolver' | 'validate'> & {
  /** The form's rules; its messages are translation keys. */
  readonly schema: ZodType<FieldValues, FieldValues>;
  /** The one message to toast after a submit that failed validation. */
  readonly summarize: (values: FieldValues) => string | undefined;
  readonly children: ReactNode;
  readonly toolbar?: ReactNode;
};

/**
 * An admin dialog's form: react-admin's SimpleForm layout (card content, a stack of inputs, the
 * toolbar), validated by a zod schema, and with the rule that failed toasted instead of react-admin's
 * generic 'The form is not valid'. (react-admin 5.15's SimpleForm hands `disableInvalidFormNotification`
 * on to a DOM element, hence the layout here.)
 */
export function ZodSimpleForm({
  schema,
  summarize,
  children,
  toolbar = <Toolbar />,
  ...props
}: ZodSimpleFormProps) {
  return (
    <Form {...props} resolver={zodResolver(schema)} disableInvalidFormNotification>
      <CardContent sx={{ pb: { xs: '5em', sm: 3 } }}>
        <Stack sx={{ alignItems: 'flex-start' }}>{children}</Stack>
      </CardContent>
      {toolbar}
      <InvalidFormNotifier summarize={summarize} />
    </Form>
  );
}
