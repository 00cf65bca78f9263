// The payment method list and the New Transaction form (spec 001 s3, s5): one form per tender, checked with the same
// schema the server uses (common/pos-checkout.ts), each attempt sent with its own idempotency key.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { fieldErrors } from '@parts/common/input';
import { centsToDecimal, formatCents, toCents } from '@parts/common/money';
import {
  creditCap,
  halfCents,
  PAY_MSG,
  transactionInput,
  type AddTransactionAnswer,
  type CheckoutState,
  type PaymentType,
} from '@parts/common/pos-checkout';
import { api, ApiError, errorMessage, isAbort } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/toast/toast-context';

const LOOKUP_MS = 500;

type Values = Record<string, string>;

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export function PaymentForm({
  state,
  orderId,
  onAnswer,
}: {
  state: CheckoutState;
  orderId: number;
  onAnswer: (a: AddTransactionAnswer) => void;
}) {
  const toast = useToast();
  const balance = toCents(state.balanceDue) ?? 0;
  const credit = toCents(state.storeCredit) ?? 0;
  const [type, setType] = useState<PaymentType | null>(null);
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [creditOption, setCreditOption] = useState<'100' | '50' | 'custom'>('100');
  const [voucher, setVoucher] = useState<{ code: string; cents: number } | null>(null);
  const [voucherError, setVoucherError] = useState<string | null>(null);
  const [lookingUp, setLookingUp] = useState(false);
  const pendingKey = useRef<string | null>(null);
  const groupId = useId();

  const set = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      if (!e[name]) return e;
      const next = { ...e };
      delete next[name];
      return next;
    });
    // A changed form is a new attempt.
    pendingKey.current = null;
  };

  const choose = (t: PaymentType) => {
    setType(t);
    setErrors({});
    setFormError(null);
    pendingKey.current = null;
    setVoucher(null);
    setVoucherError(null);
    const first = (list: { device_id: number }[]) => (list.length === 1 ? String(list[0]!.device_id) : '');
    setValues({
      amount: t === 'store_credit' ? centsToDecimal(creditCap(credit, balance)) : centsToDecimal(Math.max(0, balance)),
      card_type: '',
      datacap_device: first(state.cardDevices),
      payjunction_smart_terminal_id: first(state.smartTerminals),
      payjunction_terminal_id: first(state.departments),
      email: state.customer?.email ?? '',
      telephone: state.customer?.telephone ?? '',
    });
    setCreditOption('100');
  };

  // Store credit options: 100% and 50% of the credit, capped at the balance due (spec 001 s5).
  useEffect(() => {
    if (type !== 'store_credit' || creditOption === 'custom') return;
    const cents = creditCap(creditOption === '100' ? credit : halfCents(credit), balance);
    setValues((v) => ({ ...v, amount: centsToDecimal(cents) }));
  }, [type, creditOption, credit, balance]);

  // Gift card: the code is looked up after a 500 ms pause.
  const code = type === 'voucher' ? (values.voucher_code ?? '').trim() : '';
  useEffect(() => {
    setVoucher(null);
    setVoucherError(null);
    if (!code) return;
    const c = new AbortController();
    const t = setTimeout(() => {
      setLookingUp(true);
      api<{ voucher: { code: string; amount: string } }>(
        `/pos/checkout/getVoucher?voucherCode=${encodeURIComponent(code)}`,
        { signal: c.signal },
      )
        .then((r) => setVoucher({ code: r.voucher.code, cents: toCents(r.voucher.amount) ?? 0 }))
        .catch((err: unknown) => {
          if (isAbort(err)) return;
          setVoucherError(
            err instanceof ApiError && err.status >= 400 && err.status < 500
              ? err.message || PAY_MSG.invalidCode
              : PAY_MSG.lookupFailed,
          );
        })
        .finally(() => !c.signal.aborted && setLookingUp(false));
    }, LOOKUP_MS);
    return () => {
      clearTimeout(t);
      c.abort();
    };
  }, [code]);

  if (state.paymentTypes.length === 0) return <p className="pos-checkout__empty">{PAY_MSG.noPaymentTypes}</p>;

  const disabledType = (t: PaymentType) => balance <= 0 || (t === 'store_credit' && credit <= 0);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!type) return;
    setFormError(null);
    if (type === 'online') return sendLink();
    pendingKey.current ??= newKey();
    const body = {
      ...values,
      transaction_type: type,
      idempotency_key: pendingKey.current,
      manual_entry: values.manual_entry === '1' ? '1' : '0',
    };
    const parsed = transactionInput.safeParse(body);
    const errs = parsed.success ? {} : fieldErrors(parsed.error);
    const cents = toCents(values.amount ?? '') ?? 0;
    if (type === 'voucher' && !errs.voucher_code) {
      if (voucherError || (!voucher && !lookingUp)) errs.voucher_code = voucherError ?? PAY_MSG.invalidCode;
      else if (voucher && cents > voucher.cents) errs.amount = PAY_MSG.maxAllowed(voucher.cents);
    }
    if (type === 'store_credit' && !errs.amount && cents > creditCap(credit, balance))
      errs.amount = PAY_MSG.maxAllowed(creditCap(credit, balance));
    if (Object.keys(errs).length) {
      setErrors(errs);
      return;
    }
    setSending(true);
    try {
      const a = await api<AddTransactionAnswer>(`/pos/checkout/addTransaction?orderId=${orderId}`, { form: body });
      pendingKey.current = null;
      onAnswer(a);
      if (a.transaction.status !== 'declined') setType(null);
    } catch (err) {
      // A refusal is definite (a new attempt gets a new key); a dropped connection keeps the key so a retry is the same payment.
      if (err instanceof ApiError && err.status >= 400) pendingKey.current = null;
      if (err instanceof ApiError && Object.keys(err.fieldErrors).length) setErrors(err.fieldErrors);
      else setFormError(errorMessage(err));
      toast.error(errorMessage(err), { staff: true });
    } finally {
      setSending(false);
    }
  };

  const sendLink = async () => {
    setSending(true);
    try {
      const q = new URLSearchParams({
        order_id: String(orderId),
        email: values.email ?? '',
        telephone: values.telephone ?? '',
      });
      const r = await api<{ success?: string }>(`/pos/order/sendPaymentURL?${q.toString()}`);
      toast.success(r.success ?? 'The payment link has been sent.');
      setType(null);
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fieldErrors).length) setErrors(err.fieldErrors);
      setFormError(errorMessage(err));
    } finally {
      setSending(false);
    }
  };

  const amountField = (extra?: ReactNode) => (
    <div className="pay-amount">
      <TextField
        label="Amount"
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={values.amount ?? ''}
        onChange={(e) => set('amount', e.target.value)}
        error={errors.amount}
        required
      />
      {extra ?? (
        <div className="pay-amount__quick">
          <Button size="sm" variant="secondary" onClick={() => set('amount', centsToDecimal(Math.max(0, balance)))}>
            Balance
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => set('amount', centsToDecimal(Math.max(0, halfCents(balance))))}
          >
            50%
          </Button>
        </div>
      )}
    </div>
  );

  const select = (name: string, label: string, options: { value: string; label: string }[]) => (
    <Select
      name={name}
      label={label}
      value={values[name] ?? ''}
      onChange={(v) => set(name, v)}
      error={errors[name]}
      options={options}
    />
  );
  const cardType = select('card_type', 'Card type', [
    { value: 'Credit', label: 'Credit' },
    { value: 'Debit', label: 'Debit' },
  ]);
  const department = select(
    'payjunction_terminal_id',
    'Department',
    state.departments.map((d) => ({ value: String(d.device_id), label: d.name })),
  );

  return (
    <div className="pay">
      <fieldset className="pay-methods">
        <legend className="visually-hidden">Payment method</legend>
        {state.paymentTypes.map((p) => (
          <label
            key={p.code}
            className={`pay-method${type === p.code ? ' pay-method--on' : ''}${disabledType(p.code) ? ' pay-method--off' : ''}`}
          >
            <input
              type="radio"
              name={groupId}
              value={p.code}
              checked={type === p.code}
              disabled={disabledType(p.code)}
              onChange={() => choose(p.code)}
            />
            <span>{p.name}</span>
            {p.code === 'store_credit' && <span className="pay-method__note">{formatCents(credit)}</span>}
          </label>
        ))}
      </fieldset>
      {type && (
        <form
          className="pay-form"
          onSubmit={(e) => void submit(e)}
          noValidate
          aria-label={`${state.paymentTypes.find((p) => p.code === type)?.name ?? ''} payment`}
        >
          {type === 'cash' && amountField()}
          {type === 'check' && (
            <>
              {amountField()}
              <TextField
                label="Check number"
                name="check_number"
                inputMode="numeric"
                value={values.check_number ?? ''}
                onChange={(e) => set('check_number', e.target.value)}
                error={errors.check_number}
                required
              />
            </>
          )}
          {type === 'card' && (
            <>
              {amountField()}
              {cardType}
              <TextField
                label="Last 4 digits (optional)"
                name="card_last4"
                inputMode="numeric"
                maxLength={4}
                value={values.card_last4 ?? ''}
                onChange={(e) => set('card_last4', e.target.value)}
                error={errors.card_last4}
              />
              <label className="pay-check">
                <input
                  type="checkbox"
                  checked={values.manual_entry === '1'}
                  onChange={(e) => set('manual_entry', e.target.checked ? '1' : '0')}
                />{' '}
                Card number keyed in (manual entry)
              </label>
            </>
          )}
          {type === 'card_device' && (
            <>
              {amountField()}
              {select(
                'datacap_device',
                'Device',
                state.cardDevices.map((d) => ({ value: String(d.device_id), label: d.name })),
              )}
              {cardType}
              {department}
            </>
          )}
          {type === 'smart_terminal' && (
            <>
              {amountField()}
              {select(
                'payjunction_smart_terminal_id',
                'Terminal',
                state.smartTerminals.map((d) => ({ value: String(d.device_id), label: d.name })),
              )}
              {department}
            </>
          )}
          {type === 'voucher' && (
            <>
              <TextField
                label="Gift card code"
                name="voucher_code"
                autoComplete="off"
                value={values.voucher_code ?? ''}
                onChange={(e) => set('voucher_code', e.target.value)}
                error={errors.voucher_code ?? voucherError ?? undefined}
                hint={
                  lookingUp ? 'Looking up the card…' : voucher ? `Balance: ${formatCents(voucher.cents)}` : undefined
                }
                required
              />
              {amountField()}
            </>
          )}
          {type === 'store_credit' && (
            <>
              <fieldset className="pay-options">
                <legend>Store credit ({formatCents(credit)} available)</legend>
                {(
                  [
                    ['100', '100%'],
                    ['50', '50%'],
                    ['custom', 'Custom'],
                  ] as const
                ).map(([v, l]) => (
                  <label key={v} className="pay-check">
                    <input
                      type="radio"
                      name={`${groupId}-credit`}
                      checked={creditOption === v}
                      onChange={() => setCreditOption(v)}
                    />{' '}
                    {l}
                  </label>
                ))}
              </fieldset>
              {creditOption === 'custom' ? (
                amountField(<span />)
              ) : (
                <p className="pay-form__fixed">Amount: {formatCents(toCents(values.amount ?? '') ?? 0)}</p>
              )}
              {errors.amount && creditOption !== 'custom' && <p className="field__error">{errors.amount}</p>}
            </>
          )}
          {type === 'online' && (
            <>
              <p className="pay-form__fixed">
                A link to pay the balance of {formatCents(Math.max(0, balance))} by card is sent by email, text or both.
              </p>
              <TextField
                label="Email"
                name="email"
                type="email"
                autoComplete="off"
                value={values.email ?? ''}
                onChange={(e) => set('email', e.target.value)}
                error={errors.email}
              />
              <TextField
                label="Mobile phone"
                name="telephone"
                type="tel"
                autoComplete="off"
                value={values.telephone ?? ''}
                onChange={(e) => set('telephone', e.target.value)}
                error={errors.telephone}
              />
            </>
          )}
          {formError && (
            <p className="form-alert" role="alert">
              {formError}
            </p>
          )}
          <div className="pay-form__actions">
            <Button variant="ghost" onClick={() => setType(null)}>
              Close
            </Button>
            <Button type="submit" busy={sending}>
              {type === 'online' ? 'Send Payment Link' : type === 'smart_terminal' ? 'Send to Terminal' : 'Add Payment'}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

function Select({
  name,
  label,
  value,
  onChange,
  error,
  options,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  options: { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className={['field', error && 'field--invalid'].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field__label">
        {label}
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <select
        id={id}
        name={name}
        className="field__input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required
      >
        <option value="">Select…</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
