import type { ReactNode } from 'react';
import { Dialog, DialogTitle } from '@mui/material';
import {
  Button,
  CreateBase,
  EditBase,
  SaveButton,
  Toolbar,
  useTranslate,
  type Identifier,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { ZodType } from 'zod';
import { apiMessage, useAdminToast } from '../use-admin-toast';
import { ZodSimpleForm } from '../forms/ZodSimpleForm';
import type { ContentSectionName } from '../../api/generated/types.gen';

export interface ContentDialogTexts {
  readonly addTitle: string;
  readonly editTitle: string;
  readonly added: string;
  readonly updated: string;
  readonly saveFailed: string;
}

/**
 * The add/edit modal of a content block (spec 2 §2): add mode without an item, edit mode with one.
 * It saves through react-admin's simple-rest `content-items` resource, in the block's section.
 */
export function ContentItemDialog({
  section,
  editId,
  texts,
  schema,
  summarize,
  transform,
  onClose,
  children,
}: {
  section: ContentSectionName;
  editId: Identifier | null;
  texts: ContentDialogTexts;
  schema: ZodType<FieldValues, FieldValues>;
  summarize: (values: FieldValues) => string | undefined;
  transform?: (values: FieldValues) => FieldValues;
  onClose: () => void;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const toast = useAdminToast();
  const onError = (error: unknown) => toast.error(apiMessage(error) ?? texts.saveFailed);
  const form = (
    <ZodSimpleForm
      schema={schema}
      summarize={summarize}
      defaultValues={editId === null ? { section } : undefined}
      toolbar={
        // A way out besides Escape and the backdrop, for touch and for anyone who does not know them.
        <Toolbar sx={{ gap: 1, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}>
          <SaveButton />
          <Button label="ra.action.cancel" onClick={onClose} />
        </Toolbar>
      }
    >
      {children}
    </ZodSimpleForm>
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="content-dialog-title">
      <DialogTitle id="content-dialog-title">
        {translate(editId === null ? texts.addTitle : texts.editTitle)}
      </DialogTitle>
      {editId === null ? (
        <CreateBase
          resource="content-items"
          redirect={false}
          transform={transform}
          mutationOptions={{
            onSuccess: () => {
              toast.success(texts.added);
              onClose();
            },
            onError,
          }}
        >
          {form}
        </CreateBase>
      ) : (
        <EditBase
          resource="content-items"
          id={editId}
          redirect={false}
          mutationMode="pessimistic"
          transform={transform}
          mutationOptions={{
            onSuccess: () => {
              toast.success(texts.updated);
              onClose();
            },
            onError,
          }}
        >
          {form}
        </EditBase>
      )}
    </Dialog>
  );
}
