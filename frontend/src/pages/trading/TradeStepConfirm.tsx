import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../layout/ConfirmDialog';
import { useToast } from '../../layout/toast';
import { apiErrorMessage } from '../../shared/api-error';
import { TRADE_CONFIRMATIONS, type TradeStep } from './trade-confirmations';

/** A step waiting for its confirmation: which one, the call that takes it, and the heading the keyboard goes to. */
export interface PendingStep {
  step: TradeStep;
  run: () => Promise<unknown>;
  /**
   * The id of the listing's or offer's heading (focusable, tabIndex -1): once the step is taken, the button that
   * asked for it is gone, and the focus would otherwise fall to the top of the page.
   */
  focusAfter: string;
}

/** Asks before accepting, declining or withdrawing; takes the step on yes and says how it went. */
export function TradeStepConfirm({ pending, onClose }: { pending: PendingStep | null; onClose: () => void }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const focusAfterConfirm = useRef<HTMLElement | null>(null);
  const words = TRADE_CONFIRMATIONS[pending?.step ?? 'accept'];
  async function confirm() {
    if (!pending) return;
    setBusy(true);
    try {
      await pending.run();
      focusAfterConfirm.current = document.getElementById(pending.focusAfter);
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
      focusAfterConfirm={focusAfterConfirm}
    />
  );
}
