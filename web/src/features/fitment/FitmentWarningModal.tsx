import type { FitResult } from '@parts/common/fitment';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { FitBadge } from './FitBadge';
import { HEADS_UP_CANCEL, HEADS_UP_CONFIRM, HEADS_UP_CONFIRM_LABOR, HEADS_UP_TITLE } from './fitment-confirmation';
import './application.css';

export interface FitSummary {
  result: FitResult;
  label: string;
  message: string;
}

/**
 * Spec 000 section 2: the fitment warning "Heads up!" with Cancel and I Understand; at the counter, for a part with a
 * labor time, also I Understand with labor (`onConfirmWithLabor`).
 */
export function FitmentWarningModal({
  open,
  fit,
  productName,
  onCancel,
  onConfirm,
  onConfirmWithLabor,
}: {
  open: boolean;
  fit: FitSummary;
  productName?: string;
  onCancel: () => void;
  onConfirm: () => void;
  onConfirmWithLabor?: () => void;
}) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={HEADS_UP_TITLE}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} data-autofocus>
            {HEADS_UP_CANCEL}
          </Button>
          {onConfirmWithLabor && (
            <Button variant="secondary" onClick={onConfirmWithLabor}>
              {HEADS_UP_CONFIRM_LABOR}
            </Button>
          )}
          <Button onClick={onConfirm}>{HEADS_UP_CONFIRM}</Button>
        </>
      }
    >
      <div className="heads-up">
        <FitBadge result={fit.result} label={fit.label} size="lg" />
        {fit.message && <p className="heads-up__message">{fit.message}</p>}
        <p className="heads-up__ask">
          {productName ? `Add ${productName} to your cart anyway?` : 'Add this part to your cart anyway?'}
        </p>
      </div>
    </Modal>
  );
}
