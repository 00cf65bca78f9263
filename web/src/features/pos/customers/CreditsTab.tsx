import { useState, type FormEvent } from 'react';
import { CUSTOMER_MSG } from '@parts/common/customers';
import { creditAddAnswerSchema, creditAddSchema, creditListSchema } from '@parts/common/customer-tabs';
import { fieldErrors } from '@parts/common/input';
import { api, ApiError, errorMessage } from '../../../ui/api';
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
  const toast = useToast();
  const [page, setPage] = useState(1);
  const { data, error, refresh, retry } = useCustomerQuery(
    customerKeys.tab(customerId, 'credits', page),
    `/api/customer_credit?customerId=${customerId}&page=${page}&limit=10`,
    creditListSchema,
    customerKeys.customer(customerId),
  );
  const [form, setForm] = useState({ description: '', amount: '', type: 'credit' as 'credit' | 'debit' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = creditAddSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const res = await api(`/api/customer_credit/add?customer_id=${customerId}`, {
        json: form,
        schema: creditAddAnswerSchema,
      });
      toast.success(res.success);
      setForm({ description: '', amount: '', type: 'credit' });
      setPage(1);
      await refresh();
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fieldErrors).length) setErrors({ ...err.fieldErrors });
      else setErrors({ form: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };

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
      <form className="customer-subform" noValidate onSubmit={(e) => void submit(e)} aria-label="Add credit">
        <h2 className="customer-subform__title">Add Credit</h2>
        <div role="alert" className="form-alert" hidden={!errors.form}>
          {errors.form}
        </div>
        <TextField
          label="Description"
          value={form.description}
          onChange={(e) => setForm({ ...form, description: e.target.value })}
          error={errors.description}
          required
        />
        <div className="form-row">
          <TextField
            label="Amount"
            inputMode="decimal"
            placeholder="0.00"
            value={form.amount}
            onChange={(e) => setForm({ ...form, amount: e.target.value })}
            error={errors.amount}
            required
          />
          <fieldset className="field customer-form__choices">
            <legend className="field__label">Type</legend>
            <label className="check">
              <input
                type="radio"
                name="credit-type"
                checked={form.type === 'credit'}
                onChange={() => setForm({ ...form, type: 'credit' })}
              />{' '}
              Credit (adds to the balance)
            </label>
            <label className="check">
              <input
                type="radio"
                name="credit-type"
                checked={form.type === 'debit'}
                onChange={() => setForm({ ...form, type: 'debit' })}
              />{' '}
              Debit (takes from the balance)
            </label>
          </fieldset>
        </div>
        <div className="form-actions">
          <Button type="submit" busy={busy}>
            Add Credit
          </Button>
        </div>
      </form>
    </section>
  );
}
