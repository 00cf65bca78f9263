import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeading } from '../../../ui/PageHeading';
import { orderIdOf, useOrder } from './order-data';
import './receipt.css';

/** After Done on the receipt: the sale is finished; the next keystroke starts a new one (focus on New Sale). */
export default function OrderDonePage() {
  const [params] = useSearchParams();
  const orderId = orderIdOf(params);
  const { data, error } = useOrder(orderId);
  const next = useRef<HTMLAnchorElement>(null);
  useEffect(() => next.current?.focus(), []);
  const o = data?.order;
  return (
    <div className="receipt">
      <PageHeading title={o?.is_quote ? 'Quote saved' : 'Sale finished'} description={orderId ? `Order #${orderId} is done.` : 'The sale is done.'}>
        {o && !o.is_quote && (
          <p className="receipt__due" aria-live="polite">
            {o.paid_in_full ? `Paid ${o.amount_paid_text}${o.change_due !== '0.00' ? ` · Change due ${o.change_due_text}` : ''}` : `Outstanding balance ${o.balance_due_text}`}
          </p>
        )}
        {error && <p className="muted">{error}</p>}
      </PageHeading>
      <nav className="receipt__actions" aria-label="Next">
        <Link ref={next} className="btn btn--primary btn--lg" to="/checkout/cart">
          New Sale
        </Link>
        {orderId && (
          <Link className="btn btn--secondary btn--lg" to={`/pos/order/receipt?order_id=${orderId}`}>
            Back to the receipt
          </Link>
        )}
        <Link className="btn btn--secondary btn--lg" to="/pos/order">
          All Orders
        </Link>
      </nav>
    </div>
  );
}
