import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { maskPhone } from '@parts/common/account';
import { cartSchema } from '@parts/common/cart';
import { cardFieldsInput, checkoutInput } from '@parts/common/checkout';
import { fieldErrors } from '@parts/common/input';
import { MSG } from '@parts/common/messages';
import { useFlags } from '../../app/flags-context';
import { ApiError, errorMessage } from '../../ui/api';
import { Button } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { PageHeading } from '../../ui/PageHeading';
import { PageLoading } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { useApi } from '../../ui/useApi';
import { BnplLine } from '../cart/BnplLine';
import { Totals } from '../cart/CartPage';
import { CART_PATH, createOrder, setCheckoutData } from '../cart/cart-client';
import { track } from '../tracking/track';
import '../cart/cart.css';
import './checkout.css';

const optionsSchema = z.object({
  guest_checkout: z.boolean(),
  logged_in: z.boolean(),
  stores: z.array(
    z.object({ location_id: z.number(), location_name: z.string(), address: z.string(), telephone: z.string() }),
  ),
  flat_rate_text: z.string(),
});
const localizationSchema = z.object({
  countries: z.array(
    z.object({
      country_id: z.number(),
      name: z.string(),
      iso_code_2: z.string(),
      zones: z.array(z.object({ zone_id: z.number(), name: z.string(), code: z.string() })),
    }),
  ),
});

const PICKUP_COOKIE = 'pickup_location';
const readCookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.split('=')[1];

/** A key per checkout page view: a double-clicked confirm (or a retry after a network error) makes one order. */
const newKey = () =>
  (typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`
  ).replace(/[^A-Za-z0-9_-]/g, '');

export function CheckoutPage() {
  const cart = useApi(CART_PATH, cartSchema);
  const options = useApi('/api/checkout/options', optionsSchema);
  if (cart.error || options.error) {
    return (
      <>
        <PageHeading title="Checkout" />
        <ErrorState
          message={cart.error ?? options.error ?? ''}
          onRetry={() => {
            cart.reload();
            options.reload();
          }}
        />
      </>
    );
  }
  if (!cart.data || !options.data) return <PageLoading label="Loading checkout" />;
  if (cart.data.products.length === 0) {
    return (
      <>
        <PageHeading title="Checkout" />
        <p className="cart-empty">{MSG.cartEmpty}</p>
        <Link to="/">Continue Shopping</Link>
      </>
    );
  }
  if (!options.data.logged_in && !options.data.guest_checkout) {
    return (
      <>
        <PageHeading title="Checkout" />
        <p>
          Please <Link to="/account/login">log in or create an account</Link> to check out.
        </p>
      </>
    );
  }
  return <CheckoutForm cart={cart.data} options={options.data} />;
}

type Cart = z.infer<typeof cartSchema>;
type Options = z.infer<typeof optionsSchema>;

function CheckoutForm({ cart: initialCart, options }: { cart: Cart; options: Options }) {
  const { flags, refresh } = useFlags();
  const navigate = useNavigate();
  const saved = initialCart.checkout as Record<string, unknown>;
  const customer = flags.customer;
  const [cart, setCart] = useState(initialCart);
  const [key, setKey] = useState(newKey);
  const text = (k: string, fallback = '') => (typeof saved[k] === 'string' ? (saved[k] as string) : fallback);
  const savedAddress = (saved.address ?? {}) as Record<string, string>;
  const cookieStore = Number(readCookie(PICKUP_COOKIE));
  const defaultStore = [saved.pickup_location, cookieStore, flags.store.current_location?.location_id].find((id) =>
    options.stores.some((s) => s.location_id === id),
  ) as number | undefined;

  const [form, setForm] = useState({
    firstname: text('firstname', customer?.firstname ?? ''),
    lastname: text('lastname', customer?.lastname ?? ''),
    email: text('email', customer?.email ?? ''),
    telephone: text('telephone', customer?.telephone ?? ''),
    shipping_method: text('shipping_method', 'pickup'),
    pickup_location: String(defaultStore ?? options.stores[0]?.location_id ?? ''),
    payment_method: text('payment_method', 'cod'),
    address_1: savedAddress.address_1 ?? '',
    address_2: savedAddress.address_2 ?? '',
    city: savedAddress.city ?? '',
    postcode: savedAddress.postcode ?? '',
    country: savedAddress.country ?? 'US',
    zone_code: savedAddress.zone_code ?? '',
    card_number: '',
    card_expiry: '',
    card_cvc: '',
    comment: text('comment'),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  // begin_checkout once per visit to the page.
  const tracked = useRef(false);
  useEffect(() => {
    if (tracked.current) return;
    tracked.current = true;
    track('begin_checkout', {
      currency: 'USD',
      value: initialCart.total_cents / 100,
      items: initialCart.products.map((p) => ({
        item_id: String(p.product_id ?? 'custom'),
        item_name: p.name,
        price: Number(p.unit_price),
        quantity: p.quantity,
      })),
    });
  }, [initialCart]);
  const [failure, setFailure] = useState<string | null>(null);
  const firstError = Object.values(errors)[0] ?? null;
  const [busy, setBusy] = useState(false);
  // Filling a field takes its error away; the line under Confirm Order follows the errors still open (issue 10).
  const set = (k: keyof typeof form) => (v: string) => {
    setForm((f) => ({ ...f, [k]: v }));
    setErrors((e) => {
      if (!(k in e) && !(`address.${k}` in e)) return e;
      const rest = { ...e };
      delete rest[k];
      delete rest[`address.${k}`];
      return rest;
    });
  };
  const localization = useApi(form.shipping_method === 'flat' ? '/api/localization/' : null, localizationSchema);
  const zones = useMemo(
    () => localization.data?.countries.find((c) => c.iso_code_2 === form.country)?.zones ?? [],
    [localization.data, form.country],
  );

  const payload = () => ({
    firstname: form.firstname,
    lastname: form.lastname,
    email: form.email,
    telephone: form.telephone,
    shipping_method: form.shipping_method,
    payment_method: form.payment_method,
    comment: form.comment,
    ...(form.shipping_method === 'pickup'
      ? { pickup_location: form.pickup_location }
      : {
          address: {
            address_1: form.address_1,
            address_2: form.address_2,
            city: form.city,
            postcode: form.postcode,
            country: form.country,
            zone_code: form.zone_code,
          },
        }),
  });

  const chooseStore = (id: string) => {
    set('pickup_location')(id);
    // Spec 000 s7: the local pickup store is kept in a cookie and passed as pickup_location.
    document.cookie = `${PICKUP_COOKIE}=${encodeURIComponent(id)}; path=/; max-age=${60 * 60 * 24 * 30}; samesite=lax`;
  };

  const updateTotals = async () => {
    // Until the details are filled the server would refuse them (a 400 for nothing); the confirm says what is missing.
    if (!form.firstname.trim() || !form.lastname.trim() || !form.email.trim() || !form.telephone.trim()) return;
    try {
      const answer = await setCheckoutData(payload());
      if (answer.cart) setCart(answer.cart);
      setErrors({});
    } catch {
      // Incomplete details: the totals wait until the form is complete; the confirm shows what is missing.
    }
  };

  // Pickup or delivery and the pickup store change the shipping line and the tax zone: the totals follow at once.
  const latestUpdate = useRef(updateTotals);
  latestUpdate.current = updateTotals;
  useEffect(() => {
    void latestUpdate.current();
  }, [form.shipping_method, form.pickup_location]);

  const confirm = async (e: FormEvent) => {
    e.preventDefault();
    // The same schema the server checks (common/checkout.ts): field errors show at once, without a round trip.
    const checked = checkoutInput.safeParse(payload());
    const card =
      form.payment_method === 'card'
        ? cardFieldsInput.safeParse({
            card_number: form.card_number,
            card_expiry: form.card_expiry,
            card_cvc: form.card_cvc,
          })
        : null;
    const problems = {
      ...(checked.success ? {} : fieldErrors(checked.error)),
      ...(card && !card.success ? fieldErrors(card.error) : {}),
    };
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      setFailure(null);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const answer = await setCheckoutData(payload());
      if (answer.cart) setCart(answer.cart);
      setErrors({});
      const order = await createOrder({
        idempotency_key: key,
        ...(form.payment_method === 'card'
          ? { card_number: form.card_number, card_expiry: form.card_expiry, card_cvc: form.card_cvc }
          : {}),
      });
      refresh().catch(() => undefined);
      void navigate(`/checkout/success?order_id=${order.order_id}`);
    } catch (err) {
      const fieldProblems = err instanceof ApiError ? err.fieldErrors : {};
      setErrors(fieldProblems);
      // A refusal is final for this key (the server binds a key to what it was first used for); the next confirm is a
      // new attempt. A network failure keeps the key, so a retry of a confirm that did get through is not a second order.
      if (err instanceof ApiError && err.status >= 400 && err.status < 500) setKey(newKey());
      setFailure(Object.keys(fieldProblems).length > 0 ? null : errorMessage(err));
      setBusy(false);
    }
  };

  const field = (k: keyof typeof form, label: string, props: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      value={form[k]}
      onChange={(e) => set(k)(e.target.value)}
      error={errors[k] ?? errors[`address.${k}`]}
      required
      {...props}
    />
  );

  return (
    <>
      <PageHeading title="Checkout" />
      <form className="checkout" onSubmit={(e) => void confirm(e)} noValidate>
        <div className="checkout__steps">
          <fieldset className="checkout__section">
            <legend>Your details</legend>
            <div className="checkout__grid">
              {field('firstname', 'First Name', { autoComplete: 'given-name', maxLength: 32 })}
              {field('lastname', 'Last Name', { autoComplete: 'family-name', maxLength: 32 })}
              {field('email', 'E-Mail', { type: 'email', autoComplete: 'email', maxLength: 96 })}
              {field('telephone', 'Telephone', {
                type: 'tel',
                autoComplete: 'tel',
                placeholder: '(###) ###-####',
                onChange: (e: ChangeEvent<HTMLInputElement>) => set('telephone')(maskPhone(e.target.value)),
              })}
            </div>
          </fieldset>

          <fieldset className="checkout__section">
            <legend>Pickup or delivery</legend>
            <label className="checkout__choice">
              <input
                type="radio"
                name="shipping_method"
                value="pickup"
                checked={form.shipping_method === 'pickup'}
                onChange={() => set('shipping_method')('pickup')}
              />
              Store pickup (free)
            </label>
            <label className="checkout__choice">
              <input
                type="radio"
                name="shipping_method"
                value="flat"
                checked={form.shipping_method === 'flat'}
                onChange={() => set('shipping_method')('flat')}
              />
              Delivery, flat rate {options.flat_rate_text}
            </label>
            {errors.shipping_method && <p className="field__error">{errors.shipping_method}</p>}
            {form.shipping_method === 'pickup' ? (
              <div className="field">
                <label className="field__label" htmlFor="pickup-store">
                  Pickup store
                </label>
                <select
                  id="pickup-store"
                  className="field__input"
                  value={form.pickup_location}
                  onChange={(e) => chooseStore(e.target.value)}
                  onBlur={() => void updateTotals()}
                  aria-invalid={errors.pickup_location ? true : undefined}
                >
                  {options.stores.map((s) => (
                    <option key={s.location_id} value={s.location_id}>
                      {s.location_name} – {s.address}
                    </option>
                  ))}
                </select>
                {errors.pickup_location && <p className="field__error">{errors.pickup_location}</p>}
              </div>
            ) : (
              <div className="checkout__grid">
                {field('address_1', 'Address 1', { autoComplete: 'address-line1', maxLength: 128 })}
                <TextField
                  label="Address 2"
                  value={form.address_2}
                  onChange={(e) => set('address_2')(e.target.value)}
                  autoComplete="address-line2"
                  maxLength={128}
                />
                {field('city', 'City', { autoComplete: 'address-level2', maxLength: 128 })}
                {field('postcode', 'Post Code', { autoComplete: 'postal-code', maxLength: 10 })}
                {localization.data ? (
                  <>
                    <div className="field">
                      <label className="field__label" htmlFor="country">
                        Country
                      </label>
                      <select
                        id="country"
                        className="field__input"
                        value={form.country}
                        onChange={(e) => setForm((f) => ({ ...f, country: e.target.value, zone_code: '' }))}
                      >
                        {localization.data.countries.map((c) => (
                          <option key={c.iso_code_2} value={c.iso_code_2}>
                            {c.name}
                          </option>
                        ))}
                      </select>
                      {errors['address.country'] && <p className="field__error">{errors['address.country']}</p>}
                    </div>
                    <div className="field">
                      <label className="field__label" htmlFor="zone">
                        Region / State
                      </label>
                      <select
                        id="zone"
                        className="field__input"
                        value={form.zone_code}
                        onChange={(e) => set('zone_code')(e.target.value)}
                        onBlur={() => void updateTotals()}
                        aria-invalid={errors['address.zone_code'] ? true : undefined}
                      >
                        <option value="">{' --- Please Select --- '}</option>
                        {zones.map((z) => (
                          <option key={z.code} value={z.code}>
                            {z.name}
                          </option>
                        ))}
                      </select>
                      {errors['address.zone_code'] && <p className="field__error">{errors['address.zone_code']}</p>}
                    </div>
                  </>
                ) : (
                  <>
                    {localization.loading && <p>Loading countries…</p>}
                    {field('country', 'Country code (US, CA, MX)', { maxLength: 2 })}
                    {field('zone_code', 'State / province code', { maxLength: 3, onBlur: () => void updateTotals() })}
                  </>
                )}
              </div>
            )}
          </fieldset>

          <fieldset className="checkout__section">
            <legend>Payment</legend>
            <label className="checkout__choice">
              <input
                type="radio"
                name="payment_method"
                value="cod"
                checked={form.payment_method === 'cod'}
                onChange={() => set('payment_method')('cod')}
              />
              Pay at pickup
            </label>
            <label className="checkout__choice">
              <input
                type="radio"
                name="payment_method"
                value="card"
                checked={form.payment_method === 'card'}
                onChange={() => set('payment_method')('card')}
              />
              Credit or debit card
            </label>
            {errors.payment_method && <p className="field__error">{errors.payment_method}</p>}
            {form.payment_method === 'card' && (
              <div className="checkout__grid">
                {field('card_number', 'Card number', {
                  inputMode: 'numeric',
                  autoComplete: 'cc-number',
                  maxLength: 23,
                })}
                {field('card_expiry', 'Expiry (MM/YY)', { autoComplete: 'cc-exp', maxLength: 5 })}
                {field('card_cvc', 'CVC', { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: 4 })}
              </div>
            )}
            <div className="field">
              <label className="field__label" htmlFor="comment">
                Comments about your order
              </label>
              <textarea
                id="comment"
                className="field__input"
                rows={3}
                maxLength={1000}
                value={form.comment}
                onChange={(e) => set('comment')(e.target.value)}
              />
            </div>
          </fieldset>
        </div>

        <aside className="cart-summary" aria-label="Order summary">
          <ul className="checkout__lines">
            {cart.products.map((p) => (
              <li key={p.key}>
                <span>
                  {p.quantity} × {p.name}
                  {p.selected_options.length > 0 && (
                    <span className="cart-line__meta">
                      {' '}
                      ({p.selected_options.map((o) => `${o.name}: ${o.value}`).join(', ')})
                    </span>
                  )}
                </span>
                <span>{p.total_text}</span>
              </li>
            ))}
          </ul>
          <Totals cart={cart} />
          <BnplLine cents={cart.total_cents} />
          <Button type="submit" size="lg" block busy={busy}>
            Confirm Order
          </Button>
          {(failure ?? firstError) && (
            <p className="checkout__error" role="alert">
              {failure ?? firstError}
            </p>
          )}
        </aside>
      </form>
    </>
  );
}
