import { Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { Role } from '../roles';

/** One count of the overview: the total of the users list (`adminUsersList`) for a role (or all), read from Content-Range. */
export function UserCountCard({ label, role }: { label: string; role?: Role }) {
  const translate = useTranslate();
  const { total, isPending, error } = useGetList('users', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'ASC' },
    filter: role ? { role } : {},
  });
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography color="text.secondary" component="h3" variant="body2">
          {translate(label)}
        </Typography>
        <Typography variant="h4" component="p">
          {isPending ? <Skeleton width={48} /> : error ? '—' : (total ?? 0)}
        </Typography>
      </CardContent>
    </Card>
  );
}
