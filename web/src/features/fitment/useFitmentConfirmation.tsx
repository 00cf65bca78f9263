import { useCallback, useState, type ReactNode } from 'react';
import { useFlags } from '../../app/flags-context';
import { needsFitmentConfirmation } from './fitment-confirmation';
import { FitmentWarningModal, type FitSummary } from './FitmentWarningModal';

export interface FitmentConfirmation {
  /** Runs `action` at once when the part surely fits or the store does not ask; otherwise after "I Understand". */
  confirm: (action: () => void) => void;
  /** The "Heads up!" modal; render it once beside the button. */
  dialog: ReactNode;
}

export function useFitmentConfirmation(fit: FitSummary, productName?: string): FitmentConfirmation {
  const { flags } = useFlags();
  const required = flags.fitment.ymm_enabled && flags.fitment.require_fitment_confirmation;
  const [pending, setPending] = useState<{ action: () => void } | null>(null);

  const confirm = useCallback(
    (action: () => void) => {
      if (needsFitmentConfirmation(fit.result, required)) setPending({ action });
      else action();
    },
    [fit.result, required],
  );

  const dialog = (
    <FitmentWarningModal
      open={pending !== null}
      fit={fit}
      productName={productName}
      onCancel={() => setPending(null)}
      onConfirm={() => {
        setPending(null);
        pending?.action();
      }}
    />
  );
  return { confirm, dialog };
}
