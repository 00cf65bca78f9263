import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../ui/ErrorState';
import { PageHeading } from '../../../ui/PageHeading';
import { PageLoading } from '../../../ui/Spinner';
import { Button } from '../../../ui/Button';
import { approvedTransactions, orderIdOf, useOrder } from './order-data';
import './invoice.css';

/** The invoice (spec 001 s2): opened in a new tab from the receipt, laid out to print on A4 or Letter. */
export default function InvoicePage() {
  const [params] = useSearchParams();
  const orderId = orderIdOf(params);
  const { data, error, reload } = useOrder(orderId);
  if (!orderId) return <PageHeading title="Invoice" description="No order was named." />;
  if (error) return <ErrorState message={error} onRetry={reload} />;
  if (!data) return <PageLoading label="Loading the invoice" />;
  const o = data.order;
  const vehicle = typeof o.order_ymm === 'string' ? o.order_ymm : Object.values(o.order_ymm).join(' ');
  const paid = approvedTransactions(o.transactions);
  const title = o.is_quote ? `Quote #${o.order_id}` : `Invoice #${o.order_id}`;
  return (
    <article className="invoice" aria-labelledby="invoice-title">
      <div className="invoice__tools">
        <Button onClick={() => window.print()}>Print</Button>
      </div>
      <header className="invoice__head">
        <div>
          <p className="invoice__store">{o.store.name}</p>
          {o.store.address && <p>{o.store.address}</p>}
          {o.store.telephone && <p>{o.store.telephone}</p>}
        </div>
        <div className="invoice__meta">
          <h1 id="invoice-title">{title}</h1>
          <p>{o.date_added_long}</p>
          <p>Status: {o.order_status}</p>
          {o.cashier && <p>Cashier: {o.cashier}</p>}
        </div>
      </header>
      <section className="invoice__bill" aria-label="Bill to">
        <h2>Bill to</h2>
        <p>{o.customer || 'Walk-in customer'}</p>
        {o.email && <p>{o.email}</p>}
        {o.telephone && <p>{o.telephone}</p>}
        {o.tax_exempt && <p>Tax exempt{o.tax_exempt_number ? `: ${o.tax_exempt_number}` : ''}</p>}
        {o.po_number_list.length > 0 && <p>PO Number: {o.po_number_list.join(', ')}</p>}
        {/* The vehicle the parts were sold for (issue 31): what the customer and a warranty claim look for. */}
        {vehicle && <p>Vehicle: {vehicle}</p>}
      </section>
      <table className="invoice__table">
        <caption className="visually-hidden">Items</caption>
        <thead>
          <tr>
            <th scope="col">Qty</th>
            <th scope="col">Item</th>
            <th scope="col">Part number</th>
            <th scope="col" className="num">
              Unit price
            </th>
            <th scope="col" className="num">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {o.products.map((p) => (
            <tr key={p.order_product_id}>
              <td>{p.quantity}</td>
              <td>
                {p.name}
                {p.options.map((x) => (
                  <div key={x.name} className="invoice__opt">
                    {x.name}: {x.value}
                  </div>
                ))}
              </td>
              <td>{[p.aaia, p.mpn].filter(Boolean).join(' ')}</td>
              <td className="num">{p.price_text}</td>
              <td className="num">{p.total_text}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="invoice__totals">
        <caption className="visually-hidden">Totals</caption>
        <tbody>
          {o.totals.map((t) => (
            <tr key={t.code + t.title}>
              <th scope="row">{t.title}</th>
              <td className="num">{t.text}</td>
            </tr>
          ))}
          {!o.is_quote &&
            paid.map((t) => (
              <tr key={t.transaction_id}>
                <th scope="row">{t.transaction_label}</th>
                <td className="num">-{t.amount_text}</td>
              </tr>
            ))}
          {!o.is_quote && (
            <tr className="invoice__due">
              <th scope="row">{o.paid_in_full ? 'Change Due' : 'Balance Due'}</th>
              <td className="num">{o.paid_in_full ? o.change_due_text : o.balance_due_text}</td>
            </tr>
          )}
        </tbody>
      </table>
      <p className="invoice__foot">
        {o.is_quote ? 'This is a quote, not an invoice. Nothing has been charged.' : 'Thank you for your business.'}
      </p>
    </article>
  );
}
