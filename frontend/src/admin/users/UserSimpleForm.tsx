import type { FieldValues } from 'react-hook-form';
import { ZodSimpleForm, type ZodSimpleFormProps } from '../forms/ZodSimpleForm';
import { userFormSchema, userFormSummary } from './user-form-schema';

type UserSimpleFormProps = Omit<ZodSimpleFormProps, 'schema' | 'summarize'> & { readonly creating: boolean };

/** The user dialog's form: the user rules (the password only when creating). */
export function UserSimpleForm({ creating, ...props }: UserSimpleFormProps) {
  const summarize = (values: FieldValues) => userFormSummary(values, creating);
  return <ZodSimpleForm {...props} schema={userFormSchema(creating)} summarize={summarize} />;
}
