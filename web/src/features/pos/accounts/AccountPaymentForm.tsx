// A payment on account at the counter (issue 28, decision 0058): any tender, to the oldest open invoices first or to
// the invoices the cashier ticks. Each attempt carries one idempotency key, kept while a dropped request is retried.
import { useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  ACCOUNT_TENDER_NAMES,
  ACCOUNT_TENDERS,
  accountPaymentAnswerSchema,
  accountPaymentInput,
  type HouseAccount,
} from '@parts/common/house-account';
import { centsToDecimal, formatCents } from '@parts/common/money';
import { api, ApiError } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { showServerErrors } from '../../../ui/form/server-errors';
import { useToast } from '../../../ui/toast/toast-context';
import { newKey, refreshAccounts } from './account-queries';

type PayForm = z.input<typeof accountPaymentInput>;
const FIELDS = ['amount', 'tender', 'check_number', 'invoice_ids'] as const;
const PLACEHOLDER = 'checking-the-form';

export function AccountPaymentForm({ account }: { account: HouseAccount }) {
  const client = useQueryClient();
  const toast = useToast();
  const key = useRef<string | null>(null);
  const form = useForm<PayForm>({
    resolver: zodResolver(accountPaymentInput, undefined, { raw: true }),
    defaultValues: {
      amount: centsToDecimal(account.balance_cents),
      tender: 'cash',
      check_number: '',
      invoice_ids: [],
      idempotency_key: PLACEHOLDER,
    },
  });
  const { register, handleSubmit, setError, reset, control, formState } = form;
  const tender = useWatch({ control, name: 'tender' });
  const pay = useMutation({
    mutationFn: (values: PayForm) =>
      api(`/pos/account/pay?customerId=${account.customer_id}`, {
        json: { ...values, idempotency_key: key.current },
        schema: accountPaymentAnswerSchema,
      }),
    onSuccess: async (r) => {
      key.current = null;
      toast.success(r.success, { staff: true });
      reset({
        amount: centsToDecimal(r.account.balance_cents),
        tender: 'cash',
        check_number: '',
        invoice_ids: [],
        idempotency_key: PLACEHOLDER,
      });
      await refreshAccounts(client);
    },
    onError: (err) => {
      // A refusal is definite; a dropped connection keeps the key so the retry is the same payment.
      if (err instanceof ApiError && err.status >= 400) key.current = null;
      showServerErrors(setError, err, FIELDS);
    },
  });
  const e = formState.errors;
  return (
    <form
      className="house-account__pay"
      aria-label="Payment on account"
      noValidate
      onSubmit={(ev) =>
        void handleSubmit((v) => {
          key.current ??= newKey();
          pay.mutate(v);
        })(ev)
      }
    >
      <h3>Open invoices</h3>
      <table className="house-account__invoices">
        <thead>
          <tr>
            <th scope="col">Pay</th>
            <th scope="col">Invoice</th>
            <th scope="col">Date</th>
            <th scope="col">Due</th>
            <th scope="col" className="num">
              Open
            </th>
          </tr>
        </thead>
        <tbody>
          {account.open_invoices.map((i) => (
            <tr key={i.id}>
              <td>
                <input
                  type="checkbox"
                  value={i.id}
                  aria-label={`Pay invoice #${i.order_id}`}
                  {...register('invoice_ids')}
                />
              </td>
              <td>
                #{i.order_id}
                {i.po_number && <span className="house-account__po"> PO {i.po_number}</span>}
              </td>
              <td>{i.date}</td>
              <td>{i.due_date}</td>
              <td className="num">{formatCents(i.open_cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="field__hint">With no invoice ticked, the payment goes to the oldest invoices first.</p>
      <h3>Payment on account</h3>
      <div className="house-account__grid">
        <TextField label="Amount" inputMode="decimal" required {...register('amount')} error={e.amount?.message} />
        <SelectField
          label="Payment type"
          required
          {...register('tender')}
          error={e.tender?.message}
          options={ACCOUNT_TENDERS.map((t) => ({ value: t, label: ACCOUNT_TENDER_NAMES[t] }))}
        />
        {tender === 'check' && (
          <TextField
            label="Check number"
            inputMode="numeric"
            required
            {...register('check_number')}
            error={e.check_number?.message}
          />
        )}
      </div>
      {e.root?.server && (
        <p className="form-alert" role="alert">
          {e.root.server.message}
        </p>
      )}
      <Button type="submit" busy={pay.isPending}>
        Take Payment
      </Button>
    </form>
  );
}
