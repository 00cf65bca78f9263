import type { OrderInfo } from '@parts/common/cart';
import '../checkout/checkout.css';

const STATUS: Record<string, string> = {
  pending: 'Pending',
  processing: 'Processing',
  ready: 'Ready for pickup',
  complete: 'Complete',
  canceled: 'Canceled',
  saved: 'Saved',
};
export const statusLabel = (s: string) => STATUS[s] ?? s;
const date = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** One order as the shopper sees it: lines with chosen options, totals, where to pick it up, its history. */
export function OrderView({ order }: { order: OrderInfo }) {
  return (
    <div className="order-success">
      <p>
        Placed {date(order.date_added)} · Status: <strong>{statusLabel(order.status)}</strong>
      </p>
      {order.pickup_location && (
        <p>
          Pick up at <strong>{order.pickup_location.name}</strong>, {order.pickup_location.address}
        </p>
      )}
      {order.shipping_address && <p>Delivery to {Object.values(order.shipping_address).filter(Boolean).join(', ')}</p>}
      <p>Payment: {order.payment_method === 'card' ? 'Card' : 'Pay at pickup'}</p>
      <table className="order-table">
        <caption className="visually-hidden">Items</caption>
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
          {order.products.map((p, i) => (
            <tr key={i}>
              <td>
                {p.name}
                {(p.aaia || p.mpn) && (
                  <span className="cart-line__meta">
                    {' '}
                    {p.aaia} {p.mpn}
                  </span>
                )}
                {p.options.length > 0 && (
                  <div className="cart-line__meta">{p.options.map((o) => `${o.name}: ${o.value}`).join('; ')}</div>
                )}
              </td>
              <td className="num">{p.quantity}</td>
              <td className="num">{p.price_text}</td>
              <td className="num">{p.total_text}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {order.totals.map((t, i) => (
            <tr key={i}>
              <th scope="row" colSpan={3} className="num">
                {t.title}
              </th>
              <td className="num">{t.text}</td>
            </tr>
          ))}
        </tfoot>
      </table>
      {order.history.length > 0 && (
        <section aria-label="Order history">
          <h2>History</h2>
          <ul>
            {order.history.map((h, i) => (
              <li key={i}>
                {date(h.date_added)}: {statusLabel(h.status)}
                {h.comment ? ` – ${h.comment}` : ''}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
