import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { cardFieldsInput, payLinkPaidAnswer } from '@parts/common/checkout';
import { MSG } from '@parts/common/messages';
import { RECEIPT_MSG } from '@parts/common/receipt';
import { ApiError, api, errorMessage } from '../../ui/api';
import { Button } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { PageHeading } from '../../ui/PageHeading';
import { PageLoading } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { SERVER_ERROR } from '../../ui/form/server-errors';
import { queryErrorMessage } from '../../ui/query/errors';
import { newKey } from '../../ui/new-key';
import { checkoutKeys, payLinkQuery } from './checkout-queries';
import './paylink.css';

type CardFields = z.input<typeof cardFieldsInput>;

/** The page an online payment link opens (no login): the order's balance, paid once by card. Decision 0020. */
export default function PayLinkPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const client = useQueryClient();
  const { data, error } = useQuery({ ...payLinkQuery(token), enabled: token !== '' });
  const [key] = useState(newKey);
  const { register, handleSubmit, setError, formState } = useForm<CardFields>({
    resolver: zodResolver(cardFieldsInput),
    defaultValues: { card_number: '', card_expiry: '', card_cvc: '' },
  });
  const pay = useMutation({
    mutationFn: (card: CardFields) =>
      api('/checkout/payment_link/pay', { json: { token, idempotency_key: key, ...card }, schema: payLinkPaidAnswer }),
    onError: (err) => {
      // The card's refusal says why with its field problems in one line, as the page showed it before.
      setError(SERVER_ERROR, {
        type: 'server',
        message:
          err instanceof ApiError && Object.keys(err.fieldErrors).length
            ? `${err.message} ${Object.values(err.fieldErrors).join(' ')}`
            : errorMessage(err),
      });
      // Anything but a declined card may have changed the link (paid elsewhere, expired): read it again.
      if (err instanceof ApiError && err.status !== 402)
        void client.invalidateQueries({ queryKey: checkoutKeys.payLink(token) });
    },
  });

  if (!token) return <PageHeading title="Pay your balance" description={RECEIPT_MSG.linkNotFound} />;
  if (error)
    return <ErrorState title="This link cannot be used" message={queryErrorMessage(error) ?? MSG.somethingWentWrong} />;
  if (!data) return <PageLoading label="Loading your balance" />;

  const submit = handleSubmit((card) => {
    if (!pay.isPending) pay.mutate(card);
  });
  const done = pay.data?.success ?? null;
  const failure = formState.errors.root?.server?.message;
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
            {...register('card_number')}
            error={formState.errors.card_number?.message}
            required
          />
          <TextField
            label="Expiry (MM/YY)"
            autoComplete="cc-exp"
            maxLength={5}
            {...register('card_expiry')}
            error={formState.errors.card_expiry?.message}
            required
          />
          <TextField
            label="CVC"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            {...register('card_cvc')}
            error={formState.errors.card_cvc?.message}
            required
          />
          {failure && (
            <p role="alert" className="field__error">
              {failure}
            </p>
          )}
          <Button type="submit" size="lg" busy={pay.isPending}>
            Pay {data.balance_due_text}
          </Button>
        </form>
      )}
    </div>
  );
}
