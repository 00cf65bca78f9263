import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { RECEIPT_MSG, type ReceiptOrder } from '@parts/common/receipt';
import type { PickedCustomer } from '@parts/common/pos-cart';
import { api, errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { ErrorState } from '../../../ui/ErrorState';
import { PageHeading } from '../../../ui/PageHeading';
import { PageLoading } from '../../../ui/Spinner';
import { useToast } from '../../../ui/toast/toast-context';
import { CustomerPicker } from '../shared/CustomerPicker';
import { BookAppointmentModal } from '../appointments/BookAppointmentModal';
import { liveTransactions, orderIdOf, TRANSACTION_TYPE_LABEL, useOrder } from './order-data';
import { OrderHistoryModal } from './OrderHistoryModal';
import { PurchaseOrderList } from '../purchase/PurchaseOrderList';
import { ReceiptPaper } from './ReceiptPaper';
import { SendOrPrint } from './SendOrPrint';
import { OrderItemsTable } from './OrderItemsTable';
import './receipt.css';

const sentAnswer = z.object({ success: z.string() });

/** Spec 001 s2 "Receipt screen": after Complete Check Out (or Create a Quote), the cashier's last stop for a sale. */
export default function ReceiptPage() {
  const [params] = useSearchParams();
  const orderId = orderIdOf(params);
  const { data, error, reload } = useOrder(orderId);
  if (!orderId)
    return <PageHeading title="Receipt" description="No order was named. Open a receipt from the order list." />;
  if (error) return <ErrorState message={error} onRetry={reload} />;
  if (!data) return <PageLoading label="Loading the receipt" />;
  return <Receipt order={data.order} reload={reload} />;
}

function Receipt({ order, reload }: { order: ReceiptOrder; reload: () => void }) {
  const toast = useToast();
  const [historyOpen, setHistoryOpen] = useState(false);
  const [booking, setBooking] = useState(false);
  const title = order.is_quote ? `Quote #${order.order_id}` : `Receipt for order #${order.order_id}`;
  const customer: PickedCustomer | null = order.customer_id
    ? { customer_id: order.customer_id, name: order.customer, email: order.email, telephone: order.telephone }
    : null;

  const pickCustomer = async (c: PickedCustomer) => {
    try {
      const answer = await api('/pos/order/setCustomer', {
        json: { order_id: order.order_id, customer_id: c.customer_id },
        schema: sentAnswer,
      });
      toast.success(answer.success);
      reload();
    } catch (err) {
      toast.error(errorMessage(err), { staff: true });
    }
  };

  return (
    <div className="receipt">
      <div className="receipt-screen">
        <PageHeading
          title={title}
          description={`${order.date_added_long}${order.cashier ? ` · Cashier: ${order.cashier}` : ''}`}
        >
          <p className="receipt__status">
            <span className="status-pill" style={{ background: order.status_color, color: order.status_text_color }}>
              {order.order_status}
            </span>
            {order.is_quote && <span className="receipt__quote-note">This is a quote: nothing has been charged.</span>}
          </p>
        </PageHeading>

        <nav className="receipt__actions" aria-label="Receipt actions">
          {!order.is_quote && (
            <Link className="btn btn--secondary btn--md" to={`/pos/checkout?order_id=${order.order_id}`}>
              Back to Check Out
            </Link>
          )}
          <Button variant="secondary" onClick={() => setHistoryOpen(true)}>
            Order History
          </Button>
          <a
            className="btn btn--secondary btn--md"
            href={`/pos/order/invoice?order_id=${order.order_id}`}
            target="_blank"
            rel="noopener"
          >
            Open Invoice<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          <Button variant="secondary" onClick={() => setBooking(true)}>
            Book Appointment
          </Button>
          <Link className="btn btn--primary btn--md" to={`/pos/order/done?order_id=${order.order_id}`}>
            Done
          </Link>
        </nav>

        <OrderHistoryModal
          orderId={order.order_id}
          open={historyOpen}
          onClose={() => setHistoryOpen(false)}
          onAdded={reload}
        />

        <div className="receipt__grid">
          <section className="receipt__box" aria-labelledby="receipt-customer">
            <h2 id="receipt-customer">Customer</h2>
            <CustomerPicker customer={customer} onPick={pickCustomer} label="Customer for this order" />
            {order.tax_exempt && <p>Tax exempt{order.tax_exempt_number ? `: ${order.tax_exempt_number}` : ''}</p>}
            {order.order_ymm !== '' && (
              <p>
                Vehicle:{' '}
                {typeof order.order_ymm === 'string' ? order.order_ymm : Object.values(order.order_ymm).join(' ')}
              </p>
            )}
            {order.po_number_list.length > 0 && <p>PO Number: {order.po_number_list.join(', ')}</p>}
          </section>

          <section className="receipt__box receipt__totals" aria-labelledby="receipt-totals">
            <h2 id="receipt-totals">Totals</h2>
            <dl>
              {order.totals.map((t) => (
                <div key={t.code + t.title}>
                  <dt>{t.title}</dt>
                  <dd>{t.text}</dd>
                </div>
              ))}
              {!order.is_quote && (
                <>
                  <div>
                    <dt>Amount Paid</dt>
                    <dd>{order.amount_paid_text}</dd>
                  </div>
                  <div className="receipt__due">
                    <dt>{order.paid_in_full ? 'Change Due' : 'Outstanding Balance'}</dt>
                    <dd>{order.paid_in_full ? order.change_due_text : order.balance_due_text}</dd>
                  </div>
                </>
              )}
            </dl>
          </section>

          {!order.is_quote && <PaymentStatus order={order} />}

          <SendOrPrint key={order.customer_id ?? 0} order={order} />

          <OrderItemsTable products={order.products} headingId="receipt-items" />

          <section className="receipt__box" aria-labelledby="receipt-pos">
            <h2 id="receipt-pos">Purchase Orders</h2>
            <PurchaseOrderList orders={order.purchase_orders} emptyText={RECEIPT_MSG.noPurchaseOrders} />
          </section>

          <section className="receipt__box" aria-labelledby="receipt-appts">
            <h2 id="receipt-appts">Booked Appointments</h2>
            {order.booked_appointments.length === 0 ? (
              <p className="muted">{RECEIPT_MSG.noAppointments}</p>
            ) : (
              <ul>
                {order.booked_appointments.map((a) => (
                  <li key={a.id}>
                    Appointment #{a.id}: {a.display_time.start_date} at {a.display_time.start_time}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
      <ReceiptPaper order={order} />
      <BookAppointmentModal
        open={booking}
        orderId={order.order_id}
        onClose={() => setBooking(false)}
        onBooked={reload}
      />
    </div>
  );
}

function PaymentStatus({ order }: { order: ReceiptOrder }) {
  const txs = liveTransactions(order.transactions);
  return (
    <section className="receipt__box" aria-labelledby="receipt-payment">
      <h2 id="receipt-payment">Payment Status</h2>
      <p className={order.paid_in_full ? 'receipt__paid' : 'receipt__owing'}>
        {order.paid_in_full ? 'Paid in full' : `Outstanding Balance: ${order.balance_due_text}`}
      </p>
      {txs.length === 0 ? (
        <p className="muted">{RECEIPT_MSG.noTransactions}</p>
      ) : (
        <ul className="receipt__txs" aria-label="Transactions">
          {txs.map((t) => (
            <li key={t.transaction_id}>
              <span>
                {t.transaction_label}
                <span className="muted"> · {TRANSACTION_TYPE_LABEL[t.transaction_type] ?? t.transaction_type}</span>
                {t.status !== 'approved' && <span className="receipt__tx-status"> ({t.status})</span>}
              </span>
              <span className="num">{t.amount_text}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
