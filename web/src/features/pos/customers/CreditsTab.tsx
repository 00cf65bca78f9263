import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { CUSTOMER_MSG } from '@parts/common/customers';
import { creditAddAnswerSchema, creditAddSchema, creditListSchema } from '@parts/common/customer-tabs';
import { api } from '../../../ui/api';
import { showServerErrors } from '../../../ui/form/server-errors';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { customerKeys, useCustomerQuery } from './customer-queries';
import { useToast } from '../../../ui/toast/toast-context';
import { ListError } from '../shared/StaffTable';
import { Pager } from '../shared/Pager';
import { useStoreTime } from '../../../app/store-time';

/** Credits: the store-credit ledger (description, amount, date) with its balance, and a credit or debit to add. */
export function CreditsTab({ customerId }: { customerId: number }) {
  const storeTime = useStoreTime();
  const [page, setPage] = useState(1);
  const { data, error, retry } = useCustomerQuery(
    customerKeys.tab(customerId, 'credits', page),
    `/api/customer_credit?customerId=${customerId}&page=${page}&limit=10`,
    creditListSchema,
    customerKeys.customer(customerId),
  );
  return (
    <section aria-label="Credits" className="customer-tab">
      {error ? (
        <ListError onRetry={retry} />
      ) : !data ? (
        <Spinner label="Loading credits" />
      ) : (
        <>
          <p className="customer-balance">
            Balance: <strong data-testid="credit-balance">{data.data.balance_text}</strong>
          </p>
          {data.results.length === 0 ? (
            <p className="customers-empty">{CUSTOMER_MSG.noResults}</p>
          ) : (
            <div className="customers-table-wrap">
              <table className="customers-table">
                <caption className="visually-hidden">Store credit entries</caption>
                <thead>
                  <tr>
                    <th scope="col">Date Added</th>
                    <th scope="col">Description</th>
                    <th scope="col">Amount</th>
                  </tr>
                </thead>
                <tbody>
                  {data.results.map((r) => (
                    <tr key={r.customer_transaction_id}>
                      <td data-label="Date Added">{storeTime(r.date_added)}</td>
                      <td data-label="Description">{r.description}</td>
                      <td data-label="Amount">{r.amount_text}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager page={page} totalPages={data.totalPages} onPage={setPage} label="Credit pages" />
        </>
      )}
      <CreditForm customerId={customerId} onAdded={() => setPage(1)} />
    </section>
  );
}

type CreditRequest = z.input<typeof creditAddSchema>;
const EMPTY: CreditRequest = { description: '', amount: '', type: 'credit' };
const FIELDS = ['description', 'amount', 'type'] as const;
// The raw values are sent: the server parses them with the same schema (the amount in dollars becomes cents there).
const checkCredit = zodResolver(creditAddSchema, undefined, { raw: true }) as unknown as Resolver<CreditRequest>;

/** Add Credit: a credit or a debit, checked by the route's own schema; the ledger and balance are fetched again. */
function CreditForm({ customerId, onAdded }: { customerId: number; onAdded: () => void }) {
  const toast = useToast();
  const client = useQueryClient();
  const { register, handleSubmit, reset, setError, formState } = useForm<CreditRequest>({
    resolver: checkCredit,
    defaultValues: EMPTY,
  });
  const errors = formState.errors;
  const add = useMutation({
    mutationFn: (values: CreditRequest) =>
      api(`/api/customer_credit/add?customer_id=${customerId}`, { json: values, schema: creditAddAnswerSchema }),
    onSuccess: async (res) => {
      toast.success(res.success);
      reset(EMPTY);
      onAdded();
      await client.invalidateQueries({ queryKey: customerKeys.customer(customerId) });
    },
    onError: (err) => showServerErrors(setError, err, FIELDS),
  });
  const submit = handleSubmit((values) => add.mutateAsync(values).catch(() => undefined));

  return (
    <form className="customer-subform" noValidate onSubmit={(e) => void submit(e)} aria-label="Add credit">
      <h2 className="customer-subform__title">Add Credit</h2>
      <div role="alert" className="form-alert" hidden={!errors.root?.server}>
        {errors.root?.server?.message}
      </div>
      <TextField label="Description" {...register('description')} error={errors.description?.message} required />
      <div className="form-row">
        <TextField
          label="Amount"
          inputMode="decimal"
          placeholder="0.00"
          {...register('amount')}
          error={errors.amount?.message}
          required
        />
        <fieldset className="field customer-form__choices">
          <legend className="field__label">Type</legend>
          <label className="check">
            <input type="radio" value="credit" {...register('type')} /> Credit (adds to the balance)
          </label>
          <label className="check">
            <input type="radio" value="debit" {...register('type')} /> Debit (takes from the balance)
          </label>
        </fieldset>
      </div>
      <div className="form-actions">
        <Button type="submit" busy={add.isPending || formState.isSubmitting}>
          Add Credit
        </Button>
      </div>
    </form>
  );
}
