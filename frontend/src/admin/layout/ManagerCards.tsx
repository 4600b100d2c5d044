import { Fragment, type ReactNode } from 'react';
import { Alert, Box, Skeleton, Typography, type SvgIcon } from '@mui/material';
import { useListContext, useTranslate, type RaRecord } from 'react-admin';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
} as const;

/**
 * The records of a card manager (inside `CardManagerPage`), one card each: three placeholder cards while they
 * load, `club.<resource>.loadFailed` when they cannot, and when there are none the empty state:
 * `club.<resource>.emptyTitle` under the manager's icon, with its message and its action if it has them.
 */
export function ManagerCards<RecordType extends RaRecord>({
  emptyIcon: EmptyIcon,
  emptyMessage,
  emptyAction,
  skeletonHeight = 240,
  renderCard,
  children,
}: {
  emptyIcon: typeof SvgIcon;
  /** A translation key: a line under the empty state's title. */
  emptyMessage?: string;
  /** A button under the empty state's title (Add the first one). */
  emptyAction?: ReactNode;
  skeletonHeight?: number;
  renderCard: (record: RecordType) => ReactNode;
  /** Drawn after the cards once they are in (a dialog they open). */
  children?: ReactNode;
}) {
  const translate = useTranslate();
  const { data, isPending, error, resource } = useListContext<RecordType>();
  if (isPending) {
    return (
      <Box sx={grid} role="status" aria-label={translate('ra.page.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={skeletonHeight} />
        ))}
      </Box>
    );
  }
  if (error) return <Alert severity="error">{translate(`club.${resource}.loadFailed`)}</Alert>;
  if (data.length === 0) {
    return (
      <Box sx={{ textAlign: 'center', py: 6 }}>
        <EmptyIcon aria-hidden="true" sx={{ fontSize: 48, color: 'text.secondary' }} />
        <Typography variant="h6" component="p" sx={emptyAction ? { mb: 2 } : undefined}>
          {translate(`club.${resource}.emptyTitle`)}
        </Typography>
        {emptyMessage ? <Typography color="text.secondary">{translate(emptyMessage)}</Typography> : null}
        {emptyAction}
      </Box>
    );
  }
  return (
    <>
      <Box sx={grid}>
        {data.map((record) => (
          <Fragment key={record.id}>{renderCard(record)}</Fragment>
        ))}
      </Box>
      {children}
    </>
  );
}
