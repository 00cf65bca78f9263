// The admin order page (issue 27): what the POS order view's "View in Admin" opens — the lines, totals, payments,
// history, returns, customer and addresses; Add History changes the status through the lifecycle (the order-history
// modal the counter uses, so the rules and the notifications are the same).
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatStoreTime } from '@parts/common/store-time';
import { useFlags } from '../../../app/flags-context';
import { Button } from '../../../ui/Button';
import { ErrorState } from '../../../ui/ErrorState';
import { PageHeading } from '../../../ui/PageHeading';
import { Spinner } from '../../../ui/Spinner';
import { OrderHistoryModal } from '../../pos/orders/OrderHistoryModal';
import { adminOrderQuery } from '../admin-queries';
import './orders.css';

const SOURCE = { web: 'Storefront', pos: 'Counter', kiosk: 'Kiosk' } as const;

export default function OrderPage() {
  const { flags } = useFlags();
  const [params] = useSearchParams();
  const orderId = Number(params.get('order_id'));
  const query = useQuery({ ...adminOrderQuery(orderId), enabled: orderId > 0 });
  const client = useQueryClient();
  const [historyOpen, setHistoryOpen] = useState(false);
  if (!(orderId > 0)) return <ErrorState title="No order chosen" message="Open an order from the orders list." />;
  if (query.isPending) return <Spinner label="Loading the order" />;
  if (query.error) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  const { order: o, source, shipping_address: address, shipping_method, refunds } = query.data;
  return (
    <>
      <PageHeading title={`Order #${o.order_id}`} description={`${SOURCE[source]} order, ${o.date_added_long}.`} />
      <p className="admin-order__actions">
        <Link to="/admin/orders">All orders</Link>
        <span className="admin-order__status" style={{ background: o.status_color, color: o.status_text_color }}>
          {o.status}
        </span>
        <Button variant="secondary" size="md" onClick={() => setHistoryOpen(true)}>
          Add History
        </Button>
        <a href={`/pos/order/view?order_id=${o.order_id}`}>Open at the counter</a>
      </p>
      <div className="admin-order__grid">
        <section className="admin-card" aria-labelledby="ao-customer">
          <h2 id="ao-customer">Customer</h2>
          <p>
            {o.customer || 'Walk-in'}
            {o.email && <span className="admin-table__sub">{o.email}</span>}
            {o.telephone && <span className="admin-table__sub">{o.telephone}</span>}
          </p>
          <p>
            Served by {o.cashier || 'the storefront'} at {o.store.name}
          </p>
        </section>
        <section className="admin-card" aria-labelledby="ao-address">
          <h2 id="ao-address">Delivery</h2>
          {address ? (
            <address>
              {[address.address_1, address.address_2, address.city, address.zone_code, address.postcode]
                .filter(Boolean)
                .join(', ')}
            </address>
          ) : (
            <p>{shipping_method === 'flat' ? 'Shipped' : `Picked up at ${o.store.name}`}</p>
          )}
        </section>
      </div>

      <h2>Lines</h2>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">Part</th>
            <th scope="col" className="num">
              Qty
            </th>
            <th scope="col" className="num">
              Price
            </th>
            <th scope="col" className="num">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {o.products.map((p) => (
            <tr key={p.order_product_id}>
              <td data-label="Part">
                {p.name}
                {p.mpn && <span className="admin-table__sub">{p.mpn}</span>}
              </td>
              <td data-label="Qty" className="num">
                {p.quantity}
              </td>
              <td data-label="Price" className="num">
                {p.price_text}
              </td>
              <td data-label="Total" className="num">
                {p.total_text}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="admin-order__totals">
        {o.totals.map((t) => (
          <div key={t.code + t.title}>
            <dt>{t.title}</dt>
            <dd>{t.text}</dd>
          </div>
        ))}
        <div>
          <dt>Paid</dt>
          <dd>{o.amount_paid_text}</dd>
        </div>
        <div>
          <dt>Balance due</dt>
          <dd>{o.balance_due_text}</dd>
        </div>
      </dl>

      <h2>Payments</h2>
      {o.transactions.length === 0 ? (
        <p>No payments.</p>
      ) : (
        <ul className="admin-order__list" aria-label="Payments">
          {o.transactions.map((t) => (
            <li key={t.transaction_id}>
              {t.transaction_label} {t.amount_text} — {t.status}
              <span className="admin-table__sub">{formatStoreTime(t.date_added, flags.store.time_zone)}</span>
            </li>
          ))}
        </ul>
      )}

      <h2>Returns</h2>
      {refunds.length === 0 ? (
        <p>No returns.</p>
      ) : (
        <ul className="admin-order__list" aria-label="Returns">
          {refunds.map((r) => (
            <li key={r.refund_id}>
              {r.kind === 'core' ? 'Core return' : 'Return'}: {r.reason}, refunded {r.refund_text}
              {r.fee_waived && ' (restocking fee waived)'}
            </li>
          ))}
        </ul>
      )}

      <h2>History</h2>
      <ol className="admin-order__list" aria-label="History">
        {o.history.map((h, i) => (
          <li key={i}>
            <strong>{h.status}</strong> {h.date_added}
            {h.comment && <span className="admin-table__sub">{h.comment}</span>}
          </li>
        ))}
      </ol>
      <OrderHistoryModal
        orderId={o.order_id}
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
        onAdded={() => void client.invalidateQueries({ queryKey: ['admin', 'orders'] })}
      />
    </>
  );
}
