// The display currencies (decision 0095): code, symbol, rate per unit of the default currency, on or off. The
// storefront's currency switch lists the ones that are on and converts prices at these rates for display only.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { currencySaveSchema, type CurrencyRow, type CurrencySave } from '@parts/common/settings-money';
import { errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { showServerErrors } from '../../../ui/form/server-errors';
import { useToast } from '../../../ui/toast/toast-context';
import { StaffTable } from '../../pos/shared/StaffTable';
import { currenciesQuery, deleteCurrency, saveCurrency, settingsKeys } from './settings-api';

const BLANK: CurrencySave = {
  original_code: undefined,
  code: '',
  title: '',
  symbol: '',
  rate: '',
  is_default: false,
  status: true,
};
const FIELDS = ['code', 'title', 'symbol', 'rate', 'is_default', 'status'] as const;

export function CurrenciesEditor() {
  const toast = useToast();
  const client = useQueryClient();
  const query = useQuery(currenciesQuery());
  const { register, handleSubmit, setError, reset, watch, formState } = useForm<
    CurrencySave,
    unknown,
    z.output<typeof currencySaveSchema>
  >({ resolver: zodResolver(currencySaveSchema), defaultValues: BLANK });
  const editing = watch('original_code');
  const done = async (success: string) => {
    toast.success(success);
    await client.invalidateQueries({ queryKey: settingsKeys.all });
  };
  const save = useMutation({
    mutationFn: saveCurrency,
    onSuccess: async (a) => {
      reset(BLANK);
      await done(a.success);
    },
    onError: (err) => showServerErrors(setError, err, [...FIELDS]),
  });
  const remove = useMutation({
    mutationFn: deleteCurrency,
    onSuccess: (a) => done(a.success),
    onError: (err) => toast.error(errorMessage(err), { staff: true }),
  });
  const err = (k: (typeof FIELDS)[number]) => formState.errors[k]?.message;
  return (
    <section className="admin-form__group" aria-labelledby="currencies-heading">
      <h2 id="currencies-heading">Currencies</h2>
      <StaffTable<CurrencyRow>
        rows={query.data}
        error={query.error}
        onRetry={() => void query.refetch()}
        loadingLabel="Loading the currencies"
        emptyText="No currencies."
        className="admin-table"
        caption="Currencies"
        pager={{ page: 1, totalPages: 1, onPage: () => undefined, label: 'Currency pages' }}
        head={
          <>
            <th scope="col">Currency</th>
            <th scope="col">Rate</th>
            <th scope="col">Shown</th>
            <th scope="col">Actions</th>
          </>
        }
        row={(c) => (
          <tr key={c.code}>
            <td data-label="Currency">
              {c.code} · {c.symbol} <span className="admin-table__sub">{c.title}</span>
            </td>
            <td data-label="Rate" className="num">
              {c.rate}
            </td>
            <td data-label="Shown">{c.is_default ? 'Default' : c.status ? 'On' : 'Off'}</td>
            <td data-label="Actions">
              <span className="admin-actions">
                <Button size="sm" variant="secondary" onClick={() => reset({ ...c, original_code: c.code })}>
                  Edit <span className="visually-hidden">{c.code}</span>
                </Button>
                {!c.is_default && (
                  <Button size="sm" variant="danger" onClick={() => remove.mutate(c.code)}>
                    Delete <span className="visually-hidden">{c.code}</span>
                  </Button>
                )}
              </span>
            </td>
          </tr>
        )}
      />
      <form
        className="admin-form__grid"
        aria-label={editing ? 'Change the currency' : 'Add a currency'}
        onSubmit={(e) => void handleSubmit((body) => save.mutate(body))(e)}
        noValidate
      >
        <TextField
          label="Code"
          required
          maxLength={3}
          autoCapitalize="characters"
          {...register('code')}
          error={err('code')}
        />
        <TextField label="Name" required {...register('title')} error={err('title')} />
        <TextField label="Symbol" required maxLength={4} {...register('symbol')} error={err('symbol')} />
        <TextField
          label="Rate"
          required
          inputMode="decimal"
          hint="Units of this currency per unit of the default currency; the default's rate is 1."
          {...register('rate')}
          error={err('rate')}
        />
        <div className="field">
          <label className="admin-check">
            <input type="checkbox" {...register('status')} /> Shoppers can choose it
          </label>
          <label className="admin-check">
            <input type="checkbox" {...register('is_default')} /> Default currency (prices are kept in it)
          </label>
          {(err('is_default') || err('status')) && <p className="field__error">{err('is_default') ?? err('status')}</p>}
        </div>
        <div className="admin-actions">
          <Button type="submit" busy={save.isPending}>
            {editing ? 'Save currency' : 'Add currency'}
          </Button>
          {editing && (
            <Button variant="secondary" onClick={() => reset(BLANK)}>
              Cancel
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
