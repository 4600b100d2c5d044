import { useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Card,
  CardContent,
  IconButton,
  List,
  ListItem,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Button, Confirm, useDelete, useGetList, useTranslate, type Identifier } from 'react-admin';
import type { ContentItemDto, ContentSectionName } from '../../api/generated/types.gen';
import { apiMessage, useAdminToast } from '../use-admin-toast';

export interface ContentBlockTexts {
  readonly title: string;
  readonly hint: string;
  readonly add: string;
  readonly empty: string;
  readonly deleted: string;
  readonly deleteFailed: string;
  readonly deleteConfirm: string;
}

/**
 * A block of the Content tab (spec 2 §2): the section's items in order, each shown by `renderItem`
 * with edit and delete (after 'Are you sure you want to delete this ...?'), and an add button. The
 * add/edit modal is `renderDialog`'s.
 */
export function ContentItemsBlock({
  section,
  texts,
  renderItem,
  renderDialog,
}: {
  section: ContentSectionName;
  texts: ContentBlockTexts;
  renderItem: (item: ContentItemDto) => ReactNode;
  renderDialog: (editId: Identifier | null, close: () => void) => ReactNode;
}) {
  const translate = useTranslate();
  const toast = useAdminToast();
  const { data, isPending, error } = useGetList<ContentItemDto>('content-items', {
    filter: { section },
    sort: { field: 'order', order: 'ASC' },
    pagination: { page: 1, perPage: 200 },
  });
  const [dialog, setDialog] = useState<{ editId: Identifier | null } | null>(null);
  const [toDelete, setToDelete] = useState<ContentItemDto | null>(null);
  const [remove, { isPending: deleting }] = useDelete<ContentItemDto>();

  function confirmDelete() {
    if (!toDelete) return;
    void remove(
      'content-items',
      { id: toDelete.id, previousData: toDelete },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast.success(texts.deleted);
          setToDelete(null);
        },
        onError: (failure: unknown) => toast.error(apiMessage(failure) ?? texts.deleteFailed),
      },
    );
  }

  const headingId = `content-${section}-heading`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}
        >
          <Box>
            <Typography id={headingId} variant="h6" component="h3">
              {translate(texts.title)}
            </Typography>
            <Typography color="text.secondary">{translate(texts.hint)}</Typography>
          </Box>
          <Button
            label={texts.add}
            onClick={() => setDialog({ editId: null })}
            variant="contained"
            sx={{ whiteSpace: 'nowrap' }}
          >
            <AddIcon />
          </Button>
        </Stack>
        {isPending ? (
          <Box sx={{ mt: 2 }}>
            <Skeleton variant="rounded" height={56} sx={{ mb: 1 }} />
            <Skeleton variant="rounded" height={56} />
          </Box>
        ) : error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translate('club.content.loadFailed')}
          </Alert>
        ) : data.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {translate(texts.empty)}
          </Typography>
        ) : (
          <List aria-labelledby={headingId}>
            {data.map((item) => (
              <ListItem
                key={item.id}
                divider
                sx={{ pr: 12 }}
                secondaryAction={
                  <Stack direction="row">
                    <IconButton
                      aria-label={`${translate('ra.action.edit')} ${item.title}`}
                      onClick={() => setDialog({ editId: item.id })}
                    >
                      <EditOutlinedIcon />
                    </IconButton>
                    <IconButton
                      aria-label={`${translate('ra.action.delete')} ${item.title}`}
                      onClick={() => setToDelete(item)}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  </Stack>
                }
              >
                {renderItem(item)}
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      {dialog ? renderDialog(dialog.editId, () => setDialog(null)) : null}
      <Confirm
        isOpen={toDelete !== null}
        loading={deleting}
        title="club.content.deleteTitle"
        titleTranslateOptions={{ title: toDelete?.title ?? '' }}
        content={texts.deleteConfirm}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
        confirmColor="warning"
      />
    </Card>
  );
}
