import { Box, Button, Card, CardContent, Grid, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { tournamentsMyTablesOptions } from '../../api/generated/@tanstack/react-query.gen';
import type { MyTableDto } from '../../api/generated/types.gen';

/** Tables change with each result and each save of TOM's file: the list is read again this often. */
const POLL_MS = 5000;

const RESULT_TEXT: Record<NonNullable<MyTableDto['result']>, string> = {
  WON: 'Won',
  LOST: 'Lost',
  TIE: 'Tie',
};

function tableText(table: MyTableDto): string {
  const where = table.table === null ? 'Bye' : `Table ${table.table}`;
  const stage = table.stage === 'TOP_CUT' ? 'Top cut, round' : 'Round';
  return `${stage} ${table.round} · ${where}`;
}

/**
 * 'Your tables': where the member and their family play now, in every tournament running, those loaded from TOM
 * found by the Player ID on the profile. Shown only while there is one.
 */
export function MyTables() {
  const tables = useQuery({ ...tournamentsMyTablesOptions(), refetchInterval: POLL_MS });
  if (!tables.data?.length) return null;
  return (
    <Box component="section" aria-labelledby="my-tables-heading" sx={{ mb: 5 }}>
      <Typography id="my-tables-heading" variant="h2" sx={{ mb: 2 }}>
        Your Tables
      </Typography>
      <Grid container spacing={2}>
        {tables.data.map((table) => (
          <Grid key={`${table.tournamentId}-${table.name}`} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1, overflowWrap: 'anywhere' }}>
                  {table.title}
                </Typography>
                <Typography sx={{ fontWeight: 600 }}>{table.name}</Typography>
                <Typography>{tableText(table)}</Typography>
                <Typography>
                  {table.opponent ? `Against ${table.opponent}` : 'No opponent this round'}
                </Typography>
                {table.result ? (
                  <Typography color="text.secondary">{RESULT_TEXT[table.result]}</Typography>
                ) : null}
                <Button
                  component={RouterLink}
                  to={`/tournaments/${table.tournamentId}/pairings`}
                  sx={{ mt: 1, ml: -1 }}
                >
                  Pairings
                </Button>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
