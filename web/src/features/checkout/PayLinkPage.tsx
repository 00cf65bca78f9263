import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { cardFieldsInput } from '@parts/common/checkout';
import { fieldErrors } from '@parts/common/input';
import { paymentLinkSchema, RECEIPT_MSG } from '@parts/common/receipt';
import { ApiError, api, errorMessage } from '../../ui/api';
import { Button } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { PageHeading } from '../../ui/PageHeading';
import { PageLoading } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { useApi } from '../../ui/useApi';
import './paylink.css';

const newKey = () =>
  (typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`
  ).replace(/[^A-Za-z0-9_-]/g, '');
const paidAnswer = z.object({ success: z.string(), order_id: z.number(), amount: z.string() });

/** The page an online payment link opens (no login): the order's balance, paid once by card. Decision 0020. */
export default function PayLinkPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { data, error, reload } = useApi(
    token ? `/checkout/payment_link/info?token=${encodeURIComponent(token)}` : null,
    paymentLinkSchema,
  );
  const [key] = useState(newKey);
  const [form, setForm] = useState({ card_number: '', card_expiry: '', card_cvc: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (!token) return <PageHeading title="Pay your balance" description={RECEIPT_MSG.linkNotFound} />;
  if (error) return <ErrorState title="This link cannot be used" message={error} />;
  if (!data) return <PageLoading label="Loading your balance" />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = cardFieldsInput.safeParse(form);
    setErrors(checked.success ? {} : fieldErrors(checked.error));
    if (!checked.success) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await api('/checkout/payment_link/pay', {
        json: { token, idempotency_key: key, ...form },
        schema: paidAnswer,
      });
      setDone(answer.success);
    } catch (err) {
      setFailure(
        err instanceof ApiError && Object.keys(err.fieldErrors).length
          ? `${err.message} ${Object.values(err.fieldErrors).join(' ')}`
          : errorMessage(err),
      );
      if (err instanceof ApiError && err.status !== 402) reload();
    } finally {
      setBusy(false);
    }
  };

  const set = (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [k]: e.target.value });
  return (
    <div className="paylink">
      <PageHeading title={`Pay for order #${data.order_id}`} description={data.store} />
      <dl className="paylink__sums">
        <div>
          <dt>Order total</dt>
          <dd>{data.order_total_text}</dd>
        </div>
        <div>
          <dt>Paid so far</dt>
          <dd>{data.amount_paid_text}</dd>
        </div>
        <div className="paylink__due">
          <dt>Balance due</dt>
          <dd>{data.balance_due_text}</dd>
        </div>
      </dl>
      {done ? (
        <p role="status" className="paylink__done">
          {done}
        </p>
      ) : data.state !== 'open' ? (
        <p role="alert">{data.message}</p>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate className="paylink__form" aria-label="Card payment">
          <TextField
            label="Card number"
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={23}
            value={form.card_number}
            onChange={set('card_number')}
            error={errors.card_number}
            required
          />
          <TextField
            label="Expiry (MM/YY)"
            autoComplete="cc-exp"
            maxLength={5}
            value={form.card_expiry}
            onChange={set('card_expiry')}
            error={errors.card_expiry}
            required
          />
          <TextField
            label="CVC"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            value={form.card_cvc}
            onChange={set('card_cvc')}
            error={errors.card_cvc}
            required
          />
          {failure && (
            <p role="alert" className="field__error">
              {failure}
            </p>
          )}
          <Button type="submit" size="lg" busy={busy}>
            Pay {data.balance_due_text}
          </Button>
        </form>
      )}
    </div>
  );
}
