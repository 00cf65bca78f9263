import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import type { CartData, CartProduct } from '@parts/common/cart';
import { applyCodeInput } from '@parts/common/cart-input';
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
import { queryErrorMessage } from '../../ui/query/errors';
import { BnplLine } from './BnplLine';
import { applyCode, editQuantity, removeCode, removeItem } from './cart-client';
import { cartQuery, putCart } from './cart-queries';
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

/** The cart query; a change's answer replaces it (or makes it ask again) and the header count follows. */
function useCart() {
  const { data, error, isPending, refetch } = useQuery(cartQuery());
  const client = useQueryClient();
  const { refresh } = useFlags();
  const apply = (next?: CartData) => {
    putCart(client, next);
    refresh().catch(() => undefined);
  };
  return { cart: data ?? null, error, loading: isPending, reload: () => void refetch(), apply };
}

function ShoppingCart() {
  const { cart, error, loading, reload, apply } = useCart();
  const { flags } = useFlags();
  const navigate = useNavigate();

  if (error && !cart) {
    return (
      <>
        <PageHeading title="Shopping Cart" />
        <ErrorState message={queryErrorMessage(error) ?? MSG.somethingWentWrong} onRetry={reload} />
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
  const change = useMutation({
    mutationFn: (kind: 'update' | 'remove') => (kind === 'update' ? editQuantity(p.key, qty) : removeItem(p.key)),
    onSuccess: (answer) => {
      toast.success(answer.success);
      onChange(answer.cart);
    },
    onError: (err) => toast.error(errorMessage(err)),
  });
  // The line stays busy after success too: its answer replaces the cart, and this line with it.
  const busy = change.isPending || change.isSuccess ? change.variables : null;
  const run = (kind: 'update' | 'remove') => change.mutate(kind);
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
          onEnter={() => run('update')}
        />
        <div className="cart-line__actions">
          <Button
            size="sm"
            variant="secondary"
            busy={busy === 'update'}
            busyText="Updating…"
            disabled={quantityProblem(qty, p.minimum) !== null || Number(qty) === p.quantity || busy !== null}
            onClick={() => run('update')}
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
            onClick={() => run('remove')}
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
  const { register, handleSubmit, setError, reset, watch, formState } = useForm<z.input<typeof applyCodeInput>>({
    resolver: zodResolver(applyCodeInput),
    defaultValues: { code: '' },
  });
  const apply = useMutation({
    mutationFn: applyCode,
    onSuccess: (answer) => {
      toast.success(answer.success);
      reset();
      onChange(answer.cart);
    },
    onError: (err) => {
      setError('code', { type: 'server', message: errorMessage(err) });
      toast.error(errorMessage(err));
    },
  });
  const removal = useMutation({
    mutationFn: ({ type, value }: { type: 'coupon' | 'voucher'; value: string }) => removeCode(type, value),
    onSuccess: (answer) => {
      toast.success(answer.success);
      onChange(answer.cart);
    },
    onError: (err) => toast.error(errorMessage(err)),
  });
  const submit = handleSubmit(({ code }) => apply.mutate(code));
  const remove = (type: 'coupon' | 'voucher', value: string) => removal.mutate({ type, value });
  return (
    <div className="cart-codes">
      <form onSubmit={(e) => void submit(e)} className="cart-codes__form">
        <TextField
          label="Coupon or gift voucher code"
          {...register('code')}
          error={formState.errors.code?.message}
          maxLength={64}
          autoComplete="off"
        />
        <Button type="submit" variant="secondary" busy={apply.isPending} disabled={!watch('code').trim()}>
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
                onClick={() => remove('coupon', cart.coupon!)}
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
                onClick={() => remove('voucher', v.code)}
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
