// The POS checkout (issue 13, spec 001 s2-s5, s8): payment methods and their forms, the transaction list with its
// totals, void and void all, the smart-terminal wait, and Complete Check Out to the receipt.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STAFF_ERROR_TOAST_MS } from '@parts/common/constants';
import { centsToDecimal, formatCents, toCents } from '@parts/common/money';
import {
  cancelTerminalAnswerSchema,
  completeAnswerSchema,
  PAY_MSG,
  terminalEventSchema,
  voidAnswerSchema,
  type AddTransactionAnswer,
  type TerminalEvent,
  type TransactionWire,
} from '@parts/common/pos-checkout';
import { api, errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { ErrorState } from '../../../ui/ErrorState';
import { Modal } from '../../../ui/Modal';
import { PageHeading } from '../../../ui/PageHeading';
import { isNotFound, queryErrorMessage } from '../../../ui/query/errors';
import { Spinner } from '../../../ui/Spinner';
import { useToast } from '../../../ui/toast/toast-context';
import { DistributorOrder } from '../purchase/DistributorOrder';
import { checkoutStateQuery, putCheckoutState, refreshCheckoutState } from './checkout-queries';
import { OrderPoModal } from './OrderPoModal';
import { SpecialOrderModal } from './SpecialOrderModal';
import { PaymentForm } from './PaymentForm';
import './checkout.css';

const REDIRECT_MS = 3000;
/** While the customer pays on a terminal, the state is also asked for now and then (a dropped stream). */
const AWAITING_POLL_MS = 3000;

interface Awaiting {
  smartTerminalId: number;
  siteTransactionId: string;
  transaction_id: number;
}

export default function PosCheckoutPage() {
  const [params] = useSearchParams();
  const raw = params.get('order_id') ?? params.get('orderId') ?? '';
  const orderId = /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const navigate = useNavigate();
  const toast = useToast();
  const client = useQueryClient();
  const [awaiting, setAwaiting] = useState<Awaiting | null>(null);
  const [poOpen, setPoOpen] = useState(false);
  const [specialOpen, setSpecialOpen] = useState(false);
  const awaitingRef = useRef<Awaiting | null>(null);
  awaitingRef.current = awaiting;

  const stateQuery = useQuery({
    ...checkoutStateQuery(orderId ?? 0),
    enabled: orderId !== null,
    refetchInterval: awaiting ? AWAITING_POLL_MS : false,
  });
  const state = stateQuery.data ?? null;
  const missing = orderId === null || isNotFound(stateQuery.error);
  const loadError = queryErrorMessage(stateQuery.error);
  const refresh = useCallback(() => orderId !== null && void refreshCheckoutState(client, orderId), [client, orderId]);

  // No order: say so, then go to the catalog (spec 001 s4).
  useEffect(() => {
    if (!missing) return;
    const t = setTimeout(() => void navigate('/product/catalog'), REDIRECT_MS);
    return () => clearTimeout(t);
  }, [missing, navigate]);

  const finishTerminal = useCallback(
    (e: Pick<TerminalEvent, 'transaction_id' | 'status' | 'message'>) => {
      const a = awaitingRef.current;
      if (!a || a.transaction_id !== e.transaction_id) return;
      setAwaiting(null);
      if (e.status === 'approved') toast.success(PAY_MSG.approved);
      else toast.error(e.message || PAY_MSG.failed, { title: PAY_MSG.failed, staff: true });
      refresh();
    },
    [refresh, toast],
  );

  // The event stream: the smart terminal's outcome is pushed here (whichever server process holds the stream).
  useEffect(() => {
    if (orderId === null || typeof EventSource === 'undefined') return;
    const es = new EventSource(`/pos/checkout/events?orderId=${orderId}`);
    es.addEventListener('terminal', (msg) => {
      try {
        const parsed = terminalEventSchema.safeParse(JSON.parse((msg as MessageEvent<string>).data));
        if (parsed.success) finishTerminal(parsed.data);
      } catch {
        /* not ours */
      }
    });
    return () => es.close();
  }, [orderId, finishTerminal]);

  // The polled state (refetchInterval above) shows the awaited transaction settled: the terminal is done.
  useEffect(() => {
    if (!awaiting || !state) return;
    const tx = state.transactions.find((x) => x.transaction_id === awaiting.transaction_id);
    if (tx && tx.status !== 'pending')
      finishTerminal({
        transaction_id: tx.transaction_id,
        status: tx.status === 'approved' ? 'approved' : 'declined',
        message: tx.message,
      });
  }, [awaiting, state, finishTerminal]);

  const onAnswer = (a: AddTransactionAnswer) => {
    putCheckoutState(client, a.state);
    if (a.awaiting) setAwaiting(a.awaiting);
    else if (a.transaction.status === 'approved')
      toast.success(
        a.transaction.transaction_type === 'card_device' || a.transaction.transaction_type === 'smart_terminal'
          ? PAY_MSG.approved
          : `${a.transaction.transaction_label}: ${a.transaction.amount_text}`,
      );
    else if (a.transaction.status === 'declined')
      toast.error(a.error ?? a.transaction.message, { title: PAY_MSG.failed, staff: true });
  };

  const showError = (err: unknown) => toast.error(errorMessage(err), { staff: true });

  const cancelTerminal = useMutation({
    mutationFn: (a: Awaiting) =>
      api(
        `/pos/checkout/cancelSmartTerminal?smartTerminalId=${a.smartTerminalId}&siteTransactionId=${encodeURIComponent(a.siteTransactionId)}`,
        { schema: cancelTerminalAnswerSchema },
      ),
    onSuccess: (r) => {
      setAwaiting(null);
      if (r.error) toast.error(r.error, { staff: true });
      else toast.success(r.success ?? PAY_MSG.cancelled);
      refresh();
    },
    onError: showError,
  });

  const voidOne = useMutation({
    mutationFn: (t: TransactionWire) =>
      api('/pos/checkout/voidTransaction', {
        json: { transaction_id: t.transaction_id, orderId },
        schema: voidAnswerSchema,
      }),
    onSuccess: (r) => {
      putCheckoutState(client, r.state);
      if (r.success) toast.success(r.success);
    },
    onError: showError,
  });

  const voidAll = useMutation({
    mutationFn: () => api(`/pos/checkout/voidTransactions?orderId=${orderId}`, { schema: voidAnswerSchema }),
    onSuccess: (r) => {
      putCheckoutState(client, r.state);
      if (r.error) toast.error(r.error, { staff: true });
      else if (r.success) toast.success(r.success);
    },
    onError: showError,
  });

  // A terminal's void or refund: the outcome is told either way, then the list is asked again.
  const terminalAction = useMutation({
    mutationFn: (t: TransactionWire) => api(`${t.payment_terminal!.action_url!}&from_pos=1`),
    onSuccess: (_r, t) =>
      toast.success(
        t.payment_terminal!.action_text === 'Refund'
          ? 'The payment has been refunded.'
          : 'The payment has been voided.',
        { title: PAY_MSG.success, ms: STAFF_ERROR_TOAST_MS },
      ),
    onError: (err) => toast.error(errorMessage(err), { title: PAY_MSG.uhOh, ms: STAFF_ERROR_TOAST_MS }),
    onSettled: refresh,
  });

  const complete = useMutation({
    mutationFn: () =>
      api(`/pos/checkout/complete?orderId=${orderId}`, { method: 'POST', schema: completeAnswerSchema }),
    onSuccess: (r) => navigate(r.redirect),
    onError: showError,
  });

  if (missing) {
    return (
      <div className="pos-checkout">
        <PageHeading title="Check Out" />
        <p className="form-alert" role="status">
          {PAY_MSG.noOrder}
        </p>
      </div>
    );
  }
  if (loadError && !state) {
    return (
      <div className="pos-checkout">
        <PageHeading title="Check Out" />
        <ErrorState message={loadError} onRetry={() => void stateQuery.refetch()} />
      </div>
    );
  }
  if (!state) {
    return (
      <div className="pos-checkout">
        <PageHeading title="Check Out" />
        <div className="pos-checkout__loading" role="status">
          <Spinner /> Loading the order…
        </div>
      </div>
    );
  }

  const balance = toCents(state.balanceDue) ?? 0;
  const hasApproved = state.transactions.some((t) => t.status === 'approved');
  return (
    <div className="pos-checkout">
      <PageHeading title={`Check Out — Order #${state.orderId}`}>
        {state.customer && <p className="pos-checkout__customer">Customer: {state.customer.name}</p>}
      </PageHeading>
      <div className="pos-checkout__grid">
        <section className="pos-checkout__panel" aria-labelledby="pay-methods">
          <h2 id="pay-methods">Payment method</h2>
          <PaymentForm state={state} orderId={state.orderId} onAnswer={onAnswer} />
        </section>
        <section className="pos-checkout__panel" aria-labelledby="pay-transactions">
          <h2 id="pay-transactions">Transactions</h2>
          {state.transactions.length === 0 ? (
            <p className="pos-checkout__empty">{PAY_MSG.noTransactions}</p>
          ) : (
            <ul className="tx-list">
              {state.transactions.map((t) => (
                <li key={t.transaction_id} className={`tx tx--${t.status}`}>
                  <div className="tx__main">
                    <span className="tx__label">{t.transaction_label}</span>
                    <span className="tx__amount">{t.amount_text}</span>
                  </div>
                  <div className="tx__meta">
                    <span className={`tx__status tx__status--${t.status}`}>
                      {t.status === 'void'
                        ? 'Voided'
                        : t.status === 'pending'
                          ? 'Waiting for the terminal'
                          : t.status === 'declined'
                            ? t.message || 'Declined'
                            : 'Approved'}
                    </span>
                    {t.payment_terminal?.action_url && (
                      <Button
                        size="sm"
                        variant="secondary"
                        busy={terminalAction.isPending && terminalAction.variables.transaction_id === t.transaction_id}
                        onClick={() => terminalAction.mutate(t)}
                      >
                        {t.payment_terminal.action_text}
                      </Button>
                    )}
                    {t.status === 'approved' && !t.payment_terminal && (
                      <Button
                        size="sm"
                        variant="ghost"
                        busy={voidOne.isPending && voidOne.variables.transaction_id === t.transaction_id}
                        onClick={() => voidOne.mutate(t)}
                        aria-label={`Void ${t.transaction_label} ${t.amount_text}`}
                      >
                        Void
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
          {hasApproved && (
            <Button variant="danger" size="sm" busy={voidAll.isPending} onClick={() => voidAll.mutate()}>
              Void All
            </Button>
          )}
          <dl className="totals">
            <Row label="Parts" value={state.costParts} />
            {state.costLabor !== '0.00' && <Row label="Labor" value={state.costLabor} />}
            {state.costSurcharge !== '0.00' && <Row label="Surcharge" value={state.costSurcharge} />}
            <Row label="Tax" value={state.costTax} />
            {state.costCreditCardSurcharge !== '0.00' && (
              <Row label="Card surcharge" value={state.costCreditCardSurcharge} />
            )}
            <Row label="Order Total" value={state.orderTotal} strong />
            <Row label="Amount Paid" value={state.amountPaid} />
            {balance <= 0 ? (
              <Row label="Change Due" value={centsToDecimal(Math.abs(balance))} strong testId="change-due" />
            ) : (
              <Row label="Balance Due" value={state.balanceDue} strong testId="balance-due" />
            )}
          </dl>
        </section>
      </div>
      <DistributorOrder orderId={state.orderId} />
      <div className="pos-checkout__actions">
        <Button variant="secondary" onClick={() => void navigate('/checkout/cart')}>
          Cancel Check Out
        </Button>
        <Button variant="secondary" onClick={() => setPoOpen(true)}>
          Add PO Number
        </Button>
        {state.customer && (
          <Button variant="secondary" onClick={() => setSpecialOpen(true)}>
            Make Special Order
          </Button>
        )}
        <Button busy={complete.isPending} disabled={awaiting !== null} onClick={() => complete.mutate()}>
          Complete Check Out
        </Button>
      </div>
      <OrderPoModal orderId={state.orderId} open={poOpen} onClose={() => setPoOpen(false)} />
      {specialOpen && <SpecialOrderModal orderId={state.orderId} open onClose={() => setSpecialOpen(false)} />}
      <Modal
        open={awaiting !== null}
        onClose={() => undefined}
        dismissible={false}
        title="Smart terminal"
        size="sm"
        footer={
          <Button
            variant="danger"
            busy={cancelTerminal.isPending}
            onClick={() => awaiting && cancelTerminal.mutate(awaiting)}
          >
            Cancel Transaction
          </Button>
        }
      >
        <div className="terminal-wait" role="status">
          <Spinner />
          <p>{PAY_MSG.waiting}</p>
        </div>
      </Modal>
    </div>
  );
}

function Row({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  const cents = toCents(value) ?? 0;
  return (
    <div className={strong ? 'totals__row totals__row--strong' : 'totals__row'} data-testid={testId}>
      <dt>{label}</dt>
      <dd>{formatCents(cents)}</dd>
    </div>
  );
}
