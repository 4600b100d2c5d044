import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useBasename, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { TomImportDto } from '../../api/generated/types.gen';
import { formatDateTime } from '../../shared/format-date-time';
import { TOURNAMENT_KEYS, tournamentsApi } from './tournaments-api';
import { TOURNAMENTS_PATH } from './tournaments-path';

/** How often a watched file is looked at: TOM saves after each result, and phones must follow within 5 s. */
export const WATCH_MS = 1500;

/** Chromium's File System Access API, where the browser has it. */
interface FileHandle {
  name: string;
  getFile(): Promise<File>;
}
type OpenFilePicker = (options: {
  types: { description: string; accept: Record<string, string[]> }[];
}) => Promise<FileHandle[]>;
const openFilePicker = (): OpenFilePicker | undefined =>
  (window as unknown as { showOpenFilePicker?: OpenFilePicker }).showOpenFilePicker;

type Outcome = { answer: TomImportDto; at: Date } | { failure: string };

/**
 * The organiser loads TOM's file (.tdf) here after each round; in Chromium the page can also watch the file TOM
 * saves and send each save by itself (File System Access API). Every send goes through the generated client.
 * On a tournament's desk (`tournamentId`), the desk reads itself again after each send (`onLoaded`), and a
 * file of another tournament is linked to its own desk.
 */
export function TomUpload({
  title,
  tournamentId,
  onLoaded,
}: {
  /** The panel's heading; the tournaments page's by default. */
  title?: string;
  /** The desk's tournament, when the panel is on its desk. */
  tournamentId?: number;
  /** Called after each accepted file, with the answer: the desk reads itself again. */
  onLoaded?: (answer: TomImportDto) => Promise<void> | void;
} = {}) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`club.tournaments.tom.${key}`, args);
  const basename = useBasename();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [sending, setSending] = useState(false);
  const [watched, setWatched] = useState<FileHandle | null>(null);
  const lastSeen = useRef<number>(0);

  async function send(file: Blob) {
    setSending(true);
    try {
      const answer = await tournamentsApi.importTom(await file.text());
      setOutcome({ answer, at: new Date() });
      await queryClient.invalidateQueries({ queryKey: TOURNAMENT_KEYS.list });
      await onLoaded?.(answer);
    } catch (error) {
      setOutcome({ failure: error instanceof Error ? error.message : String(error) });
    } finally {
      setSending(false);
    }
  }

  useEffect(() => {
    if (!watched) return;
    let stopped = false;
    const look = async () => {
      const file = await watched.getFile().catch(() => null);
      if (stopped || !file || file.lastModified === lastSeen.current) return;
      lastSeen.current = file.lastModified;
      await send(file);
    };
    void look();
    const timer = window.setInterval(() => void look(), WATCH_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
    // send is stable enough: it only reads setters and the query client.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [watched]);

  async function watch() {
    const picker = openFilePicker();
    if (!picker) return;
    try {
      const [handle] = await picker({
        types: [{ description: 'TOM tournament file', accept: { 'application/xml': ['.tdf', '.xml'] } }],
      });
      lastSeen.current = 0;
      setWatched(handle);
    } catch {
      // The organiser closed the picker.
    }
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby="tom-heading" sx={{ p: 2, mt: 3 }}>
      <Typography id="tom-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {title ?? t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('help')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" component="label" disabled={sending}>
          {t('choose')}
          <input
            type="file"
            accept=".tdf,.xml,application/xml,text/xml"
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void send(file);
            }}
          />
        </Button>
        {openFilePicker() && !watched ? (
          <Button variant="outlined" onClick={() => void watch()}>
            {t('watch')}
          </Button>
        ) : null}
        {watched ? (
          <Button variant="outlined" onClick={() => setWatched(null)}>
            {t('stop')}
          </Button>
        ) : null}
      </Stack>
      {openFilePicker() && !watched ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('watchHelp')}
        </Typography>
      ) : null}
      <Box role="status" aria-live="polite" sx={{ mt: 2 }}>
        {watched ? <Typography>{t('watching', { name: watched.name })}</Typography> : null}
        {sending ? <Typography>{t('sending')}</Typography> : null}
        {outcome && 'answer' in outcome ? (
          <Alert severity={outcome.answer.disagreements.length ? 'warning' : 'success'} sx={{ mt: 1 }}>
            <Typography>
              {t('sent', { time: formatDateTime(outcome.at.toISOString()), message: outcome.answer.message })}
            </Typography>
            {outcome.answer.disagreements.map((disagreement) => (
              <Box key={disagreement.division} sx={{ mt: 1 }}>
                <Typography>{t('disagree', { division: disagreement.division })}</Typography>
                <Typography variant="body2">{`${t('tomOrder')}: ${disagreement.tom.join(', ')}`}</Typography>
                <Typography variant="body2">{`${t('ourOrder')}: ${disagreement.ours.join(', ')}`}</Typography>
              </Box>
            ))}
            {outcome.answer.id === tournamentId ? null : (
              <Button
                component={RouterLink}
                to={`${basename}${TOURNAMENTS_PATH}/${outcome.answer.id}`}
                sx={{ mt: 1 }}
              >
                {t('open')}
              </Button>
            )}
          </Alert>
        ) : null}
      </Box>
      {outcome && 'failure' in outcome ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {t('failed', { message: outcome.failure })}
        </Alert>
      ) : null}
    </Paper>
  );
}
