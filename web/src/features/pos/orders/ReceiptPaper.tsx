import type { ReceiptOrder } from '@parts/common/receipt';
import { approvedTransactions } from './order-data';

/**
 * The receipt as the 80 mm printer prints it: hidden on screen, the only thing on the page in print (receipt.css).
 * A quote prints as a quote, with no payment lines.
 */
export function ReceiptPaper({ order }: { order: ReceiptOrder }) {
  const paid = approvedTransactions(order.transactions);
  return (
    <article className="receipt-paper">
      <header>
        <strong>{order.store.name}</strong>
        {order.store.address && <div>{order.store.address}</div>}
        {order.store.telephone && <div>{order.store.telephone}</div>}
      </header>
      <p className="receipt-paper__title">
        {order.is_quote ? `QUOTE #${order.order_id}` : `RECEIPT #${order.order_id}`}
      </p>
      <p>{order.date_added_long}</p>
      {order.customer && <p>Customer: {order.customer}</p>}
      {order.cashier && <p>Cashier: {order.cashier}</p>}
      <table>
        <tbody>
          {order.products.map((p) => (
            <tr key={p.order_product_id}>
              <td>
                {p.quantity} x {p.name}
                {p.mpn && <div className="receipt-paper__muted">{[p.aaia, p.mpn].filter(Boolean).join(' ')}</div>}
              </td>
              <td className="num">{p.total_text}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table>
        <tbody>
          {order.totals.map((t) => (
            <tr key={t.code + t.title}>
              <td>{t.title}</td>
              <td className="num">{t.text}</td>
            </tr>
          ))}
          {!order.is_quote && (
            <>
              {paid.map((t) => (
                <tr key={t.transaction_id}>
                  <td>{t.transaction_label}</td>
                  <td className="num">{t.amount_text}</td>
                </tr>
              ))}
              <tr>
                <td>Amount Paid</td>
                <td className="num">{order.amount_paid_text}</td>
              </tr>
              <tr className="receipt-paper__big">
                <td>{order.paid_in_full ? 'Change Due' : 'Outstanding Balance'}</td>
                <td className="num">{order.paid_in_full ? order.change_due_text : order.balance_due_text}</td>
              </tr>
            </>
          )}
        </tbody>
      </table>
      <p className="receipt-paper__foot">
        {order.is_quote ? 'This is a quote, not a sale.' : 'Thank you for your business.'}
      </p>
    </article>
  );
}
