import type { ReactNode } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A block of the Content tab: a title, a hint and what it holds (a link to another admin page). */
export function PlaceholderBlock({
  title,
  hint,
  note,
  children,
}: {
  title: string;
  hint?: string;
  note?: string;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="section">
      <CardContent>
        <Stack spacing={1}>
          <Typography variant="h6" component="h3">
            {translate(title)}
          </Typography>
          {hint && <Typography color="text.secondary">{translate(hint)}</Typography>}
          {children}
          {note && (
            <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
              {translate(note)}
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
