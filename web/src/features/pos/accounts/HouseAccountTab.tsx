// The customer editor's House Account tab (issue 28, decision 0058): the account's settings (a manager sets them),
// its balance, available credit and aging, its open invoices, a payment on account and the statement.
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { houseAccountInput, houseAccountSchema, type HouseAccount } from '@parts/common/house-account';
import { formatCents } from '@parts/common/money';
import { api, errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { ErrorState } from '../../../ui/ErrorState';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { showServerErrors } from '../../../ui/form/server-errors';
import { useToast } from '../../../ui/toast/toast-context';
import { accountQuery, refreshAccounts } from './account-queries';
import { AccountPaymentForm } from './AccountPaymentForm';
import { AgingBars } from './AgingBars';
import './accounts.css';

type Settings = z.input<typeof houseAccountInput>;
const FIELDS = ['credit_limit', 'terms_days', 'statement_day'] as const;
const saveAnswer = z.object({ success: z.string(), account: houseAccountSchema });

const settingsOf = (a: HouseAccount): Settings => ({
  enabled: a.enabled,
  credit_limit: a.credit_limit,
  terms_days: String(a.terms_days),
  statement_day: String(a.statement_day),
  po_required: a.po_required,
  on_hold: a.on_hold,
});

export function HouseAccountTab({ customerId }: { customerId: number }) {
  const account = useQuery(accountQuery(customerId));
  return (
    <section aria-label="House Account" className="customer-tab house-account">
      {account.error ? (
        <ErrorState message={errorMessage(account.error)} onRetry={() => void account.refetch()} />
      ) : !account.data ? (
        <Spinner label="Loading the house account" />
      ) : (
        <>
          {account.data.enabled && <AccountSummary account={account.data} />}
          <SettingsForm account={account.data} />
          {account.data.enabled && account.data.balance_cents > 0 && <AccountPaymentForm account={account.data} />}
        </>
      )}
    </section>
  );
}

function AccountSummary({ account: a }: { account: HouseAccount }) {
  return (
    <div className="house-account__summary">
      <dl className="house-account__facts">
        <div>
          <dt>Balance</dt>
          <dd data-testid="account-balance">{formatCents(a.balance_cents)}</dd>
        </div>
        <div>
          <dt>Available</dt>
          <dd data-testid="account-available">{formatCents(a.available_cents)}</dd>
        </div>
        <div>
          <dt>Credit limit</dt>
          <dd>{formatCents(Math.round(Number(a.credit_limit) * 100))}</dd>
        </div>
        <div>
          <dt>Terms</dt>
          <dd>Net {a.terms_days}</dd>
        </div>
        {a.customer_group && (
          <div>
            <dt>Price level</dt>
            <dd>{a.customer_group}</dd>
          </div>
        )}
      </dl>
      {a.on_hold && (
        <p className="form-alert" role="status">
          On hold: no sale can be charged to this account.
        </p>
      )}
      <AgingBars aging={a.aging} label="This account's aging" />
      <p className="house-account__links">
        <Link className="btn btn--secondary btn--sm" to={`/pos/accounts/statement?customer_id=${a.customer_id}`}>
          Statement
        </Link>
      </p>
    </div>
  );
}

function SettingsForm({ account }: { account: HouseAccount }) {
  const client = useQueryClient();
  const toast = useToast();
  const form = useForm<Settings>({
    resolver: zodResolver(houseAccountInput, undefined, { raw: true }),
    defaultValues: settingsOf(account),
  });
  const { register, handleSubmit, setError, reset, formState } = form;
  useEffect(() => reset(settingsOf(account)), [account, reset]);
  const save = useMutation({
    mutationFn: (values: Settings) =>
      api(`/pos/account/save?customerId=${account.customer_id}`, {
        json: values,
        schema: saveAnswer,
      }),
    onSuccess: async (r) => {
      toast.success(r.success, { staff: true });
      await refreshAccounts(client);
    },
    onError: (err) => showServerErrors(setError, err, FIELDS),
  });
  const e = formState.errors;
  return (
    <form
      className="house-account__settings"
      aria-label="House account settings"
      noValidate
      onSubmit={(ev) => void handleSubmit((v) => save.mutate(v))(ev)}
    >
      <h3>Account settings</h3>
      <label className="pay-check">
        <input type="checkbox" {...register('enabled')} /> Charge account open
      </label>
      <div className="house-account__grid">
        <TextField
          label="Credit limit"
          inputMode="decimal"
          {...register('credit_limit')}
          error={e.credit_limit?.message}
        />
        <TextField label="Terms (days)" inputMode="numeric" {...register('terms_days')} error={e.terms_days?.message} />
        <TextField
          label="Statement day"
          inputMode="numeric"
          hint="Day of the month, 1 to 28"
          {...register('statement_day')}
          error={e.statement_day?.message}
        />
      </div>
      <label className="pay-check">
        <input type="checkbox" {...register('po_required')} /> PO number required
      </label>
      <label className="pay-check">
        <input type="checkbox" {...register('on_hold')} /> On hold
      </label>
      {e.root?.server && (
        <p className="form-alert" role="alert">
          {e.root.server.message}
        </p>
      )}
      <Button type="submit" busy={save.isPending}>
        Save Account
      </Button>
    </form>
  );
}
