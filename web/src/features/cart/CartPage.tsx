import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { cartSchema, type CartData, type CartProduct } from '@parts/common/cart';
import { pickMode } from '@parts/common/flags';
import { MSG } from '@parts/common/messages';
import { useFlags } from '../../app/flags-context';
import { errorMessage } from '../../ui/api';
import { Button } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { PageHeading } from '../../ui/PageHeading';
import { Price } from '../../ui/Price';
import { Skeleton } from '../../ui/Skeleton';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/toast/toast-context';
import { useApi } from '../../ui/useApi';
import { BnplLine } from './BnplLine';
import { applyCode, CART_PATH, editQuantity, removeCode, removeItem } from './cart-client';
import { QuantityInput, quantityProblem } from './QuantityInput';
import './cart.css';

// The counter cart is staff-only: its own chunk, so the storefront bundle never carries it (decision 0019).
const PosCartPage = lazy(() => import('../pos/cart/PosCartPage'));
// Submit to Buy exists only in kiosk mode: its form (and react-hook-form) stay out of the storefront's first load.
const KioskSubmit = lazy(() => import('../kiosk/KioskSubmit').then((m) => ({ default: m.KioskSubmit })));

/** The same route is the shopper's cart and, in POS mode, the counter cart (spec 001 section 2). */
export function CartPage() {
  const { flags } = useFlags();
  const pos = pickMode(flags) === 'pos';
  return pos ? <PosCartPage /> : <ShoppingCart />;
}

/** Keeps the page's copy of the cart and the header count in step after each change. */
function useCart() {
  const { data, error, loading, reload } = useApi(CART_PATH, cartSchema);
  const [local, setLocal] = useState<CartData | null>(null);
  const { refresh } = useFlags();
  useEffect(() => setLocal(null), [data]);
  const cart = local ?? data ?? null;
  const apply = (next?: CartData) => {
    if (next) setLocal(next);
    else reload();
    refresh().catch(() => undefined);
  };
  return { cart, error, loading: loading && !cart, reload, apply };
}

function ShoppingCart() {
  const { cart, error, loading, reload, apply } = useCart();
  const { flags } = useFlags();
  const navigate = useNavigate();

  if (error && !cart) {
    return (
      <>
        <PageHeading title="Shopping Cart" />
        <ErrorState message={error} onRetry={reload} />
      </>
    );
  }
  if (loading || !cart) {
    return (
      <>
        <PageHeading title="Shopping Cart" />
        <div className="cart-layout" aria-busy="true">
          <Skeleton height={96} />
          <Skeleton height={96} />
        </div>
      </>
    );
  }
  if (cart.products.length === 0) {
    return (
      <>
        <PageHeading title="Shopping Cart" />
        <p className="cart-empty">{MSG.cartEmpty}</p>
        <Link to="/" className="btn btn--primary btn--md">
          Continue Shopping
        </Link>
      </>
    );
  }
  return (
    <>
      <PageHeading
        title="Shopping Cart"
        description={`${cart.total_items} ${cart.total_items === 1 ? 'item' : 'items'}`}
      />
      {cart.stock_warning && (
        <p className="cart-warning" role="alert">
          {cart.stock_warning}
        </p>
      )}
      <div className="cart-layout">
        <section aria-label="Items in your cart" className="cart-lines">
          {cart.products.map((p) => (
            <CartLine key={`${p.key}:${p.quantity}`} product={p} onChange={apply} />
          ))}
        </section>
        <aside className="cart-summary" aria-label="Order summary">
          <CodeForm cart={cart} onChange={apply} />
          <Totals cart={cart} />
          <BnplLine cents={cart.total_cents} />
          {flags.in_kiosk ? (
            <Suspense fallback={null}>
              <KioskSubmit />
            </Suspense>
          ) : (
            <Button size="lg" block onClick={() => void navigate('/checkout/checkout')}>
              Checkout
            </Button>
          )}
          <Link to="/" className="cart-summary__continue">
            Continue Shopping
          </Link>
        </aside>
      </div>
    </>
  );
}

function CartLine({ product: p, onChange }: { product: CartProduct; onChange: (c?: CartData) => void }) {
  const toast = useToast();
  const [qty, setQty] = useState(String(p.quantity));
  const [busy, setBusy] = useState<'update' | 'remove' | null>(null);
  const run = async (kind: 'update' | 'remove') => {
    setBusy(kind);
    try {
      const answer = kind === 'update' ? await editQuantity(p.key, qty) : await removeItem(p.key);
      if (answer.success) toast.success(answer.success);
      onChange(answer.cart);
    } catch (err) {
      toast.error(errorMessage(err));
      setBusy(null);
    }
  };
  return (
    <article className="cart-line" aria-label={p.name}>
      {p.thumbnails[0] ? (
        <img className="cart-line__image" src={p.thumbnails[0]} alt="" width={72} height={72} loading="lazy" />
      ) : (
        <span className="cart-line__image" aria-hidden="true" />
      )}
      <div className="cart-line__info">
        {p.links.view ? (
          <Link to={p.links.view} className="cart-line__name">
            {p.name}
          </Link>
        ) : (
          <span className="cart-line__name">{p.name}</span>
        )}
        {(p.aaia || p.mpn) && (
          <p className="cart-line__meta">
            {p.aaia} {p.mpn}
          </p>
        )}
        {p.selected_options.length > 0 && (
          <ul className="cart-line__options">
            {p.selected_options.map((o) => (
              <li key={`${o.product_option_id}:${o.value}`}>
                {o.name}: {o.value} {o.price_text && <span className="cart-line__meta">({o.price_text})</span>}
              </li>
            ))}
          </ul>
        )}
        {p.labor?.apply_labor && (
          <p className="cart-line__meta">
            Labor: {Math.floor(p.labor.time / 60) ? `${Math.floor(p.labor.time / 60)} hrs ` : ''}
            {p.labor.time % 60 ? `${p.labor.time % 60} min` : ''} ({p.labor.price_text})
          </p>
        )}
        {p.instant_rebate_name && <p className="cart-line__meta">{p.instant_rebate_name}</p>}
        {p.core_charge && <p className="cart-line__meta">Core charge: {p.core_charge.total_text}</p>}
        {p.show_stock_warning && <p className="cart-line__oos">*** {p.oos_text}</p>}
      </div>
      <div className="cart-line__qty">
        <QuantityInput
          label={`Quantity of ${p.name}`}
          value={qty}
          minimum={p.minimum}
          onChange={setQty}
          onEnter={() => void run('update')}
        />
        <div className="cart-line__actions">
          <Button
            size="sm"
            variant="secondary"
            busy={busy === 'update'}
            busyText="Updating…"
            disabled={quantityProblem(qty, p.minimum) !== null || Number(qty) === p.quantity || busy !== null}
            onClick={() => void run('update')}
            aria-label={`Update quantity of ${p.name}`}
          >
            Update
          </Button>
          <Button
            size="sm"
            variant="ghost"
            busy={busy === 'remove'}
            busyText="Removing…"
            disabled={busy !== null}
            onClick={() => void run('remove')}
            aria-label={`Remove ${p.name}`}
          >
            Remove
          </Button>
        </div>
      </div>
      <div className="cart-line__price">
        <Price text={p.unit_price_text} was={[p.original_unit_price_text]} size="sm" charged />
        <span className="visually-hidden">each, line total </span>
        <strong>{p.total_text}</strong>
      </div>
    </article>
  );
}

function CodeForm({ cart, onChange }: { cart: CartData; onChange: (c?: CartData) => void }) {
  const toast = useToast();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const answer = await applyCode(code);
      if (answer.success) toast.success(answer.success);
      setCode('');
      onChange(answer.cart);
    } catch (err) {
      setError(errorMessage(err));
      toast.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  const remove = async (type: 'coupon' | 'voucher', value: string) => {
    try {
      const answer = await removeCode(type, value);
      if (answer.success) toast.success(answer.success);
      onChange(answer.cart);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  return (
    <div className="cart-codes">
      <form onSubmit={(e) => void submit(e)} className="cart-codes__form">
        <TextField
          label="Coupon or gift voucher code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={error}
          maxLength={64}
          autoComplete="off"
        />
        <Button type="submit" variant="secondary" busy={busy} disabled={!code.trim()}>
          Apply
        </Button>
      </form>
      {(cart.coupon || cart.vouchers.length > 0) && (
        <ul className="cart-codes__applied" aria-label="Applied codes">
          {cart.coupon && (
            <li>
              Coupon {cart.coupon}{' '}
              <Button
                size="sm"
                variant="link"
                onClick={() => void remove('coupon', cart.coupon!)}
                aria-label={`Remove coupon ${cart.coupon}`}
              >
                Remove
              </Button>
            </li>
          )}
          {cart.vouchers.map((v) => (
            <li key={v.key}>
              {v.description} {v.amount_text}{' '}
              <Button
                size="sm"
                variant="link"
                onClick={() => void remove('voucher', v.code)}
                aria-label={`Remove gift voucher ${v.code}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function Totals({ cart }: { cart: CartData }) {
  return (
    <table className="cart-totals">
      <caption className="visually-hidden">Order totals</caption>
      <tbody>
        {cart.totals.map((t, i) => (
          <tr key={`${t.code}:${i}`} className={t.code === 'total' ? 'cart-totals__total' : undefined}>
            <th scope="row">{t.title}</th>
            <td>{t.text}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
