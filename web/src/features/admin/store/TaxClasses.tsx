// Tax classes (issue 27, decision 0095): add, rename, delete one nothing uses. A rate (TaxRates) hangs on a class.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { taxClassSaveSchema, type TaxClassSave } from '@parts/common/settings-money';
import { errorMessage } from '../../../ui/api';
import { useAddKey } from '../../../ui/new-key';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { showServerErrors } from '../../../ui/form/server-errors';
import { useToast } from '../../../ui/toast/toast-context';
import { StaffTable } from '../../pos/shared/StaffTable';
import { deleteTaxClass, saveTaxClass, settingsKeys, taxQuery } from './settings-api';

type ClassRow = { tax_class_id: number; title: string };

export function TaxClasses() {
  const toast = useToast();
  const client = useQueryClient();
  const query = useQuery(taxQuery());
  const { register, handleSubmit, setError, reset, watch, formState } = useForm<TaxClassSave>({
    resolver: zodResolver(taxClassSaveSchema),
    defaultValues: { title: '' },
  });
  const editing = watch('tax_class_id') !== undefined;
  const done = async (success: string) => {
    toast.success(success);
    await client.invalidateQueries({ queryKey: settingsKeys.all });
  };
  const addKey = useAddKey();
  const save = useMutation({
    mutationFn: (body: TaxClassSave) =>
      saveTaxClass({ ...body, idempotency_key: addKey.for(body.tax_class_id !== undefined) }),
    onSuccess: async (a) => {
      addKey.renew();
      reset({ title: '', tax_class_id: undefined });
      await done(a.success);
    },
    onError: (err) => showServerErrors(setError, err, ['title']),
  });
  const remove = useMutation({
    mutationFn: deleteTaxClass,
    onSuccess: (a) => done(a.success),
    onError: (err) => toast.error(errorMessage(err), { staff: true }),
  });
  return (
    <section className="admin-form__group" aria-labelledby="tax-classes-heading">
      <h2 id="tax-classes-heading">Tax classes</h2>
      <StaffTable<ClassRow>
        rows={query.data?.classes}
        error={query.error}
        onRetry={() => void query.refetch()}
        loadingLabel="Loading the tax classes"
        emptyText="No tax classes."
        className="admin-table"
        caption="Tax classes"
        pager={{ page: 1, totalPages: 1, onPage: () => undefined, label: 'Tax class pages' }}
        head={
          <>
            <th scope="col">Tax class</th>
            <th scope="col">Rates</th>
            <th scope="col">Actions</th>
          </>
        }
        row={(c) => (
          <tr key={c.tax_class_id}>
            <td data-label="Tax class">{c.title}</td>
            <td data-label="Rates" className="num">
              {query.data?.rates.filter((r) => r.tax_class_id === c.tax_class_id).length ?? 0}
            </td>
            <td data-label="Actions">
              <span className="admin-actions">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => reset({ tax_class_id: c.tax_class_id, title: c.title })}
                >
                  Rename <span className="visually-hidden">{c.title}</span>
                </Button>
                <Button size="sm" variant="danger" onClick={() => remove.mutate(c.tax_class_id)}>
                  Delete <span className="visually-hidden">{c.title}</span>
                </Button>
              </span>
            </td>
          </tr>
        )}
      />
      <form
        className="admin-form__grid"
        aria-label={editing ? 'Rename the tax class' : 'Add a tax class'}
        onSubmit={(e) => void handleSubmit((body) => save.mutate(body))(e)}
        noValidate
      >
        <TextField label="Tax class name" required {...register('title')} error={formState.errors.title?.message} />
        <div className="admin-actions">
          <Button type="submit" busy={save.isPending}>
            {editing ? 'Save tax class' : 'Add tax class'}
          </Button>
          {editing && (
            <Button variant="secondary" onClick={() => reset({ title: '', tax_class_id: undefined })}>
              Cancel
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
