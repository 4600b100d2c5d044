import { Alert, Box, DialogContent, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DialogTitleBar } from './RoutedDialog';

/** What an edit dialog shows while its record loads. */
export function DialogLoading({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <>
      <DialogTitleBar>{title}</DialogTitleBar>
      <DialogContent>
        <Box role="status" aria-label={translate('ra.page.loading')}>
          <Skeleton variant="rounded" height={56} sx={{ mb: 2 }} />
          <Skeleton variant="rounded" height={56} sx={{ mb: 2 }} />
          <Skeleton variant="rounded" height={112} />
        </Box>
      </DialogContent>
    </>
  );
}

/** An edit dialog whose record could not be read (a link to a deleted record): it says so and stays closable. */
export function DialogLoadError({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <>
      <DialogTitleBar>{title}</DialogTitleBar>
      <DialogContent>
        <Alert severity="error">{translate('club.dialogs.loadFailed')}</Alert>
      </DialogContent>
    </>
  );
}
