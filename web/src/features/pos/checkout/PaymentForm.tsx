// The payment method list and the New Transaction form (spec 001 s3, s5): one form per tender, checked with the same
// schema the server uses (common/pos-checkout.ts, through react-hook-form), each attempt sent with its own idempotency
// key.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { centsToDecimal, formatCents, toCents } from '@parts/common/money';
import { cardSurchargeCents } from '@parts/common/card-surcharge';
import {
  addTransactionAnswerSchema,
  creditCap,
  halfCents,
  PAY_MSG,
  transactionInput,
  voucherAnswerSchema,
  type AddTransactionAnswer,
  type CheckoutState,
  type PaymentType,
} from '@parts/common/pos-checkout';
import { z } from 'zod';
import { api, ApiError, errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { SERVER_ERROR, showServerErrors } from '../../../ui/form/server-errors';
import { isClientError } from '../../../ui/query/errors';
import { useDebounced } from '../../../ui/useDebounced';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/toast/toast-context';
import { checkoutKeys } from './checkout-queries';
import { newKey } from '../../../ui/new-key';

const LOOKUP_MS = 500;

/** The form holds the request as the schema reads it (strings); the idempotency key is made when it is sent. */
type PayRequest = z.input<typeof transactionInput>;
const FIELDS = [
  'amount',
  'check_number',
  'card_type',
  'card_last4',
  'datacap_device',
  'payjunction_smart_terminal_id',
  'payjunction_terminal_id',
  'voucher_code',
  'email',
  'telephone',
  'po_number',
] as const;
/** Stands in for the key while the form is checked: the real one is made once per attempt, on sending. */
const KEY_PLACEHOLDER = 'checking-the-form';
const checkRequest = zodResolver(transactionInput, undefined, { raw: true });
const sentLinkSchema = z.object({ success: z.string().optional() });

/** The request as sent form-encoded: every value as text, the check box as 1/0. */
function formBody(values: PayRequest, key: string): Record<string, string> {
  const body: Record<string, string> = {};
  // The form's values at run time may hold unset fields whatever the schema's input type says.
  for (const [name, value] of Object.entries({ ...values, idempotency_key: key }) as [string, unknown][])
    if (value !== undefined && value !== null)
      body[name] = typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
  body.manual_entry = ['true', '1'].includes(String(values.manual_entry)) ? '1' : '0';
  return body;
}

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
  const [creditOption, setCreditOption] = useState<'100' | '50' | 'custom'>('100');
  const pendingKey = useRef<string | null>(null);
  const groupId = useId();

  // The gift card and the store-credit cap are checked with the schema (the server repeats them on its side).
  const limits = useRef<{ voucher: { cents: number } | null; voucherError: string | null; lookingUp: boolean }>({
    voucher: null,
    voucherError: null,
    lookingUp: false,
  });
  const resolver: Resolver<PayRequest> = async (values, context, options) => {
    if (values.transaction_type === 'online') return { values, errors: {} };
    const checked = await checkRequest({ ...values, idempotency_key: KEY_PLACEHOLDER }, context, options);
    const errors = { ...checked.errors };
    const cents = toCents(String(values.amount)) ?? 0;
    const { voucher, voucherError, lookingUp } = limits.current;
    if (values.transaction_type === 'voucher' && !errors.voucher_code) {
      if (voucherError || (!voucher && !lookingUp))
        errors.voucher_code = { type: 'limit', message: voucherError ?? PAY_MSG.invalidCode };
      else if (voucher && cents > voucher.cents)
        errors.amount = { type: 'limit', message: PAY_MSG.maxAllowed(voucher.cents) };
    }
    if (values.transaction_type === 'store_credit' && !errors.amount && cents > creditCap(credit, balance))
      errors.amount = { type: 'limit', message: PAY_MSG.maxAllowed(creditCap(credit, balance)) };
    return Object.keys(errors).length ? { values: {}, errors } : checked;
  };
  const form = useForm<PayRequest>({ resolver });
  const { register, setValue, clearErrors, setError, reset, handleSubmit, control } = form;
  const errors = form.formState.errors;
  const fieldError = (name: (typeof FIELDS)[number]) => errors[name]?.message;

  // A changed form is a new attempt.
  useEffect(() => {
    const sub = form.watch(() => {
      pendingKey.current = null;
    });
    return () => sub.unsubscribe();
  }, [form]);

  const choose = (t: PaymentType) => {
    setType(t);
    pendingKey.current = null;
    const first = (list: { device_id: number }[]) => (list.length === 1 ? String(list[0]!.device_id) : '');
    reset({
      transaction_type: t,
      idempotency_key: KEY_PLACEHOLDER,
      amount: t === 'store_credit' ? centsToDecimal(creditCap(credit, balance)) : centsToDecimal(Math.max(0, balance)),
      card_type: '',
      manual_entry: false,
      datacap_device: first(state.cardDevices),
      payjunction_smart_terminal_id: first(state.smartTerminals),
      payjunction_terminal_id: first(state.departments),
      email: state.customer?.email ?? '',
      telephone: state.customer?.telephone ?? '',
    });
    setCreditOption('100');
  };

  const setAmount = (cents: number) => {
    setValue('amount', centsToDecimal(cents));
    clearErrors('amount');
  };

  // Store credit options: 100% and 50% of the credit, capped at the balance due (spec 001 s5).
  useEffect(() => {
    if (type !== 'store_credit' || creditOption === 'custom') return;
    setValue('amount', centsToDecimal(creditCap(creditOption === '100' ? credit : halfCents(credit), balance)));
  }, [type, creditOption, credit, balance, setValue]);

  // Gift card: the code is looked up after a 500 ms pause; a new code forgets the last card at once.
  const typedCode = useWatch({ control, name: 'voucher_code' });
  const amountText = String((useWatch({ control, name: 'amount' }) as string | number | undefined) ?? '');
  const code = type === 'voucher' ? String(typedCode ?? '').trim() : '';
  const settledCode = useDebounced(code, LOOKUP_MS);
  const lookup = useQuery({
    queryKey: [...checkoutKeys.all, 'voucher', settledCode],
    queryFn: ({ signal }) =>
      api(`/pos/checkout/getVoucher?voucherCode=${encodeURIComponent(settledCode)}`, {
        signal,
        schema: voucherAnswerSchema,
      }),
    enabled: settledCode !== '' && settledCode === code,
  });
  const current = code !== '' && settledCode === code;
  const voucher =
    current && lookup.data ? { code: lookup.data.voucher.code, cents: toCents(lookup.data.voucher.amount) ?? 0 } : null;
  const voucherError =
    current && lookup.error
      ? isClientError(lookup.error)
        ? lookup.error.message || PAY_MSG.invalidCode
        : PAY_MSG.lookupFailed
      : null;
  const lookingUp = current && lookup.isFetching;
  limits.current = { voucher, voucherError, lookingUp };

  const addTransaction = useMutation({
    mutationFn: (body: Record<string, string>) =>
      api(`/pos/checkout/addTransaction?orderId=${orderId}`, { form: body, schema: addTransactionAnswerSchema }),
    onSuccess: (a) => {
      pendingKey.current = null;
      onAnswer(a);
      if (a.transaction.status !== 'declined') setType(null);
    },
    onError: (err) => {
      // A refusal is definite (a new attempt gets a new key); a dropped connection keeps the key so a retry is the same payment.
      if (err instanceof ApiError && err.status >= 400) pendingKey.current = null;
      showServerErrors(setError, err, FIELDS);
      toast.error(errorMessage(err), { staff: true });
    },
  });

  const sendLink = useMutation({
    mutationFn: (values: PayRequest) => {
      const q = new URLSearchParams({
        order_id: String(orderId),
        email: String(values.email ?? ''),
        telephone: String(values.telephone ?? ''),
      });
      return api(`/pos/order/sendPaymentURL?${q.toString()}`, { schema: sentLinkSchema });
    },
    onSuccess: (r) => {
      toast.success(r.success ?? 'The payment link has been sent.');
      setType(null);
    },
    onError: (err) => {
      showServerErrors(setError, err, FIELDS);
      setError(SERVER_ERROR, { type: 'server', message: errorMessage(err) });
    },
  });

  if (state.paymentTypes.length === 0) return <p className="pos-checkout__empty">{PAY_MSG.noPaymentTypes}</p>;

  const disabledType = (t: PaymentType) => balance <= 0 || (t === 'store_credit' && credit <= 0);

  const submit = handleSubmit((values) => {
    if (values.transaction_type === 'online') return sendLink.mutate(values);
    pendingKey.current ??= newKey();
    addTransaction.mutate(formBody(values, pendingKey.current));
  });
  const sending = addTransaction.isPending || sendLink.isPending;
  const formError = errors.root?.server?.message;

  const amountField = (extra?: ReactNode) => (
    <div className="pay-amount">
      <TextField
        label="Amount"
        inputMode="decimal"
        autoComplete="off"
        {...register('amount')}
        error={fieldError('amount')}
        required
      />
      {extra ?? (
        <div className="pay-amount__quick">
          <Button size="sm" variant="secondary" onClick={() => setAmount(Math.max(0, balance))}>
            Balance
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setAmount(Math.max(0, halfCents(balance)))}>
            50%
          </Button>
        </div>
      )}
    </div>
  );

  // What a card payment adds on top (decision 0095), by the same rule the server charges it with.
  const surchargeCents = cardSurchargeCents(toCents(amountText) ?? 0, state.cardSurcharge);
  const surchargeNote =
    state.cardSurcharge.percentBp > 0 ? (
      <p className="pay-form__surcharge" data-testid="card-surcharge">
        Card surcharge ({(state.cardSurcharge.percentBp / 100).toFixed(2)}%): {formatCents(surchargeCents)}. The card is
        charged {formatCents((toCents(amountText) ?? 0) + surchargeCents)}.
      </p>
    ) : null;

  const select = (
    name: 'card_type' | 'datacap_device' | 'payjunction_smart_terminal_id' | 'payjunction_terminal_id',
    label: string,
    options: { value: string; label: string }[],
  ) => (
    <SelectField
      label={label}
      placeholder="Select…"
      required
      {...register(name)}
      error={fieldError(name)}
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
                inputMode="numeric"
                {...register('check_number')}
                error={fieldError('check_number')}
                required
              />
            </>
          )}
          {type === 'card' && (
            <>
              {amountField()}
              {surchargeNote}
              {cardType}
              <TextField
                label="Last 4 digits (optional)"
                inputMode="numeric"
                maxLength={4}
                {...register('card_last4')}
                error={fieldError('card_last4')}
              />
              <label className="pay-check">
                <input type="checkbox" {...register('manual_entry')} /> Card number keyed in (manual entry)
              </label>
            </>
          )}
          {type === 'card_device' && (
            <>
              {amountField()}
              {surchargeNote}
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
              {surchargeNote}
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
                autoComplete="off"
                {...register('voucher_code')}
                error={fieldError('voucher_code') ?? voucherError ?? undefined}
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
                <p className="pay-form__fixed">Amount: {formatCents(toCents(amountText) ?? 0)}</p>
              )}
              {fieldError('amount') && creditOption !== 'custom' && (
                <p className="field__error">{fieldError('amount')}</p>
              )}
            </>
          )}
          {type === 'house_account' && (
            <>
              {amountField()}
              <TextField
                label="PO number"
                autoComplete="off"
                {...register('po_number')}
                error={fieldError('po_number')}
              />
            </>
          )}
          {type === 'online' && (
            <>
              <p className="pay-form__fixed">
                A link to pay the balance of {formatCents(Math.max(0, balance))} by card is sent by email, text or both.
              </p>
              <TextField
                label="Email"
                type="email"
                autoComplete="off"
                {...register('email')}
                error={fieldError('email')}
              />
              <TextField
                label="Mobile phone"
                type="tel"
                autoComplete="off"
                {...register('telephone')}
                error={fieldError('telephone')}
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
