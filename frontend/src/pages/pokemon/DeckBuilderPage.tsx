import { DECK_NOT_FOUND } from '@club/rules';
import { useRef, useState } from 'react';
import { Box, Button, CircularProgress, Grid, Stack, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  decksExportPtcglMutation,
  decksGetOptions,
  decksUpdateMutation,
} from '../../api/generated/@tanstack/react-query.gen';
import { decksChangeCard } from '../../api/generated/sdk.gen';
import type { CardDto, DeckCardDto, DeckDetailDto, DeckSection } from '../../api/generated/types.gen';
import { useAuth } from '../../auth/useAuth';
import { EmptyState } from '../../layout/EmptyState';
import { Page } from '../../layout/Page';
import { useToast } from '../../layout/toast';
import { AddCardsDialog } from '../../decks/AddCardsDialog';
import { apiErrorMessage, apiErrorStatus } from '../../shared/api-error';
import { CardDetailDialog } from '../../cards/CardDetailDialog';
import { parseDeckId, sectionFor } from '../../decks/deck-cards';
import { DeckDetailsForm } from '../../decks/DeckDetailsForm';
import { DeckSectionList } from '../../decks/DeckSectionList';
import { DeckValidationSummary } from '../../decks/DeckValidationSummary';
import { ExportDeckDialog } from '../../decks/ExportDeckDialog';
import { decksSheet } from '../../api/generated/sdk.gen';
import { PdfSheetButton } from '../../shared/PdfSheetButton';
import { ImportDeckDialog } from '../../decks/ImportDeckDialog';
import { ImportReportAlert } from '../../decks/ImportReportAlert';
import { OpeningHandPanel } from '../../decks/OpeningHandPanel';
import { PrintDeckDialog } from '../../decks/PrintDeckDialog';
import type { ImportReport } from '../../decks/ptcgl-import';
import { SuggestionsPanel } from '../../decks/SuggestionsPanel';
import { TypeCurvePanel } from '../../decks/TypeCurvePanel';
import { useDeckCache } from '../../decks/use-deck-cache';
import { LoadFailed } from '../../shared/LoadFailed';

type OpenDialog = 'add' | 'import' | 'export' | 'print' | null;

function DeckNotFound() {
  return (
    <Page title="Deck Builder" back={{ to: '/pokemon/decks', label: 'Back to Decks' }}>
      <EmptyState
        title={DECK_NOT_FOUND}
        action={
          <Button component={RouterLink} to="/pokemon/decks" variant="contained">
            Back to Decks
          </Button>
        }
      >
        This deck does not exist, or it is not one of yours.
      </EmptyState>
    </Page>
  );
}

/** The builder for a loaded deck. */
function DeckBuilder({ deck }: { deck: DeckDetailDto }) {
  const toast = useToast();
  const cache = useDeckCache();
  const { user } = useAuth();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [detail, setDetail] = useState<{ card: DeckCardDto; open: boolean } | null>(null);
  const [exportText, setExportText] = useState('');
  const [report, setReport] = useState<ImportReport | null>(null);
  // Count changes run one after another, so answers cannot arrive out of order and show an old deck.
  const queue = useRef<Promise<void>>(Promise.resolve());

  const save = useMutation(decksUpdateMutation());
  const exportDeck = useMutation(decksExportPtcglMutation());

  function changeCount(
    card: Pick<CardDto, 'id' | 'name' | 'supertype'>,
    countDelta: 1 | -1,
    {
      section = sectionFor(card.supertype),
      announce = false,
    }: { section?: DeckSection; announce?: boolean } = {},
  ) {
    queue.current = queue.current.then(async () => {
      try {
        const { data } = await decksChangeCard({
          path: { id: deck.id },
          body: { cardId: card.id, section, countDelta },
          throwOnError: true,
        });
        cache.put(data);
        if (announce) toast.success(`Added ${card.name} to ${data.name}`);
      } catch (error) {
        toast.error(
          apiErrorMessage(
            error,
            countDelta > 0 ? `Could not add ${card.name}` : `Could not remove ${card.name}`,
          ),
        );
      }
    });
  }

  return (
    <Page title={deck.name.trim() || 'Untitled Deck'} back={{ to: '/pokemon/decks', label: 'Back to Decks' }}>
      <Stack spacing={3}>
        <DeckDetailsForm
          key={deck.id}
          deck={deck}
          saving={save.isPending}
          exporting={exportDeck.isPending}
          onSave={(body) =>
            save.mutate(
              { path: { id: deck.id }, body },
              {
                onSuccess: (saved) => {
                  cache.put(saved);
                  toast.success('Deck saved');
                },
                onError: (error) => toast.error(apiErrorMessage(error, 'Failed to save the deck')),
              },
            )
          }
          onAddCards={() => setDialog('add')}
          onImport={() => setDialog('import')}
          onExport={() =>
            exportDeck.mutate(
              { body: { deckId: deck.id } },
              {
                onSuccess: ({ text }) => {
                  setExportText(text);
                  setDialog('export');
                },
                onError: (error) => toast.error(apiErrorMessage(error, 'Failed to export the deck')),
              },
            )
          }
          onPrint={() => setDialog('print')}
          sheetButton={
            <PdfSheetButton
              label="Official sheet (PDF)"
              fileName={`deck-${deck.id}-sheet`}
              variant="text"
              load={async (paper) => {
                const { data, error } = await decksSheet({
                  path: { id: deck.id },
                  query: { paper },
                  parseAs: 'blob',
                });
                if (!(data instanceof Blob)) throw error ?? new Error('Failed to make the sheet');
                return data;
              }}
              onError={(error) => toast.error(apiErrorMessage(error, 'Failed to make the sheet'))}
            />
          }
        />

        {report ? (
          <ImportReportAlert
            report={report}
            deckId={deck.id}
            onClose={() => setReport(null)}
            onPicked={() => void cache.reload(deck.id)}
          />
        ) : null}

        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Stack spacing={3}>
              <DeckValidationSummary deck={deck} />
              <DeckSectionList
                deck={deck}
                onChange={(card, delta) => changeCount(card, delta, { section: card.section })}
                onOpen={(card) => setDetail({ card, open: true })}
              />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={3} component="aside" aria-label="Deck analysis">
              <TypeCurvePanel cards={deck.cards} />
              <OpeningHandPanel deck={deck} />
              <SuggestionsPanel validation={deck.validation} empty={deck.cards.length === 0} />
            </Stack>
          </Grid>
        </Grid>
      </Stack>

      <AddCardsDialog
        open={dialog === 'add'}
        deck={deck}
        onClose={() => setDialog(null)}
        onAdd={(card) => changeCount(card, 1, { announce: true })}
      />
      <ImportDeckDialog
        open={dialog === 'import'}
        deck={deck}
        onClose={() => setDialog(null)}
        onImported={(result) => {
          setDialog(null);
          setReport(result);
          void cache.reload(deck.id);
          if (result.imported > 0) toast.success(`Imported ${result.imported} cards`);
        }}
      />
      <ExportDeckDialog open={dialog === 'export'} text={exportText} onClose={() => setDialog(null)} />
      <PrintDeckDialog
        open={dialog === 'print'}
        deck={deck}
        playerName={user ? `${user.profile.firstName} ${user.profile.lastName}`.trim() : ''}
        onClose={() => setDialog(null)}
      />
      <CardDetailDialog
        card={detail?.card ?? null}
        open={detail?.open ?? false}
        onClose={() => setDetail((current) => (current ? { ...current, open: false } : null))}
      />
    </Page>
  );
}

/** /pokemon/deck/:id — edit one deck (spec 2 §2, Deck builder). */
export function DeckBuilderPage() {
  const { id } = useParams();
  const deckId = parseDeckId(id);
  const query = useQuery({
    ...decksGetOptions({ path: { id: deckId ?? 0 } }),
    enabled: deckId !== null,
  });
  const status = apiErrorStatus(query.error);

  if (deckId === null || status === 404 || status === 400) return <DeckNotFound />;
  if (query.isPending) {
    return (
      <Page title="Deck Builder" back={{ to: '/pokemon/decks', label: 'Back to Decks' }}>
        <Box
          role="status"
          sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}
        >
          <CircularProgress size={28} aria-hidden="true" />
          <Typography>Loading deck...</Typography>
        </Box>
      </Page>
    );
  }
  if (query.isError) {
    return (
      <Page title="Deck Builder" back={{ to: '/pokemon/decks', label: 'Back to Decks' }}>
        <LoadFailed
          error={query.error}
          fallback="Failed to load the deck"
          onRetry={() => void query.refetch()}
        />
      </Page>
    );
  }
  return <DeckBuilder deck={query.data} />;
}
