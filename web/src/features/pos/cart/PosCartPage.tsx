import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CartProduct } from '@parts/common/cart';
import { MSG } from '@parts/common/messages';
import { POS_CART_MSG, QUANTITY_DEBOUNCE_MS, QUANTITY_SELECT_MAX, THUMBNAIL_MAX_PX } from '@parts/common/pos-cart';
import { useFlags } from '../../../app/flags-context';
import { Button } from '../../../ui/Button';
import { ErrorState } from '../../../ui/ErrorState';
import { Modal } from '../../../ui/Modal';
import { PageHeading } from '../../../ui/PageHeading';
import { Skeleton } from '../../../ui/Skeleton';
import { useToast } from '../../../ui/toast/toast-context';
import { queryErrorMessage } from '../../../ui/query/errors';
import { newKey } from '../../../ui/new-key';
import { cartKeys, cartQuery, putCart } from '../../cart/cart-queries';
import { Totals } from '../../cart/CartPage';
import { QuantityInput, quantityProblem } from '../../cart/QuantityInput';
import { FitBadge } from '../../fitment/FitBadge';
import { CustomerPicker } from '../shared/CustomerPicker';
import { CustomProductModal } from './CustomProductModal';
import { PoNumberModal } from './PoNumberModal';
import { PriceEditModal } from './PriceEditModal';
import { RebatesModal } from './RebatesModal';
import { LaborModal } from './LaborModal';
import {
  abandonOrder,
  cancelOrder,
  editQuantity,
  failureText,
  posCartKeys,
  posContextQuery,
  removeCustomer,
  removeLine,
  saveAndCheckout,
  saveOrder,
  saveQuote,
  setCustomer,
  type PosContext,
  type WithCart,
} from './pos-cart-client';
import { ScanBox } from './ScanBox';
import { VehiclePanel } from './VehiclePanel';
import { BookAppointmentModal } from '../appointments/BookAppointmentModal';
import { LaborToggle } from './LaborToggle';
import './pos-cart.css';

const noop = () => undefined;

type Dialog =
  | { kind: 'labor'; line?: CartProduct }
  | { kind: 'custom' }
  | { kind: 'price'; line: CartProduct }
  | { kind: 'po' }
  | { kind: 'rebates' }
  | { kind: 'cancel' }
  | null;
type Action = 'cancel' | 'quote' | 'later' | 'checkout';

/** The counter cart (spec 001 s2 "POS cart page"): staff only, its own chunk; the storefront cart never loads it. */
export default function PosCartPage() {
  const cartQ = useQuery(cartQuery());
  const ctxQ = useQuery(posContextQuery());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [booking, setBooking] = useState(false);
  const saveKey = useRef(newKey());
  const { refresh } = useFlags();
  const toast = useToast();
  const navigate = useNavigate();
  const client = useQueryClient();
  const cart = cartQ.data ?? null;
  const ctx = ctxQ.data;

  // The header's flags (cart count, locked order) follow the cart.
  const refreshFlags = () => refresh().catch(() => undefined);
  const reloadAll = () => {
    void client.invalidateQueries({ queryKey: cartKeys.all });
    void client.invalidateQueries({ queryKey: posCartKeys.all });
    void refreshFlags();
  };
  /** After a change: the cart from the answer when it carries one, the counter's context asked again. */
  const apply = (answer?: WithCart) => {
    putCart(client, answer?.cart);
    void client.invalidateQueries({ queryKey: posCartKeys.all });
    void refreshFlags();
  };
  const showFailure = (err: unknown) => toast.error(failureText(err, MSG.somethingWentWrong), { staff: true });

  const assignCustomer = useMutation({
    mutationFn: (customerId: number | null) => (customerId === null ? removeCustomer() : setCustomer(customerId)),
    onSuccess: (answer) => {
      toast.success(answer.success);
      apply(answer);
    },
    onError: showFailure,
  });

  // Each action runs once at a time; the save key makes a repeated request (double click, retry) answer the same order.
  const act = useMutation({
    mutationFn: async (kind: Action) => {
      if (!cart) return;
      if (kind === 'cancel') {
        const answer = cart.order_id ? await cancelOrder() : await abandonOrder();
        toast.success(answer.success);
        setDialog(null);
        reloadAll();
      } else if (kind === 'later') {
        const answer = await saveOrder(saveKey.current);
        saveKey.current = newKey();
        toast.success(`Order #${answer.order_id}`, {
          title: POS_CART_MSG.orderSaved,
          ms: 8000,
          links: [
            { label: 'View Order', to: answer.view_url ?? `/pos/order/view?order_id=${answer.order_id}` },
            { label: 'All Orders', to: answer.list_url ?? '/pos/order' },
          ],
        });
        reloadAll();
      } else if (kind === 'quote') {
        const answer = await saveQuote(saveKey.current, cart.order_id);
        saveKey.current = newKey();
        await refreshFlags();
        await navigate(answer.redirect ?? `/pos/order/receipt?order_id=${answer.order_id}`);
      } else {
        const answer = await saveAndCheckout(saveKey.current, cart.order_id);
        await navigate(answer.redirect ?? `/pos/checkout?order_id=${answer.order_id}`);
      }
    },
    onError: showFailure,
  });
  const action = act.isPending ? act.variables : null;

  if ((cartQ.error && !cart) || (ctxQ.error && !ctx)) {
    return (
      <>
        <PageHeading title="Cart" />
        <ErrorState
          message={queryErrorMessage(cartQ.error) ?? queryErrorMessage(ctxQ.error) ?? MSG.somethingWentWrong}
          onRetry={reloadAll}
        />
      </>
    );
  }
  if (!cart || !ctx) {
    return (
      <>
        <PageHeading title="Cart" />
        <div className="pos-cart" aria-busy="true">
          <Skeleton height={120} />
          <Skeleton height={120} />
        </div>
      </>
    );
  }

  const customer = cart.customer
    ? { customer_id: cart.customer.customer_id, name: cart.customer.name, email: cart.customer.email }
    : null;
  const empty = cart.products.length === 0;
  const poMissing = ctx.po_number_required && cart.products.some((p) => !p.po_number);

  const run = (kind: Action) => {
    if (action) return;
    if (kind === 'checkout' && poMissing) {
      toast.error(POS_CART_MSG.poRequired, { staff: true });
      return;
    }
    act.mutate(kind);
  };

  return (
    <>
      <PageHeading
        title="Cart"
        description={
          cart.order_id
            ? `Editing order #${cart.order_id}`
            : `${cart.total_items} ${cart.total_items === 1 ? 'item' : 'items'}`
        }
      />
      <div className="pos-cart">
        <div className="pos-cart__main">
          <ScanBox onAdded={() => apply()} />
          <div className="pos-cart__tools">
            <Button variant="secondary" onClick={() => setDialog({ kind: 'labor' })}>
              Add Labor
            </Button>
            <Button variant="secondary" onClick={() => setDialog({ kind: 'custom' })}>
              Add Custom Product
            </Button>
            <Button variant="secondary" disabled={empty} onClick={() => setDialog({ kind: 'po' })}>
              Add PO Number
            </Button>
            <Button variant="secondary" disabled={empty} onClick={() => setDialog({ kind: 'rebates' })}>
              Rebates
            </Button>
            <Button variant="secondary" onClick={() => setBooking(true)}>
              Book Appointment
            </Button>
          </div>
          <BookAppointmentModal
            open={booking}
            orderId={cart.order_id ?? null}
            customerId={customer?.customer_id ?? null}
            onClose={() => setBooking(false)}
            onBooked={() => undefined}
          />
          {cart.pos_stock_warning && (
            <p className="pos-cart__warning" role="alert">
              {ctx.stock_warning_text}
            </p>
          )}
          {empty ? (
            <p className="pos-cart__empty">{MSG.cartEmpty}</p>
          ) : (
            <ul className="pos-lines" aria-label="Cart lines">
              {cart.products.map((p) => (
                <PosLine
                  key={`${p.key}:${p.quantity}`}
                  line={p}
                  ctx={ctx}
                  onChange={apply}
                  onEditPrice={() => setDialog({ kind: 'price', line: p })}
                  onEditLabor={() => setDialog({ kind: 'labor', line: p })}
                />
              ))}
            </ul>
          )}
        </div>
        <aside className="pos-cart__side" aria-label="Customer, vehicle and totals">
          <section className="pos-panel" aria-labelledby="pos-customer-heading">
            <h2 id="pos-customer-heading" className="pos-panel__title">
              Customer
            </h2>
            <CustomerPicker
              customer={customer}
              onPick={(c) => assignCustomer.mutateAsync(c.customer_id).then(noop, noop)}
              onRemove={() => assignCustomer.mutateAsync(null).then(noop, noop)}
            />
            {customer && (
              <a
                className="btn btn--ghost btn--sm"
                href={`/pos/customer/edit?customer_id=${customer.customer_id}`}
                target="_blank"
                rel="noopener"
              >
                Open customer {customer.name}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            )}
          </section>
          <VehiclePanel
            ctx={ctx}
            hasCustomer={customer !== null}
            customerId={customer?.customer_id ?? null}
            onChange={reloadAll}
          />
          <section className="pos-panel" aria-label="Totals">
            <Totals cart={cart} />
          </section>
          <div className="pos-cart__actions">
            <Button
              size="lg"
              block
              busy={action === 'checkout'}
              disabled={empty || action !== null}
              onClick={() => run('checkout')}
            >
              Check Out
            </Button>
            <Button
              variant="secondary"
              block
              busy={action === 'later'}
              disabled={empty || action !== null}
              onClick={() => run('later')}
            >
              Create Order for Later
            </Button>
            <Button
              variant="secondary"
              block
              busy={action === 'quote'}
              disabled={empty || action !== null}
              onClick={() => run('quote')}
            >
              Create a Quote
            </Button>
            <Button
              variant="danger"
              block
              disabled={(empty && !cart.order_id) || action !== null}
              onClick={() => setDialog({ kind: 'cancel' })}
            >
              Cancel Order
            </Button>
          </div>
        </aside>
      </div>

      {dialog?.kind === 'labor' && (
        <LaborModal
          open
          onClose={() => setDialog(null)}
          rates={ctx.labor_rates}
          line={dialog.line ?? null}
          onDone={apply}
        />
      )}
      {dialog?.kind === 'custom' && (
        <CustomProductModal open onClose={() => setDialog(null)} taxClasses={ctx.tax_classes} onDone={apply} />
      )}
      {dialog?.kind === 'price' && <PriceEditModal line={dialog.line} onClose={() => setDialog(null)} onDone={apply} />}
      {dialog?.kind === 'po' && (
        <PoNumberModal open onClose={() => setDialog(null)} lines={cart.products} onDone={apply} />
      )}
      {dialog?.kind === 'rebates' && <RebatesModal open onClose={() => setDialog(null)} lines={cart.products} />}
      <Modal
        open={dialog?.kind === 'cancel'}
        onClose={() => setDialog(null)}
        title="Cancel Order"
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setDialog(null)}>
              Keep the order
            </Button>
            <Button variant="danger" busy={action === 'cancel'} onClick={() => run('cancel')}>
              Cancel Order
            </Button>
          </>
        }
      >
        <p>
          {cart.order_id
            ? `Order #${cart.order_id} will be cancelled and the cart cleared.`
            : 'The cart will be cleared.'}
        </p>
      </Modal>
    </>
  );
}

/** The select offers 1 to 9; "10+" switches to the numeric input (spec 001 s9). */
const SELECT_QUANTITIES = Array.from({ length: QUANTITY_SELECT_MAX }, (_, i) => i + 1);

/** One line: thumbnail, name, fit, options, labor, PO number, stock warning, quantity, unit price and actions. */
function PosLine({
  line: p,
  ctx,
  onChange,
  onEditPrice,
  onEditLabor,
}: {
  line: CartProduct;
  ctx: PosContext;
  onChange: (a?: WithCart) => void;
  onEditPrice: () => void;
  onEditLabor: () => void;
}) {
  const toast = useToast();
  const [qty, setQty] = useState(String(p.quantity));
  const [bigQty, setBigQty] = useState(p.quantity > QUANTITY_SELECT_MAX || p.minimum > QUANTITY_SELECT_MAX);
  const showFailure = (err: unknown) => toast.error(failureText(err, MSG.somethingWentWrong), { staff: true });
  const edit = useMutation({
    mutationFn: (quantity: string) => editQuantity(p.key, quantity),
    onSuccess: (answer) => onChange(answer),
    onError: showFailure,
  });
  const editRef = useRef(edit.mutate);
  editRef.current = edit.mutate;
  const removal = useMutation({
    mutationFn: () => removeLine(p.key),
    onSuccess: (answer) => {
      if (answer.success) toast.success(answer.success);
      onChange(answer);
    },
    onError: showFailure,
  });
  const fit = ctx.fit[p.key];
  const isLabor = !!p.labor_product;

  // Quantity entry is debounced 500 ms (spec 001 s9), then sent when it is a valid change.
  useEffect(() => {
    if (qty === String(p.quantity) || quantityProblem(qty, p.minimum) !== null) return;
    const timer = window.setTimeout(() => editRef.current(qty), QUANTITY_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [qty, p.quantity, p.minimum]);

  return (
    <li className={`pos-line${p.show_stock_warning ? ' pos-line--oos' : ''}`} aria-label={p.name}>
      <div className="pos-line__thumb">
        {p.thumbnails[0] ? (
          <img src={p.thumbnails[0]} alt="" width={THUMBNAIL_MAX_PX} height={THUMBNAIL_MAX_PX} loading="lazy" />
        ) : null}
      </div>
      <div className="pos-line__info">
        <p className="pos-line__name">
          <strong>{p.name}</strong>
          {(p.aaia || p.mpn) && (
            <span className="pos-muted">
              {' '}
              {p.aaia} {p.mpn}
            </span>
          )}
        </p>
        {fit && <FitBadge result={fit.result as never} label={fit.label} size="sm" />}
        {p.selected_options.length > 0 && (
          <ul className="pos-line__meta">
            {p.selected_options.map((o) => (
              <li key={`${o.product_option_id}:${o.value}`}>
                {o.name}: {o.value} {o.price_text}
              </li>
            ))}
          </ul>
        )}
        {p.labor_product && (
          <p className="pos-line__meta">
            Labor: {p.labor_product.time_text} × {p.labor_product.quantity} at {p.labor_product.rate_text}/hr ={' '}
            <strong>{p.labor_product.price_text}</strong>
          </p>
        )}
        {p.labor?.apply_labor && (
          <p className="pos-line__meta">
            Labor: {Math.floor(p.labor.time / 60) ? `${Math.floor(p.labor.time / 60)} hrs ` : ''}
            {p.labor.time % 60 ? `${p.labor.time % 60} min` : ''} ({p.labor.price_text})
          </p>
        )}
        {!isLabor && <LaborToggle line={p} onChange={onChange} />}
        {p.price_edited && <p className="pos-line__meta">Price changed from {p.price_edited.original_text}</p>}
        {p.po_number && <p className="pos-line__meta">PO Number: {p.po_number}</p>}
        {p.core_charge && (
          <p className="pos-line__meta pos-line__core">
            Core charge: {p.core_charge.total_text}
            {p.quantity > 1 ? ` (${p.core_charge.unit_text} each)` : ''}
          </p>
        )}
        <p className="pos-line__meta">Tax: ${p.tax}</p>
        {p.show_stock_warning && <p className="pos-line__oos">{p.oos_text || POS_CART_MSG.outOfStock}</p>}
      </div>
      <div className="pos-line__qty">
        {isLabor ? (
          <span>Qty {p.quantity}</span>
        ) : bigQty ? (
          <QuantityInput label={`Quantity of ${p.name}`} value={qty} minimum={p.minimum} onChange={setQty} />
        ) : (
          <div className="field">
            <label className="visually-hidden" htmlFor={`qty-${p.key}`}>
              Quantity of {p.name}
            </label>
            <select
              id={`qty-${p.key}`}
              className="field__input"
              value={qty}
              onChange={(e) => {
                if (e.target.value === '10+') {
                  setBigQty(true);
                  setQty('10');
                } else setQty(e.target.value);
              }}
            >
              {SELECT_QUANTITIES.filter((n) => n >= p.minimum).map((n) => (
                <option key={n} value={String(n)}>
                  {n}
                </option>
              ))}
              <option value="10+">10+</option>
            </select>
          </div>
        )}
      </div>
      <div className="pos-line__price">
        <span>
          {isLabor ? p.labor_product!.price_text : p.unit_price_text}
          {!isLabor && <span className="pos-muted"> each</span>}
        </span>
        {!isLabor && <strong>{p.total_text}</strong>}
      </div>
      <div className="pos-line__actions">
        {isLabor ? (
          <Button size="sm" variant="secondary" onClick={onEditLabor} aria-label={`Edit labor ${p.name}`}>
            Edit
          </Button>
        ) : (
          <Button size="sm" variant="secondary" onClick={onEditPrice} aria-label={`Edit price of ${p.name}`}>
            Price
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          busy={removal.isPending || removal.isSuccess}
          busyText="Removing…"
          onClick={() => removal.mutate()}
          aria-label={`Remove ${p.name}`}
        >
          Remove
        </Button>
      </div>
    </li>
  );
}
