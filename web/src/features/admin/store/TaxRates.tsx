// Tax rates per store on the Settings page (issue 27, decision 0076): each rate is a tax class's percent in a region
// (the stores sharing a zone code); a new rate is in the next cart's totals.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { taxRateSaveSchema, type TaxRateRow, type TaxRateSave } from '@parts/common/settings-admin';
import { errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { showServerErrors } from '../../../ui/form/server-errors';
import { useToast } from '../../../ui/toast/toast-context';
import { StaffTable } from '../../pos/shared/StaffTable';
import { deleteTaxRate, saveTaxRate, settingsKeys, taxQuery } from './settings-api';

export function TaxRates() {
  const toast = useToast();
  const client = useQueryClient();
  const query = useQuery(taxQuery());
  const classes = query.data?.classes ?? [];
  const zones = query.data?.zones ?? [];
  const { register, handleSubmit, setError, reset, watch, formState } = useForm<
    TaxRateSave,
    unknown,
    z.output<typeof taxRateSaveSchema>
  >({
    resolver: zodResolver(taxRateSaveSchema),
    defaultValues: { name: '', rate: '', zone_code: '' },
  });
  const editing = watch('tax_rate_id');
  const blank = { tax_rate_id: undefined, tax_class_id: '', name: '', rate: '', zone_code: '' };
  const done = async (success: string) => {
    toast.success(success);
    await client.invalidateQueries({ queryKey: settingsKeys.all });
  };
  const save = useMutation({
    mutationFn: saveTaxRate,
    onSuccess: async (a) => {
      reset(blank);
      await done(a.success);
    },
    onError: (err) => showServerErrors(setError, err, ['tax_class_id', 'name', 'rate', 'zone_code']),
  });
  const remove = useMutation({
    mutationFn: deleteTaxRate,
    onSuccess: (a) => done(a.success),
    onError: (err) => toast.error(errorMessage(err), { staff: true }),
  });
  const className = (id: number) => classes.find((c) => c.tax_class_id === id)?.title ?? String(id);
  const storesOf = (zone: string) => zones.find((z) => z.zone_code === zone)?.stores ?? '';
  return (
    <section className="admin-form__group" aria-labelledby="tax-rates-heading">
      <h2 id="tax-rates-heading">Tax rates</h2>
      <StaffTable<TaxRateRow>
        rows={query.data?.rates}
        error={query.error}
        onRetry={() => void query.refetch()}
        loadingLabel="Loading the tax rates"
        emptyText="No tax rates."
        className="admin-table"
        caption="Tax rates by region"
        pager={{ page: 1, totalPages: 1, onPage: () => undefined, label: 'Tax rate pages' }}
        head={
          <>
            <th scope="col">Name</th>
            <th scope="col">Rate</th>
            <th scope="col">Tax class</th>
            <th scope="col">Region</th>
            <th scope="col">Actions</th>
          </>
        }
        row={(r) => (
          <tr key={r.tax_rate_id}>
            <td data-label="Name">{r.name}</td>
            <td data-label="Rate" className="num">
              {r.rate}%
            </td>
            <td data-label="Tax class">{className(r.tax_class_id)}</td>
            <td data-label="Region">
              {r.zone_code}
              <span className="admin-table__sub">{storesOf(r.zone_code)}</span>
            </td>
            <td data-label="Actions">
              <span className="admin-actions">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => reset({ ...r, tax_class_id: String(r.tax_class_id) })}
                >
                  Edit <span className="visually-hidden">{r.name}</span>
                </Button>
                <Button size="sm" variant="danger" onClick={() => remove.mutate(r.tax_rate_id)}>
                  Delete <span className="visually-hidden">{r.name}</span>
                </Button>
              </span>
            </td>
          </tr>
        )}
      />
      <form
        className="admin-form__grid"
        aria-label={editing ? 'Change the tax rate' : 'Add a tax rate'}
        onSubmit={(e) => void handleSubmit((body) => save.mutate(body))(e)}
        noValidate
      >
        <SelectField
          label="Tax class"
          required
          placeholder="Choose…"
          options={classes.map((c) => ({ value: String(c.tax_class_id), label: c.title }))}
          {...register('tax_class_id')}
          error={formState.errors.tax_class_id?.message}
        />
        <TextField label="Rate name" required {...register('name')} error={formState.errors.name?.message} />
        <TextField
          label="Rate (%)"
          required
          inputMode="decimal"
          {...register('rate')}
          error={formState.errors.rate?.message}
        />
        <SelectField
          label="Region"
          required
          placeholder="Choose…"
          // The region's code and its first store: the full list of stores is in the table above, and a long option would
          // widen the select past a phone's width.
          options={zones.map((z) => ({ value: z.zone_code, label: `${z.zone_code} (${z.stores.split(', ')[0]}…)` }))}
          {...register('zone_code')}
          error={formState.errors.zone_code?.message}
        />
        <div className="admin-actions">
          <Button type="submit" busy={save.isPending}>
            {editing ? 'Save rate' : 'Add rate'}
          </Button>
          {editing && (
            <Button variant="secondary" onClick={() => reset(blank)}>
              Cancel
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
