import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { maskPhone } from '@parts/common/account';
import type { CartData } from '@parts/common/cart';
import { cardFieldsInput, checkoutInput, type CheckoutOptions } from '@parts/common/checkout';
import { fieldErrors } from '@parts/common/input';
import { MSG } from '@parts/common/messages';
import { useFlags } from '../../app/flags-context';
import { ApiError } from '../../ui/api';
import { Button } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { PageHeading } from '../../ui/PageHeading';
import { PageLoading } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { showServerErrors } from '../../ui/form/server-errors';
import { queryErrorMessage } from '../../ui/query/errors';
import { newKey } from '../../ui/new-key';
import { BnplLine } from '../cart/BnplLine';
import { Totals } from '../cart/CartPage';
import { createOrder, setCheckoutData } from '../cart/cart-client';
import { cartKeys, cartQuery, putCart } from '../cart/cart-queries';
import { track } from '../tracking/track';
import { checkoutOptionsQuery, localizationQuery } from './checkout-queries';
import '../cart/cart.css';
import './checkout.css';

const PICKUP_COOKIE = 'pickup_location';
const readCookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.split('=')[1];

export function CheckoutPage() {
  const cart = useQuery(cartQuery());
  const options = useQuery(checkoutOptionsQuery());
  if ((cart.error && !cart.data) || (options.error && !options.data)) {
    return (
      <>
        <PageHeading title="Checkout" />
        <ErrorState
          message={queryErrorMessage(cart.error) ?? queryErrorMessage(options.error) ?? MSG.somethingWentWrong}
          onRetry={() => {
            void cart.refetch();
            void options.refetch();
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

interface CheckoutFields {
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
  shipping_method: string;
  pickup_location: string;
  payment_method: string;
  address: { address_1: string; address_2: string; city: string; postcode: string; country: string; zone_code: string };
  card_number: string;
  card_expiry: string;
  card_cvc: string;
  comment: string;
}

/** The fields in page order: the line under Confirm Order shows the first one still wrong. */
const FIELDS = [
  'firstname',
  'lastname',
  'email',
  'telephone',
  'shipping_method',
  'pickup_location',
  'address.address_1',
  'address.city',
  'address.postcode',
  'address.country',
  'address.zone_code',
  'payment_method',
  'card_number',
  'card_expiry',
  'card_cvc',
] as const;

/** The body of setCheckoutData: pickup sends its store, delivery its address (spec 000 s7). */
const payload = (f: CheckoutFields) => ({
  firstname: f.firstname,
  lastname: f.lastname,
  email: f.email,
  telephone: f.telephone,
  shipping_method: f.shipping_method,
  payment_method: f.payment_method,
  comment: f.comment,
  ...(f.shipping_method === 'pickup' ? { pickup_location: f.pickup_location } : { address: f.address }),
});

/**
 * The same schemas the server checks (common/checkout.ts): the checkout body, and the card's fields when paying by
 * card. Their problems are keyed as the server keys them ("address.city"), which are the form's field names too.
 */
const checkoutResolver: Resolver<CheckoutFields> = (values) => {
  const checked = checkoutInput.safeParse(payload(values));
  const card = values.payment_method === 'card' ? cardFieldsInput.safeParse(values) : null;
  const problems = {
    ...(checked.success ? {} : fieldErrors(checked.error)),
    ...(card && !card.success ? fieldErrors(card.error) : {}),
  };
  if (Object.keys(problems).length === 0) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const [name, message] of Object.entries(problems)) {
    const [head = name, sub] = name.split('.');
    if (sub) errors[head] = { ...(errors[head] as object | undefined), [sub]: { type: 'validation', message } };
    else errors[head] = { type: 'validation', message };
  }
  return { values: {}, errors: errors as FieldErrors<CheckoutFields> };
};

const errorAt = (errors: FieldErrors<CheckoutFields>, name: string): string | undefined => {
  const [head, sub] = name.split('.') as [keyof CheckoutFields, string | undefined];
  const at = errors[head] as ({ message?: string } & Record<string, { message?: string } | undefined>) | undefined;
  return sub ? at?.[sub]?.message : at?.message;
};

function CheckoutForm({ cart: initialCart, options }: { cart: CartData; options: CheckoutOptions }) {
  const { flags, refresh } = useFlags();
  const navigate = useNavigate();
  const client = useQueryClient();
  // The money the page shows is the cart query's: each setCheckoutData answer (checked by its schema) replaces it.
  const cart = useQuery(cartQuery()).data ?? initialCart;
  const saved = initialCart.checkout;
  const customer = flags.customer;
  // A key per checkout page view: a double-clicked confirm (or a retry after a network error) makes one order.
  const [key, setKey] = useState(newKey);
  const text = (k: string, fallback = '') => (typeof saved[k] === 'string' ? (saved[k] as string) : fallback);
  const savedAddress = (saved.address ?? {}) as Record<string, string>;
  const cookieStore = Number(readCookie(PICKUP_COOKIE));
  const defaultStore = [saved.pickup_location, cookieStore, flags.store.current_location?.location_id].find((id) =>
    options.stores.some((s) => s.location_id === id),
  ) as number | undefined;

  const { register, handleSubmit, watch, getValues, setValue, setError, clearErrors, formState } =
    useForm<CheckoutFields>({
      resolver: checkoutResolver,
      defaultValues: {
        firstname: text('firstname', customer?.firstname ?? ''),
        lastname: text('lastname', customer?.lastname ?? ''),
        email: text('email', customer?.email ?? ''),
        telephone: text('telephone', customer?.telephone ?? ''),
        shipping_method: text('shipping_method', 'pickup'),
        pickup_location: String(defaultStore ?? options.stores[0]?.location_id ?? ''),
        payment_method: text('payment_method', 'cod'),
        address: {
          address_1: savedAddress.address_1 ?? '',
          address_2: savedAddress.address_2 ?? '',
          city: savedAddress.city ?? '',
          postcode: savedAddress.postcode ?? '',
          country: savedAddress.country ?? 'US',
          zone_code: savedAddress.zone_code ?? '',
        },
        card_number: '',
        card_expiry: '',
        card_cvc: '',
        comment: text('comment'),
      },
    });
  const errors = formState.errors;
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

  const shipping = watch('shipping_method');
  const pickup = watch('pickup_location');
  const country = watch('address.country');
  const paying = watch('payment_method');
  const localization = useQuery({ ...localizationQuery(), enabled: shipping === 'flat' });
  const zones = useMemo(
    () => localization.data?.countries.find((c) => c.iso_code_2 === country)?.zones ?? [],
    [localization.data, country],
  );

  const totals = useMutation({
    mutationFn: setCheckoutData,
    onSuccess: (answer) => {
      putCart(client, answer.cart);
      clearErrors();
    },
    // Incomplete details: the totals wait until the form is complete; the confirm shows what is missing.
  });
  const updateTotals = () => {
    const f = getValues();
    // Until the details are filled the server would refuse them (a 400 for nothing); the confirm says what is missing.
    if (!f.firstname.trim() || !f.lastname.trim() || !f.email.trim() || !f.telephone.trim()) return;
    totals.mutate(payload(f));
  };

  // Pickup or delivery and the pickup store change the shipping line and the tax zone: the totals follow at once.
  const latestUpdate = useRef(updateTotals);
  latestUpdate.current = updateTotals;
  useEffect(() => {
    latestUpdate.current();
  }, [shipping, pickup]);

  const place = useMutation({
    mutationFn: async (f: CheckoutFields) => {
      const answer = await setCheckoutData(payload(f));
      putCart(client, answer.cart);
      return createOrder({
        idempotency_key: key,
        ...(f.payment_method === 'card'
          ? { card_number: f.card_number, card_expiry: f.card_expiry, card_cvc: f.card_cvc }
          : {}),
      });
    },
    onSuccess: (order) => {
      refresh().catch(() => undefined);
      void client.invalidateQueries({ queryKey: cartKeys.all });
      void navigate(`/checkout/success?order_id=${order.order_id}`);
    },
    onError: (err) => {
      showServerErrors(setError, err, FIELDS);
      // A refusal is final for this key (the server binds a key to what it was first used for); the next confirm is a
      // new attempt. A network failure keeps the key, so a retry of a confirm that did get through is not a second order.
      if (err instanceof ApiError && err.status >= 400 && err.status < 500) setKey(newKey());
    },
  });
  const confirm = handleSubmit((f) => place.mutate(f));
  const failure = errors.root?.server?.message ?? null;
  const firstError = FIELDS.map((name) => errorAt(errors, name)).find(Boolean) ?? null;

  const chooseStore = (id: string) => {
    // Spec 000 s7: the local pickup store is kept in a cookie and passed as pickup_location.
    document.cookie = `${PICKUP_COOKIE}=${encodeURIComponent(id)}; path=/; max-age=${60 * 60 * 24 * 30}; samesite=lax`;
  };

  const field = (name: (typeof FIELDS)[number], label: string, props: Record<string, unknown> = {}) => (
    <TextField label={label} {...register(name)} error={errorAt(errors, name)} required {...props} />
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
                // Registered in page order (the first wrong field gets the focus); the mask goes on before the form reads it.
                onChange: (e: ChangeEvent<HTMLInputElement>) => {
                  e.target.value = maskPhone(e.target.value);
                  void register('telephone').onChange(e);
                },
              })}
            </div>
          </fieldset>

          <fieldset className="checkout__section">
            <legend>Pickup or delivery</legend>
            <label className="checkout__choice">
              <input type="radio" value="pickup" {...register('shipping_method')} />
              Store pickup (free)
            </label>
            <label className="checkout__choice">
              <input type="radio" value="flat" {...register('shipping_method')} />
              Delivery, flat rate {options.flat_rate_text}
            </label>
            {errors.shipping_method && <p className="field__error">{errors.shipping_method.message}</p>}
            {shipping === 'pickup' ? (
              <div className="field">
                <label className="field__label" htmlFor="pickup-store">
                  Pickup store
                </label>
                <select
                  id="pickup-store"
                  className="field__input"
                  {...register('pickup_location', {
                    onChange: (e: ChangeEvent<HTMLSelectElement>) => chooseStore(e.target.value),
                    onBlur: updateTotals,
                  })}
                  aria-invalid={errors.pickup_location ? true : undefined}
                >
                  {options.stores.map((s) => (
                    <option key={s.location_id} value={s.location_id}>
                      {s.location_name} – {s.address}
                    </option>
                  ))}
                </select>
                {errors.pickup_location && <p className="field__error">{errors.pickup_location.message}</p>}
              </div>
            ) : (
              <div className="checkout__grid">
                {field('address.address_1', 'Address 1', { autoComplete: 'address-line1', maxLength: 128 })}
                <TextField
                  label="Address 2"
                  {...register('address.address_2')}
                  autoComplete="address-line2"
                  maxLength={128}
                />
                {field('address.city', 'City', { autoComplete: 'address-level2', maxLength: 128 })}
                {field('address.postcode', 'Post Code', { autoComplete: 'postal-code', maxLength: 10 })}
                {localization.data ? (
                  <>
                    <div className="field">
                      <label className="field__label" htmlFor="country">
                        Country
                      </label>
                      <select
                        id="country"
                        className="field__input"
                        {...register('address.country', { onChange: () => setValue('address.zone_code', '') })}
                      >
                        {localization.data.countries.map((c) => (
                          <option key={c.iso_code_2} value={c.iso_code_2}>
                            {c.name}
                          </option>
                        ))}
                      </select>
                      {errors.address?.country && <p className="field__error">{errors.address.country.message}</p>}
                    </div>
                    <div className="field">
                      <label className="field__label" htmlFor="zone">
                        Region / State
                      </label>
                      <select
                        id="zone"
                        className="field__input"
                        {...register('address.zone_code', { onBlur: updateTotals })}
                        aria-invalid={errors.address?.zone_code ? true : undefined}
                      >
                        <option value="">{' --- Please Select --- '}</option>
                        {zones.map((z) => (
                          <option key={z.code} value={z.code}>
                            {z.name}
                          </option>
                        ))}
                      </select>
                      {errors.address?.zone_code && <p className="field__error">{errors.address.zone_code.message}</p>}
                    </div>
                  </>
                ) : (
                  <>
                    {localization.isFetching && <p>Loading countries…</p>}
                    {field('address.country', 'Country code (US, CA, MX)', { maxLength: 2 })}
                    {field('address.zone_code', 'State / province code', {
                      maxLength: 3,
                      ...register('address.zone_code', { onBlur: updateTotals }),
                    })}
                  </>
                )}
              </div>
            )}
          </fieldset>

          <fieldset className="checkout__section">
            <legend>Payment</legend>
            <label className="checkout__choice">
              <input type="radio" value="cod" {...register('payment_method')} />
              Pay at pickup
            </label>
            <label className="checkout__choice">
              <input type="radio" value="card" {...register('payment_method')} />
              Credit or debit card
            </label>
            {errors.payment_method && <p className="field__error">{errors.payment_method.message}</p>}
            {paying === 'card' && (
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
              <textarea id="comment" className="field__input" rows={3} maxLength={1000} {...register('comment')} />
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
          <Button type="submit" size="lg" block busy={place.isPending || place.isSuccess}>
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
