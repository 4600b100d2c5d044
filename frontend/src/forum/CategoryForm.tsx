import { useEffect } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { ForumCategoryDto } from '../api/generated/types.gen';
import { textFieldProps } from '../shared/form-field';
import { categorySchema, EMPTY_CATEGORY, type CategoryFields } from './category-schema';

export interface CategoryFormProps {
  /** The category being edited, or null to add one. */
  category: ForumCategoryDto | null;
  /** The server's refusal, shown above the fields. */
  failure: string | null;
  onSubmit: (fields: CategoryFields) => Promise<void>;
  onCancelEdit: () => void;
}

function fieldsOf(category: ForumCategoryDto | null): CategoryFields {
  if (!category) return EMPTY_CATEGORY;
  return {
    name: category.name,
    description: category.description ?? '',
    color: category.color.toLowerCase(),
    icon: category.icon ?? '',
  };
}

/** Name, description, colour (#3B82F6 unless chosen) and icon of a category; each field says what is wrong. */
export function CategoryForm({ category, failure, onSubmit, onCancelEdit }: CategoryFormProps) {
  const form = useForm<CategoryFields, unknown, CategoryFields>({
    resolver: zodResolver(categorySchema),
    defaultValues: fieldsOf(category),
  });
  const { reset } = form;
  useEffect(() => reset(fieldsOf(category)), [category, reset]);

  async function onValid(fields: CategoryFields) {
    await onSubmit(fields);
  }

  const submitting = form.formState.isSubmitting;
  const heading = category ? `Edit ${category.name}` : 'Add Category';
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(onValid)} aria-label={heading}>
      <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem', mb: 2 }}>
        {heading}
      </Typography>
      <Stack spacing={2}>
        {failure ? (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        ) : null}
        <TextField label="Category Name" required {...textFieldProps(form, 'name')} />
        <TextField label="Description" {...textFieldProps(form, 'description')} />
        <Stack direction="row" sx={{ gap: 2 }}>
          <ColourField form={form} />
          <TextField
            label="Icon"
            sx={{ flexGrow: 1 }}
            {...textFieldProps(form, 'icon', { hint: 'Optional: an emoji such as 🃏' })}
          />
        </Stack>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={submitting}>
            {category ? 'Save Category' : 'Add Category'}
          </Button>
          {category ? (
            <Button onClick={onCancelEdit} disabled={submitting}>
              Cancel Edit
            </Button>
          ) : null}
        </Box>
      </Stack>
    </Box>
  );
}

/** The colour picker: the browser's own, its label always raised above the swatch. */
function ColourField({ form }: { form: UseFormReturn<CategoryFields, unknown, CategoryFields> }) {
  const field = textFieldProps(form, 'color');
  return (
    <TextField
      label="Colour"
      type="color"
      sx={{ width: 120 }}
      {...field}
      slotProps={{ ...field.slotProps, inputLabel: { shrink: true } }}
    />
  );
}
