import type { ReactNode } from 'react';
import { Alert, Button, Grid, Skeleton } from '@mui/material';
import { EmptyState } from '../../layout/EmptyState';

/**
 * The states of an editable block of a public page: placeholders of the items' size while loading (so
 * the page does not move when they arrive), 'Failed to load content' with a retry, the block's empty
 * state, or its items.
 */
export function ContentBlock<T>({
  items,
  isPending,
  isError,
  onRetry,
  placeholderHeight,
  placeholders = 3,
  columns = { xs: 12, sm: 6, md: 4 },
  empty,
  children,
}: {
  items: readonly T[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  placeholderHeight: number;
  placeholders?: number;
  columns?: { xs: number; sm?: number; md?: number };
  empty: { title: string; text: ReactNode };
  children: (items: readonly T[]) => ReactNode;
}) {
  if (isPending) {
    return (
      <Grid container spacing={3} aria-hidden="true">
        {Array.from({ length: placeholders }, (_, i) => (
          <Grid key={i} size={columns}>
            <Skeleton variant="rounded" height={placeholderHeight} />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Try Again
          </Button>
        }
      >
        Failed to load content
      </Alert>
    );
  }
  if (!items || items.length === 0) {
    return (
      <EmptyState title={empty.title} headingLevel="h3">
        {empty.text}
      </EmptyState>
    );
  }
  return <>{children(items)}</>;
}
