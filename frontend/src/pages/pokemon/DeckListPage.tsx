import { useState } from 'react';
import { Box, Button, CircularProgress, Grid, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import StyleOutlinedIcon from '@mui/icons-material/StyleOutlined';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import {
  decksDuplicateMutation,
  decksExportPtcglMutation,
  decksListOptions,
  decksRemoveMutation,
} from '../../api/generated/@tanstack/react-query.gen';
import type { DeckDetailDto, DeckSummaryDto } from '../../api/generated/types.gen';
import { EmptyState } from '../../layout/EmptyState';
import { Page } from '../../layout/Page';
import { useToast } from '../../layout/toast';
import { apiErrorMessage } from '../../shared/api-error';
import { copyText } from '../../decks/clipboard';
import { ConfirmDialog } from '../../layout/ConfirmDialog';
import { CreateDeckDialog } from '../../decks/CreateDeckDialog';
import { DeckSummaryCard } from '../../decks/DeckSummaryCard';
import { useDeckCache } from '../../decks/use-deck-cache';
import { LoadFailed } from '../../shared/LoadFailed';

/** /pokemon/decks — the member's decks (spec 2 §2, Deck list). */
export function DeckListPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const cache = useDeckCache();
  const decks = useQuery(decksListOptions());
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<DeckSummaryDto | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const duplicate = useMutation(decksDuplicateMutation());
  const exportDeck = useMutation(decksExportPtcglMutation());
  const remove = useMutation(decksRemoveMutation());

  function opened(deck: DeckDetailDto, message: string) {
    cache.put(deck);
    toast.success(message);
    navigate(`/pokemon/deck/${deck.id}`);
  }

  async function onDuplicate(deck: DeckSummaryDto) {
    setBusyId(deck.id);
    try {
      opened(await duplicate.mutateAsync({ path: { id: deck.id } }), `Duplicated ${deck.name}`);
    } catch (error) {
      toast.error(apiErrorMessage(error, 'Failed to duplicate the deck'));
    } finally {
      setBusyId(null);
    }
  }

  async function onExport(deck: DeckSummaryDto) {
    setBusyId(deck.id);
    try {
      const { text } = await exportDeck.mutateAsync({ body: { deckId: deck.id } });
      if (await copyText(text)) toast.success('Deck exported to clipboard!');
      else toast.error('Could not copy to the clipboard. Open the deck and use Export instead.');
    } catch (error) {
      toast.error(apiErrorMessage(error, 'Failed to export the deck'));
    } finally {
      setBusyId(null);
    }
  }

  async function onConfirmDelete() {
    if (!toDelete) return;
    const deck = toDelete;
    try {
      await remove.mutateAsync({ path: { id: deck.id } });
      cache.forget(deck.id);
      toast.success(`Deleted ${deck.name}`);
      setToDelete(null);
    } catch (error) {
      toast.error(apiErrorMessage(error, 'Failed to delete the deck'));
    }
  }

  const list = decks.data ?? [];
  return (
    <Page
      title="My Pokémon Decks"
      intro="Build decks, check them against the deck-construction rules, and import or export PTCGL lists."
      actions={
        <>
          <Button component={RouterLink} to="/pokemon/browse" variant="outlined">
            Browse Cards
          </Button>
          <Button
            variant="contained"
            startIcon={<AddIcon aria-hidden="true" />}
            onClick={() => setCreating(true)}
          >
            Create New Deck
          </Button>
        </>
      }
    >
      {decks.isPending ? (
        <Box
          role="status"
          sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}
        >
          <CircularProgress size={28} aria-hidden="true" />
          <Typography>Loading decks...</Typography>
        </Box>
      ) : decks.isError ? (
        <LoadFailed
          error={decks.error}
          fallback="Failed to load your decks"
          onRetry={() => void decks.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState
          title="No decks yet"
          icon={<StyleOutlinedIcon />}
          action={
            <Button
              variant="contained"
              startIcon={<AddIcon aria-hidden="true" />}
              onClick={() => setCreating(true)}
            >
              Create Your First Deck
            </Button>
          }
        >
          Create a deck, then add cards from the card browser or import a PTCGL list.
        </EmptyState>
      ) : (
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {list.map((deck) => (
            <Grid key={deck.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
              <DeckSummaryCard
                deck={deck}
                busy={busyId === deck.id}
                onDuplicate={(d) => void onDuplicate(d)}
                onExport={(d) => void onExport(d)}
                onDelete={setToDelete}
              />
            </Grid>
          ))}
        </Grid>
      )}

      <CreateDeckDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(deck) => {
          setCreating(false);
          opened(deck, `Created ${deck.name}`);
        }}
      />

      <ConfirmDialog
        open={toDelete !== null}
        title="Delete deck"
        message={
          <>
            Are you sure you want to delete this deck?
            {toDelete ? (
              <Box component="span" sx={{ display: 'block', mt: 1, fontWeight: 600 }}>
                {toDelete.name}
              </Box>
            ) : null}
          </>
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void onConfirmDelete()}
      />
    </Page>
  );
}
