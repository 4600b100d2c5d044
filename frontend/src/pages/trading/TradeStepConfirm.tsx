import { useState } from 'react';
import { ConfirmDialog } from '../../layout/ConfirmDialog';
import { useToast } from '../../layout/toast';
import { apiErrorMessage } from '../../shared/api-error';
import { TRADE_CONFIRMATIONS, type TradeStep } from './trade-confirmations';

/** A step waiting for its confirmation: which one, and the call that takes it. */
export interface PendingStep {
  step: TradeStep;
  run: () => Promise<unknown>;
}

/** Asks before accepting, declining or withdrawing; takes the step on yes and says how it went. */
export function TradeStepConfirm({ pending, onClose }: { pending: PendingStep | null; onClose: () => void }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const words = TRADE_CONFIRMATIONS[pending?.step ?? 'accept'];
  async function confirm() {
    if (!pending) return;
    setBusy(true);
    try {
      await pending.run();
      toast.success(words.done);
      onClose();
    } catch (error) {
      toast.error(apiErrorMessage(error, words.failed));
    } finally {
      setBusy(false);
    }
  }
  return (
    <ConfirmDialog
      open={pending !== null}
      title={words.title}
      message={words.message}
      confirmLabel={words.confirmLabel}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
