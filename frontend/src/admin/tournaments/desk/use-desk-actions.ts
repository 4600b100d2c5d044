import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DeskAction } from '@club/rules';
import { useAdminToast } from '../../use-admin-toast';
import type { OfflineDesk } from '../offline/use-offline-desk';
import { TOURNAMENT_KEYS } from '../tournaments-api';

/**
 * The desk's two ways to act (docs/adr/0051): `act` runs an organiser action that needs the server, `queue` a
 * desk action that goes through the queue and works offline. `busy` names the online action under way.
 */
export function useDeskActions(id: number, desk: OfflineDesk) {
  const toast = useAdminToast();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);

  /** Runs one online-only organiser action: a toast either way, then everything of this tournament read again. */
  async function act(
    key: string,
    action: () => Promise<unknown>,
    success: string,
    args?: Record<string, unknown>,
  ) {
    setBusy(key);
    try {
      await action();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'club.tournaments.desk.actionFailed');
      return false;
    } finally {
      // Read again either way. The desk judges its next action on the state it has read, so that state is in
      // before the step is said to be done: a check-in clicked at once would otherwise meet the old stage.
      await desk.refresh().catch(() => undefined);
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: TOURNAMENT_KEYS.tournament(id) });
      await queryClient.invalidateQueries({ queryKey: TOURNAMENT_KEYS.list });
    }
    toast.success(success, args);
    return true;
  }

  /** Applies a queued action to the desk at once (sent when the server can be reached), or says why not. */
  async function queue(action: DeskAction, success: string, args?: Record<string, unknown>) {
    const refusal = await desk.act(action);
    if (refusal) toast.error(refusal);
    else toast.success(success, args);
  }

  return { busy, act, queue };
}
