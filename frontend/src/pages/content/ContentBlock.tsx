import { useDeferredValue, type ReactNode } from 'react';
import { Alert, Button, Grid, Skeleton } from '@mui/material';
import type { ContentItemDto, ContentSectionName } from '../../api/generated/types.gen';
import { EmptyState } from '../../layout/EmptyState';
import { useContentSection } from './use-site-content';
import { LoadErrorOrOffline } from '../../shared/NeedsConnection';

/**
 * An editable block of a public page, the items of one content section (spec 1 §3), in its states:
 * placeholders of the items' size while loading (so the page does not move when they arrive), 'Failed to load
 * content' with a retry, the block's empty state, or its items. The block reads the section itself, and draws
 * the items from the deferred answer: when it lands only the block is drawn again, in a transition, in slices
 * between frames, not the whole page in one long task.
 */
export function ContentBlock({
  section,
  placeholderHeight,
  placeholders = 3,
  columns = { xs: 12, sm: 6, md: 4 },
  empty,
  children,
}: {
  section: ContentSectionName;
  placeholderHeight: number;
  placeholders?: number;
  columns?: { xs: number; sm?: number; md?: number };
  empty: { title: string; text: ReactNode };
  children: (items: readonly ContentItemDto[]) => ReactNode;
}) {
  const { items: answer, isError, retry } = useContentSection(section);
  const items = useDeferredValue(answer);
  if (items === undefined && !isError) {
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
      <LoadErrorOrOffline onRetry={retry}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Try Again
            </Button>
          }
        >
          Failed to load content
        </Alert>
      </LoadErrorOrOffline>
    );
  }
  if (!items?.length) {
    return (
      <EmptyState title={empty.title} headingLevel="h3">
        {empty.text}
      </EmptyState>
    );
  }
  return <>{children(items)}</>;
}
