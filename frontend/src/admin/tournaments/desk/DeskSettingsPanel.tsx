import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TournamentDto } from '../../../api/generated/types.gen';
import { setupOf } from '../tournament-setup-schema';
import { TournamentSetupForm } from '../TournamentSetupForm';
import type { tournamentsApi } from '../tournaments-api';
import { DeskPanel } from './DeskPanel';

export type SettingsValues = Parameters<typeof tournamentsApi.update>[1];

/** The settings, changeable until round 1 is paired and only online; the form is keyed by the saved settings. */
export function DeskSettingsPanel({
  tournament,
  offlineReason,
  onSave,
}: {
  tournament: TournamentDto;
  offlineReason: string | null;
  onSave: (values: SettingsValues) => Promise<void>;
}) {
  const translate = useTranslate();
  const beforeRoundOne = tournament.stage === 'REGISTRATION' || tournament.stage === 'CHECK_IN';
  const note = beforeRoundOne ? offlineReason : translate('club.tournaments.settings.locked');
  const initial = setupOf(tournament);
  return (
    <DeskPanel id="desk-settings" title={translate('club.tournaments.settings.title')}>
      {note ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {note}
        </Typography>
      ) : null}
      <TournamentSetupForm
        key={JSON.stringify(initial)}
        initial={initial}
        disabled={!beforeRoundOne || offlineReason !== null}
        submitLabel={translate('club.tournaments.settings.save')}
        onSave={onSave}
      />
    </DeskPanel>
  );
}
