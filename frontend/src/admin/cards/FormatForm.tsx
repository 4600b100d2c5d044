import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormatDto, UpdateFormatDto } from '../../api/generated/types.gen';
import { apiMessage, useAdminToast } from '../use-admin-toast';
import { cardsApi, CARDS_KEYS } from './cards-api';
import { EditableTable } from './EditableTable';
import { ExpandedFields } from './ExpandedFields';
import {
  draftChanges,
  hasDraftErrors,
  toDraft,
  validateDraft,
  type FormatDraft,
  type NameRow,
  type PrintRow,
  type SetDateRow,
} from './format-draft';
import { MarksField } from './MarksField';
import { useCardsText } from './use-cards-text';
import { visuallyHidden } from '../../shared/a11y';

type Notice = 'invalid' | 'noChanges' | null;

/**
 * One format's editor. Save sends `formatsUpdate` with only this format's
 * editable keys that changed; the server recomputes every card's legality, which takes seconds.
 * Errors show next to the fields after the first save attempt, then update as the admin types.
 */
export function FormatForm({ format }: { format: FormatDto }) {
  const t = useCardsText();
  const toast = useAdminToast();
  const queryClient = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<FormatDraft>(() => toDraft(format));
  const [checked, setChecked] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const idPrefix = `format-${format.code}`;
  const label = format.label;

  const save = useMutation({
    mutationFn: (changes: UpdateFormatDto) => cardsApi.updateFormat(format.code, changes),
    onSuccess: (saved) => {
      queryClient.setQueryData<FormatDto[]>(CARDS_KEYS.formats, (formats) =>
        formats?.map((f) => (f.code === saved.code ? saved : f)),
      );
      setDraft(toDraft(saved));
      setChecked(false);
      toast.success(t('formats.saved'));
    },
    onError: (error) => toast.error(apiMessage(error) ?? t('formats.saveFailed')),
  });
  const busy = save.isPending;

  // After a refused save, the first marked field takes the focus.
  useEffect(() => {
    if (focusRequest > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const errors = checked ? validateDraft(draft, format) : {};
  const edit = (change: Partial<FormatDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setNotice(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setChecked(true);
    if (hasDraftErrors(validateDraft(draft, format))) {
      setNotice('invalid');
      setFocusRequest((n) => n + 1);
      return;
    }
    const changes = draftChanges(draft, format);
    if (Object.keys(changes).length === 0) {
      setNotice('noChanges');
      return;
    }
    setNotice(null);
    save.mutate(changes);
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Box component="form" ref={form} noValidate onSubmit={submit} aria-labelledby={`${idPrefix}-heading`}>
          <Stack spacing={3}>
            <Typography id={`${idPrefix}-heading`} variant="h6" component="h3">
              {label}
            </Typography>
            {format.code === 'standard' ? (
              <MarksField
                id={`${idPrefix}-marks`}
                value={draft.legalMarks}
                error={errors.legalMarks}
                busy={busy}
                onChange={(legalMarks) => edit({ legalMarks })}
              />
            ) : (
              <ExpandedFields
                idPrefix={idPrefix}
                series={draft.firstSeries}
                date={draft.firstSetReleaseDate}
                errors={errors}
                busy={busy}
                onChange={edit}
              />
            )}
            <EditableTable<PrintRow>
              id={`${idPrefix}-prints`}
              title={t('formats.bannedPrints')}
              help={t('formats.bannedPrintsHelp')}
              columns={[
                { field: 'name', label: t('formats.name'), placeholder: 'Lysandre’s Trump Card' },
                { field: 'setId', label: t('formats.setId'), placeholder: 'xy3', width: 130 },
                { field: 'number', label: t('formats.number'), placeholder: '99', width: 110 },
              ]}
              rows={draft.bannedPrints}
              errors={errors.bannedPrints}
              rowName={(i) => t('formats.printRow', { n: i + 1 })}
              addLabel={t('formats.addPrint')}
              emptyRow={() => ({ name: '', setId: '', number: '' })}
              onChange={(bannedPrints) => edit({ bannedPrints })}
              busy={busy}
            />
            <EditableTable<NameRow>
              id={`${idPrefix}-names`}
              title={t('formats.bannedNames')}
              help={t('formats.bannedNamesHelp')}
              columns={[{ field: 'name', label: t('formats.name'), placeholder: 'Forest of Giant Plants' }]}
              rows={draft.bannedCardNames}
              errors={errors.bannedCardNames}
              rowName={(i) => t('formats.nameRow', { n: i + 1 })}
              addLabel={t('formats.addName')}
              emptyRow={() => ({ name: '' })}
              onChange={(bannedCardNames) => edit({ bannedCardNames })}
              busy={busy}
            />
            <EditableTable<SetDateRow>
              id={`${idPrefix}-set-dates`}
              title={t('formats.setDates')}
              help={t('formats.setDatesHelp')}
              columns={[
                { field: 'setId', label: t('formats.setId'), placeholder: 'sv6' },
                { field: 'date', label: t('formats.date'), placeholder: 'YYYY-MM-DD' },
              ]}
              rows={draft.setLegalFrom}
              errors={errors.setLegalFrom}
              rowName={(i) => t('formats.setDateRow', { n: i + 1 })}
              addLabel={t('formats.addSetDate')}
              emptyRow={() => ({ setId: '', date: '' })}
              onChange={(setLegalFrom) => edit({ setLegalFrom })}
              busy={busy}
            />
            {notice === 'invalid' && <Alert severity="error">{t('formats.invalid')}</Alert>}
            {notice === 'noChanges' && (
              <Alert severity="info" role="none">
                {t('formats.noChanges', { label })}
              </Alert>
            )}
            {/* Always present, so screen readers hear its changes (politely). */}
            <Box role="status" aria-live="polite" sx={visuallyHidden}>
              {busy
                ? t('formats.savingStatus', { label })
                : notice === 'noChanges'
                  ? t('formats.noChanges', { label })
                  : ''}
            </Box>
            <Button
              type="submit"
              variant="contained"
              startIcon={<SaveIcon />}
              aria-disabled={busy}
              sx={{ alignSelf: 'flex-start' }}
            >
              {busy ? t('formats.saving') : t('formats.save', { label })}
            </Button>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
