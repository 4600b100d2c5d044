import PrintIcon from '@mui/icons-material/Print';
import { Button, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import {
  tournamentsAllListsOptions,
  tournamentsReadListOptions,
} from '../../api/generated/@tanstack/react-query.gen';
import { EmptyState } from '../../layout/EmptyState';
import { Page } from '../../layout/Page';
import { PrintStyles } from '../../layout/PrintStyles';
import { DeckListSheet } from './DeckListSheet';
import { LoadFailed, Loading } from './LoadStates';
import { parseRouteId } from './tournament-view';

const printButton = (
  <Button
    data-print="hide"
    variant="outlined"
    startIcon={<PrintIcon aria-hidden="true" />}
    onClick={() => window.print()}
  >
    Print
  </Button>
);

/** /tournaments/:id/players/:playerId/deck-list — one player's printable sheet (their own, or any for an admin). */
export function DeckListSheetPage() {
  const params = useParams();
  const id = parseRouteId(params.id) ?? 0;
  const playerId = parseRouteId(params.playerId) ?? 0;
  const list = useQuery({
    ...tournamentsReadListOptions({ path: { id, playerId } }),
    enabled: id > 0 && playerId > 0,
  });
  const back = { to: `/tournaments/${id}`, label: 'Back to the tournament' };
  return (
    <Page title="Deck list" back={back} actions={printButton} maxWidth="md">
      <PrintStyles />
      {list.data ? (
        <DeckListSheet list={list.data} />
      ) : id === 0 || playerId === 0 || list.isError ? (
        <LoadFailed error={list.error} what="deck list" onRetry={() => void list.refetch()} />
      ) : (
        <Loading what="deck list" />
      )}
    </Page>
  );
}

/** /tournaments/:id/deck-lists — every list, one sheet per printed page: for admins, or once published. */
export function AllDeckListsPage() {
  const id = parseRouteId(useParams().id) ?? 0;
  const lists = useQuery({ ...tournamentsAllListsOptions({ path: { id } }), enabled: id > 0 });
  const back = { to: `/tournaments/${id}`, label: 'Back to the tournament' };
  return (
    <Page title="Deck lists" back={back} actions={printButton} maxWidth="md">
      <PrintStyles />
      {lists.data ? (
        lists.data.length ? (
          <Stack spacing={3}>
            {lists.data.map((list) => (
              <DeckListSheet key={list.playerId} list={list} />
            ))}
          </Stack>
        ) : (
          <EmptyState title="No deck lists yet">Lists appear here as players submit them.</EmptyState>
        )
      ) : id === 0 || lists.isError ? (
        <LoadFailed error={lists.error} what="deck lists" onRetry={() => void lists.refetch()} />
      ) : (
        <Loading what="deck lists" />
      )}
    </Page>
  );
}
