// The POS order view (spec 001 s2 "POS order view", s4, s8; decision 0024): Order #, the info box, the payment box, the
// distributor box, items and history; Void Order, Continue Order, View Receipt or View Invoice, Order History, View in
// Admin, Back, and attaching a customer.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { removeOrderCustomerAnswerSchema } from '@parts/common/order-customer';
import { POS_ORDERS_MSG, voidAnswerSchema } from '@parts/common/pos-orders';
import { RECEIPT_MSG, type ReceiptOrder } from '@parts/common/receipt';
import type { PickedCustomer } from '@parts/common/pos-cart';
import { api, ApiError, errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { ErrorState } from '../../../ui/ErrorState';
import { Modal } from '../../../ui/Modal';
import { PageHeading } from '../../../ui/PageHeading';
import { PageLoading } from '../../../ui/Spinner';
import { useToast } from '../../../ui/toast/toast-context';
import { OrderItemsTable } from './OrderItemsTable';
import { OrderHistoryTable } from './OrderHistoryTable';
import { CustomerPicker } from '../shared/CustomerPicker';
import { OrderHistoryModal } from './OrderHistoryModal';
import { ReturnItemsDialog } from '../returns/ReturnItemsDialog';
import { PurchaseOrderList } from '../purchase/PurchaseOrderList';
import { OrderReturns } from './OrderReturns';
import { orderIdOf, TRANSACTION_TYPE_LABEL, useOrder } from './order-data';
import './receipt.css';
import './orders.css';

const successAnswer = z.object({ success: z.string() });
// The mutation's error is shown by its onError toast; the picker only awaits the end.
const noop = () => undefined;

export default function OrderViewPage() {
  const [params] = useSearchParams();
  const orderId = orderIdOf(params);
  const { data, error, reload } = useOrder(orderId);
  if (!orderId)
    return <PageHeading title="Order" description="No order was named. Open an order from the order list." />;
  if (error) return <ErrorState message={error} onRetry={reload} />;
  if (!data) return <PageLoading label="Loading the order" />;
  return <OrderView order={data.order} reload={reload} />;
}

function OrderView({ order, reload }: { order: ReceiptOrder; reload: () => void }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [historyOpen, setHistoryOpen] = useState(false);
  const [confirmVoid, setConfirmVoid] = useState(false);
  const [returning, setReturning] = useState<'items' | 'core' | null>(null);
  const [busy, setBusy] = useState<'void' | 'continue' | null>(null);
  const voided = order.order_status === 'Voided';
  const customer: PickedCustomer | null = order.customer_id
    ? { customer_id: order.customer_id, name: order.customer, email: order.email, telephone: order.telephone }
    : null;
  // Voided payments stay listed, marked voided (decision 0051): the void leaves its trail here.
  const txs = order.transactions;
  const ymm = typeof order.order_ymm === 'string' ? order.order_ymm : Object.values(order.order_ymm).join(' ');

  const pickCustomer = async (c: PickedCustomer) => {
    try {
      await api('/pos/order/setCustomer', {
        json: { order_id: order.order_id, customer_id: c.customer_id },
        schema: successAnswer,
      });
      toast.success(POS_ORDERS_MSG.customerAdded);
      reload();
    } catch (err) {
      toast.error(errorMessage(err), { staff: true });
    }
  };

  const removeCustomer = useMutation({
    mutationFn: () =>
      api('/pos/order/removeCustomer', { json: { order_id: order.order_id }, schema: removeOrderCustomerAnswerSchema }),
    onSuccess: (a) => {
      toast.success(a.success);
      reload();
    },
    onError: (err) => toast.error(errorMessage(err), { staff: true }),
  });

  const voidOrder = async () => {
    setBusy('void');
    try {
      const answer = await api(`/pos/order/void?order_id=${order.order_id}`, { schema: voidAnswerSchema });
      toast.success(answer.success ?? '');
      setConfirmVoid(false);
      reload();
    } catch (err) {
      const list = err instanceof ApiError ? Object.values(err.fieldErrors) : [];
      toast.error(list.length ? list.join('\n') : errorMessage(err), { staff: true });
      setConfirmVoid(false);
      reload();
    } finally {
      setBusy(null);
    }
  };

  const continueOrder = async () => {
    setBusy('continue');
    try {
      await api(`/pos/order/continue?order_id=${order.order_id}`, { schema: successAnswer });
      void navigate('/checkout/cart');
    } catch (err) {
      toast.error(errorMessage(err), { staff: true });
      setBusy(null);
    }
  };

  return (
    <div className="order-view">
      <PageHeading title={`Order #${order.order_id}`} description={order.date_added_long}>
        <p className="receipt__status">
          <span className="status-pill" style={{ background: order.status_color, color: order.status_text_color }}>
            {order.order_status}
          </span>
        </p>
      </PageHeading>

      <nav className="receipt__actions" aria-label="Order actions">
        <Link className="btn btn--ghost btn--md" to="/pos/order">
          Back
        </Link>
        <Button variant="danger" disabled={voided} onClick={() => setConfirmVoid(true)}>
          Void Order
        </Button>
        {order.pos_status !== 'complete' && !order.called_off && (
          <Button variant="secondary" busy={busy === 'continue'} onClick={() => void continueOrder()}>
            Continue Order
          </Button>
        )}
        {order.paid_in_full ? (
          <Link className="btn btn--secondary btn--md" to={`/pos/order/receipt?order_id=${order.order_id}`}>
            View Receipt
          </Link>
        ) : (
          <a
            className="btn btn--secondary btn--md"
            href={`/pos/order/invoice?order_id=${order.order_id}`}
            target="_blank"
            rel="noopener"
          >
            View Invoice<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
        <Button variant="secondary" onClick={() => setHistoryOpen(true)}>
          Order History
        </Button>
        {order.paid_in_full && !voided && (
          <>
            <Button variant="secondary" onClick={() => setReturning('items')}>
              Return Items
            </Button>
            <Button variant="secondary" onClick={() => setReturning('core')}>
              Core Return
            </Button>
          </>
        )}
        <a
          className="btn btn--secondary btn--md"
          href={`/admin/orders/view?order_id=${order.order_id}`}
          target="_blank"
          rel="noopener"
        >
          View in Admin<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </nav>

      <div className="receipt__grid">
        <section className="receipt__box" aria-labelledby="order-info">
          <h2 id="order-info">Order Info</h2>
          <dl className="order-view__info">
            <div>
              <dt>Customer</dt>
              <dd>{order.customer || 'Walk-in'}</dd>
            </div>
            <div>
              <dt>Fitment</dt>
              <dd>{ymm || '—'}</dd>
            </div>
            <div>
              <dt>Date Created</dt>
              <dd>{order.date_added_long}</dd>
            </div>
            <div>
              <dt>Cashier</dt>
              <dd>{order.cashier || '—'}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>{order.order_status}</dd>
            </div>
            <div>
              <dt>PO Number</dt>
              <dd>{order.po_number_list.length ? order.po_number_list.join(', ') : '—'}</dd>
            </div>
            <div>
              <dt>Tax Exempt Number</dt>
              <dd>{order.tax_exempt ? order.tax_exempt_number || 'Tax exempt' : '—'}</dd>
            </div>
          </dl>
          {!voided && (
            <CustomerPicker
              customer={customer}
              onPick={pickCustomer}
              onRemove={() => removeCustomer.mutateAsync().then(noop, noop)}
              label="Customer for this order"
            />
          )}
        </section>

        <section className="receipt__box receipt__totals" aria-labelledby="order-payment">
          <h2 id="order-payment">Payment</h2>
          <dl>
            <div>
              <dt>Order Total</dt>
              <dd>{order.order_total_text}</dd>
            </div>
            <div>
              <dt>Amount Paid</dt>
              <dd>{order.amount_paid_text}</dd>
            </div>
            {order.called_off ? (
              <div className="receipt__due">
                <dt>Balance Due</dt>
                <dd>Nothing due ({order.order_status.toLowerCase()})</dd>
              </div>
            ) : (
              <div className="receipt__due">
                <dt>{order.paid_in_full ? 'Change Due' : 'Outstanding Balance'}</dt>
                <dd>{order.paid_in_full ? order.change_due_text : order.balance_due_text}</dd>
              </div>
            )}
            {order.cash_to_return !== '0.00' && (
              <div className="receipt__due">
                <dt>Cash to return</dt>
                <dd>{order.cash_to_return_text}</dd>
              </div>
            )}
          </dl>
          {txs.length === 0 ? (
            <p className="muted">{RECEIPT_MSG.noTransactions}</p>
          ) : (
            <ul className="receipt__txs" aria-label="Transactions">
              {txs.map((t) => (
                <li key={t.transaction_id}>
                  <span>
                    {t.transaction_label}
                    <span className="muted"> · {TRANSACTION_TYPE_LABEL[t.transaction_type] ?? t.transaction_type}</span>
                    {t.status === 'void' && <strong> · Voided</strong>}
                  </span>
                  <span className="num">{t.status === 'void' ? <s>{t.amount_text}</s> : t.amount_text}</span>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className="receipt__box" aria-labelledby="order-distributor">
          <h2 id="order-distributor">Order Submitted to Distributor</h2>
          <PurchaseOrderList orders={order.purchase_orders} emptyText={RECEIPT_MSG.noPurchaseOrders} />
        </section>

        <OrderItemsTable products={order.products} headingId="order-items" />

        <OrderReturns orderId={order.order_id} />

        <section className="receipt__box receipt__wide" aria-labelledby="order-history-title">
          <h2 id="order-history-title">Order History</h2>
          <OrderHistoryTable history={order.history} />
        </section>
      </div>

      <ReturnItemsDialog
        orderId={order.order_id}
        kind={returning ?? 'items'}
        open={returning !== null}
        onClose={() => setReturning(null)}
        onDone={reload}
      />
      <OrderHistoryModal
        orderId={order.order_id}
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
        onAdded={reload}
      />
      <Modal
        open={confirmVoid}
        onClose={() => setConfirmVoid(false)}
        title={`Void order #${order.order_id}?`}
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirmVoid(false)}>
              Keep Order
            </Button>
            <Button variant="danger" busy={busy === 'void'} onClick={() => void voidOrder()}>
              Void Order
            </Button>
          </>
        }
      >
        <p>
          Every payment is voided or refunded through its provider and the stock goes back on the shelf. This cannot be
          undone.
        </p>
      </Modal>
    </div>
  );
}
