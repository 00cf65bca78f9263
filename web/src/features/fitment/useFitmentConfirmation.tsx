import { useCallback, useState, type ReactNode } from 'react';
import { useFlags } from '../../app/flags-context';
import { needsFitmentConfirmation } from './fitment-confirmation';
import { FitmentWarningModal, type FitSummary } from './FitmentWarningModal';

export interface FitmentConfirmation {
  /**
   * Runs `action` at once when the part surely fits or the store does not ask; otherwise after "I Understand". With
   * `withLabor`, the warning also offers "I Understand with labor", which runs that instead.
   */
  confirm: (action: () => void, withLabor?: () => void) => void;
  /** The "Heads up!" modal; render it once beside the button. */
  dialog: ReactNode;
}

export function useFitmentConfirmation(fit: FitSummary, productName?: string): FitmentConfirmation {
  const { flags } = useFlags();
  const required = flags.fitment.ymm_enabled && flags.fitment.require_fitment_confirmation;
  const [pending, setPending] = useState<{ action: () => void; withLabor?: () => void } | null>(null);

  const confirm = useCallback(
    (action: () => void, withLabor?: () => void) => {
      if (needsFitmentConfirmation(fit.result, required)) setPending({ action, withLabor });
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
      onConfirmWithLabor={
        pending?.withLabor
          ? () => {
              setPending(null);
              pending.withLabor?.();
            }
          : undefined
      }
    />
  );
  return { confirm, dialog };
}
