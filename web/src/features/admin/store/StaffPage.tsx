// Store → Staff (issue 27, decision 0075): the staff list with its role, home store and state; add or edit a user,
// disable (their sessions end) or enable them, reset a PIN or a password.
import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ROLE_LABEL, STAFF_ROLES } from '@parts/common/flags';
import type { StaffListQuery, StaffRow } from '@parts/common/staff-admin';
import { useFlags } from '../../../app/flags-context';
import { errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { PageHeading } from '../../../ui/PageHeading';
import { useToast } from '../../../ui/toast/toast-context';
import { StaffTable } from '../../pos/shared/StaffTable';
import { StaffEditor } from './StaffEditor';
import { SecretReset } from './SecretReset';
import { setStaffEnabled, staffKeys, staffListQuery } from './staff-api';

type Editing = { user: StaffRow | null } | { reset: StaffRow; which: 'pin' | 'password' } | null;

export default function StaffPage() {
  const toast = useToast();
  const client = useQueryClient();
  const [filter, setFilter] = useState<Partial<StaffListQuery>>({ page: 1 });
  const [editing, setEditing] = useState<Editing>(null);
  // No Disable beside the signed-in user: the server refuses it (no locking the door from inside).
  const selfId = useFlags().flags.staff?.user_id;
  const query = useQuery({ ...staffListQuery(filter), placeholderData: keepPreviousData });
  const toggle = useMutation({
    mutationFn: (u: StaffRow) => setStaffEnabled(u.user_id, !u.enabled),
    onSuccess: async (a) => {
      toast.success(a.success);
      await client.invalidateQueries({ queryKey: staffKeys.all });
    },
    onError: (err) => toast.error(errorMessage(err), { staff: true }),
  });
  return (
    <>
      <PageHeading title="Staff" description="Who may sign in, at which store, with which role and permissions." />
      <form className="admin-filters" onSubmit={(e) => e.preventDefault()} aria-label="Filter the staff list">
        <label className="field">
          <span className="field__label">Name or username</span>
          <input
            type="search"
            className="field__input"
            value={filter.q ?? ''}
            onChange={(e) => setFilter({ ...filter, q: e.target.value || undefined, page: 1 })}
          />
        </label>
        <label className="field">
          <span className="field__label">Role</span>
          <select
            className="field__input"
            value={filter.role ?? ''}
            onChange={(e) =>
              setFilter({ ...filter, role: (e.target.value || undefined) as StaffListQuery['role'], page: 1 })
            }
          >
            <option value="">All roles</option>
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABEL[r]}
              </option>
            ))}
          </select>
        </label>
        <Button onClick={() => setEditing({ user: null })}>Add staff</Button>
      </form>
      <StaffTable<StaffRow>
        rows={query.data?.items}
        error={query.error}
        onRetry={() => void query.refetch()}
        loadingLabel="Loading the staff list"
        emptyText="No results!"
        busy={query.isFetching && query.isPlaceholderData}
        className="admin-table"
        caption="Staff, newest first"
        head={
          <>
            <th scope="col">Name</th>
            <th scope="col">Role</th>
            <th scope="col">Store</th>
            <th scope="col">State</th>
            <th scope="col">Actions</th>
          </>
        }
        row={(u) => (
          <tr key={u.user_id}>
            <td data-label="Name">
              {u.firstname} {u.lastname}
              <span className="admin-table__sub">{u.username}</span>
            </td>
            <td data-label="Role">
              {ROLE_LABEL[u.role]}
              <span className="admin-table__sub">
                {u.own_permissions ? `${u.permissions.length} own permissions` : "The role's permissions"}
                {u.price_override_limit_pct !== null && `; overrides up to ${u.price_override_limit_pct}%`}
              </span>
            </td>
            <td data-label="Store">{u.location_name ?? '—'}</td>
            <td data-label="State">{u.enabled ? 'Enabled' : 'Disabled'}</td>
            <td data-label="Actions" className="admin-actions">
              <Button size="sm" variant="secondary" onClick={() => setEditing({ user: u })}>
                Edit <span className="visually-hidden">{u.username}</span>
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setEditing({ reset: u, which: 'pin' })}>
                Reset PIN <span className="visually-hidden">of {u.username}</span>
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setEditing({ reset: u, which: 'password' })}>
                Reset password <span className="visually-hidden">of {u.username}</span>
              </Button>
              {u.user_id !== selfId && (
                <Button
                  size="sm"
                  variant={u.enabled ? 'danger' : 'secondary'}
                  busy={toggle.isPending && toggle.variables.user_id === u.user_id}
                  onClick={() => toggle.mutate(u)}
                >
                  {u.enabled ? 'Disable' : 'Enable'} <span className="visually-hidden">{u.username}</span>
                </Button>
              )}
            </td>
          </tr>
        )}
        pager={{
          page: query.data?.page ?? 1,
          totalPages: query.data?.total_pages ?? 1,
          onPage: (page) => setFilter({ ...filter, page }),
          label: 'Staff pages',
        }}
      />
      {editing && 'user' in editing && <StaffEditor user={editing.user} onClose={() => setEditing(null)} />}
      {editing && 'reset' in editing && (
        <SecretReset user={editing.reset} which={editing.which} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
