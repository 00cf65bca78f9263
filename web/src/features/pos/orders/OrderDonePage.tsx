import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { useFlags } from '../../../app/flags-context';
import { api, errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { PageHeading } from '../../../ui/PageHeading';
import { useToast } from '../../../ui/toast/toast-context';
import { orderIdOf, useOrder } from './order-data';
import './receipt.css';

const cartOrder = z.object({ order_id: z.number().nullable() });

/**
 * After Done on the receipt: the sale is finished; the next keystroke starts a new one (focus on New Sale). New Sale
 * clears the counter cart when it still holds this order (the saved order is kept), then opens the empty cart.
 */
export default function OrderDonePage() {
  const [params] = useSearchParams();
  const orderId = orderIdOf(params);
  const { data, error } = useOrder(orderId);
  const navigate = useNavigate();
  const toast = useToast();
  const { refresh } = useFlags();
  const [busy, setBusy] = useState(false);
  const actions = useRef<HTMLElement>(null);
  useEffect(() => actions.current?.querySelector('button')?.focus(), []);

  const newSale = async () => {
    setBusy(true);
    try {
      const cart = await api('/checkout/cart/getData', { schema: cartOrder });
      if (orderId && cart.order_id === orderId) await api('/checkout/cart/abandonOrder');
      await refresh();
      await navigate('/checkout/cart');
    } catch (err) {
      toast.error(errorMessage(err), { staff: true });
      setBusy(false);
    }
  };
  const o = data?.order;
  return (
    <div className="receipt">
      <PageHeading
        title={o?.is_quote ? 'Quote saved' : 'Sale finished'}
        description={orderId ? `Order #${orderId} is done.` : 'The sale is done.'}
      >
        {o && !o.is_quote && (
          <p className="receipt__due" aria-live="polite">
            {o.paid_in_full
              ? `Paid ${o.amount_paid_text}${o.change_due !== '0.00' ? ` · Change due ${o.change_due_text}` : ''}`
              : `Outstanding balance ${o.balance_due_text}`}
          </p>
        )}
        {error && <p className="muted">{error}</p>}
      </PageHeading>
      <nav ref={actions} className="receipt__actions" aria-label="Next">
        <Button size="lg" busy={busy} onClick={() => void newSale()}>
          New Sale
        </Button>
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
