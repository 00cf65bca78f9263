// Store → Settings → Customer groups (issue 27, decision 0095). The pricing keys special prices and quantity discounts
// by group; one group is the default (shoppers not logged in, new customers). A group in use cannot be deleted.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { customerGroupSaveSchema, type CustomerGroupRow, type CustomerGroupSave } from '@parts/common/settings-money';
import { errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { PageHeading } from '../../../ui/PageHeading';
import { TextField } from '../../../ui/TextField';
import { showServerErrors } from '../../../ui/form/server-errors';
import { useToast } from '../../../ui/toast/toast-context';
import { StaffTable } from '../../pos/shared/StaffTable';
import { deleteGroup, groupsQuery, saveGroup, settingsKeys } from './settings-api';
import { SettingsLinks } from './SettingsLinks';
import { useAddKey } from '../../../ui/new-key';

const BLANK: CustomerGroupSave = { customer_group_id: undefined, name: '', is_default: false };

export default function CustomerGroupsPage() {
  const toast = useToast();
  const client = useQueryClient();
  const query = useQuery(groupsQuery());
  const { register, handleSubmit, setError, reset, watch, formState } = useForm<
    CustomerGroupSave,
    unknown,
    z.output<typeof customerGroupSaveSchema>
  >({ resolver: zodResolver(customerGroupSaveSchema), defaultValues: BLANK });
  const editing = watch('customer_group_id') !== undefined;
  const done = async (success: string) => {
    toast.success(success);
    await client.invalidateQueries({ queryKey: settingsKeys.all });
  };
  const addKey = useAddKey();
  const save = useMutation({
    mutationFn: (body: CustomerGroupSave) =>
      saveGroup({ ...body, idempotency_key: addKey.for(body.customer_group_id !== undefined) }),
    onSuccess: async (a) => {
      addKey.renew();
      reset(BLANK);
      await done(a.success);
    },
    onError: (err) => showServerErrors(setError, err, ['name', 'is_default']),
  });
  const remove = useMutation({
    mutationFn: deleteGroup,
    onSuccess: (a) => done(a.success),
    onError: (err) => toast.error(errorMessage(err), { staff: true }),
  });
  return (
    <>
      <PageHeading
        title="Customer groups"
        description="Special prices and quantity discounts are set per group on each product; one group is the default."
      />
      <SettingsLinks />
      <section className="admin-form__group" aria-labelledby="groups-heading">
        <h2 id="groups-heading">Groups</h2>
        <StaffTable<CustomerGroupRow>
          rows={query.data}
          error={query.error}
          onRetry={() => void query.refetch()}
          loadingLabel="Loading the customer groups"
          emptyText="No customer groups."
          className="admin-table"
          caption="Customer groups"
          pager={{ page: 1, totalPages: 1, onPage: () => undefined, label: 'Customer group pages' }}
          head={
            <>
              <th scope="col">Group</th>
              <th scope="col">Customers</th>
              <th scope="col">Prices</th>
              <th scope="col">Actions</th>
            </>
          }
          row={(g) => (
            <tr key={g.customer_group_id}>
              <td data-label="Group">
                {g.name}
                {g.is_default && <span className="admin-table__sub">Default</span>}
              </td>
              <td data-label="Customers" className="num">
                {g.customers}
              </td>
              <td data-label="Prices" className="num">
                {g.prices}
              </td>
              <td data-label="Actions">
                <span className="admin-actions">
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() =>
                      reset({ customer_group_id: g.customer_group_id, name: g.name, is_default: g.is_default })
                    }
                  >
                    Edit <span className="visually-hidden">{g.name}</span>
                  </Button>
                  {!g.is_default && g.customers + g.prices === 0 && (
                    <Button size="sm" variant="danger" onClick={() => remove.mutate(g.customer_group_id)}>
                      Delete <span className="visually-hidden">{g.name}</span>
                    </Button>
                  )}
                </span>
              </td>
            </tr>
          )}
        />
        <form
          className="admin-form__grid"
          aria-label={editing ? 'Change the group' : 'Add a group'}
          onSubmit={(e) => void handleSubmit((body) => save.mutate(body))(e)}
          noValidate
        >
          <TextField label="Group name" required {...register('name')} error={formState.errors.name?.message} />
          <div className="field">
            <label className="admin-check">
              <input type="checkbox" {...register('is_default')} /> Default group
            </label>
            <p className="field__hint">Shoppers not logged in and new customers get the default group's prices.</p>
            {formState.errors.is_default && <p className="field__error">{formState.errors.is_default.message}</p>}
          </div>
          <div className="admin-actions">
            <Button type="submit" busy={save.isPending}>
              {editing ? 'Save group' : 'Add group'}
            </Button>
            {editing && (
              <Button variant="secondary" onClick={() => reset(BLANK)}>
                Cancel
              </Button>
            )}
          </div>
        </form>
      </section>
    </>
  );
}
