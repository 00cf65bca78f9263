// A transaction as the checkout and the receipt list it (spec 001 s3): its label, amount, status and the void or
// refund action a terminal payment offers.
import { centsToDecimal, formatCents } from '@parts/common/money';
import type { TransactionWire } from '@parts/common/pos-checkout';
import type { TransactionRow } from './balance';

/** A transaction as the checkout lists it. */
export function transactionWire(t: TransactionRow): TransactionWire {
  const approved = t.status === 'approved';
  const terminal = t.transactionType === 'smart_terminal';
  const canAct = terminal && approved && (t.terminalStatus === 'CAPTURE' || !t.settled);
  const action = t.settled ? 'refund' : 'void';
  return {
    transaction_id: t.transactionId,
    transaction_label: t.label,
    amount: centsToDecimal(t.amountCents),
    amount_text: formatCents(t.amountCents),
    transaction_type: t.transactionType,
    status: t.status,
    message: typeof t.details.message === 'string' ? t.details.message : '',
    date_added: t.createdAt.toISOString(),
    card_device:
      t.transactionType === 'card_device'
        ? {
            void_or_return_action: approved ? (t.settled ? 'RETURN' : 'VOID') : null,
            void_or_return_status: t.terminalStatus ?? '',
          }
        : null,
    payment_terminal: terminal
      ? {
          action_text: canAct ? (action === 'void' ? 'Void' : 'Refund') : null,
          action_url: canAct ? `/pos/checkout/terminalAction?transaction_id=${t.transactionId}&action=${action}` : null,
          status: t.terminalStatus ?? t.status.toUpperCase(),
          settled: t.settled,
        }
      : null,
  };
}
