// A staff user's editor (issue 27, decision 0075): who they are, their role and home store, their permissions (the
// role's defaults, or their own list), the stores they may work at (decision 0096), their price override limit, and for a new user the password and PIN.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ROLE_LABEL, STAFF_ROLES } from '@parts/common/flags';
import { PERMISSION_LABELS, PERMISSIONS, permissionsOf, ROLE_PERMISSIONS } from '@parts/common/permissions';
import { staffSaveSchema, type StaffRow, type StaffSave, type StaffSaveParsed } from '@parts/common/staff-admin';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { showServerErrors } from '../../../ui/form/server-errors';
import { useToast } from '../../../ui/toast/toast-context';
import { saveStaff, staffFormQuery, staffKeys } from './staff-api';

const FIELDS = [
  'username',
  'firstname',
  'lastname',
  'email',
  'role',
  'location_id',
  'store_ids',
  'permissions',
  'price_override_limit_pct',
  'password',
  'pin',
] as const;

export function StaffEditor({ user, onClose }: { user: StaffRow | null; onClose: () => void }) {
  const toast = useToast();
  const client = useQueryClient();
  const stores = useQuery(staffFormQuery()).data?.stores ?? [];
  const [own, setOwn] = useState(user?.own_permissions != null);
  const { register, handleSubmit, setError, watch, formState } = useForm<StaffSave, unknown, StaffSaveParsed>({
    resolver: zodResolver(staffSaveSchema),
    defaultValues: {
      user_id: user?.user_id,
      username: user?.username ?? '',
      firstname: user?.firstname ?? '',
      lastname: user?.lastname ?? '',
      email: user?.email ?? '',
      role: user?.role ?? 'cashier',
      location_id: user?.location_id ?? null,
      store_ids: (user?.store_ids ?? []).map(String),
      permissions: [...(user ? permissionsOf(user) : ROLE_PERMISSIONS.cashier)],
      price_override_limit_pct: user?.price_override_limit_pct ?? null,
      password: '',
      pin: '',
    },
  });
  const role = watch('role');
  const save = useMutation({
    mutationFn: saveStaff,
    onSuccess: async (answer) => {
      toast.success(answer.success);
      await client.invalidateQueries({ queryKey: staffKeys.all });
      onClose();
    },
    onError: (err) => showServerErrors(setError, err, FIELDS),
  });
  const submit = handleSubmit((body) => save.mutate({ ...body, permissions: own ? body.permissions : null }));
  const errors = formState.errors;
  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={user ? `Edit ${user.firstname} ${user.lastname}` : 'Add a staff member'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="staff-editor" busy={save.isPending}>
            Save
          </Button>
        </>
      }
    >
      <form id="staff-editor" className="admin-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="admin-form__grid">
          <TextField label="First name" required {...register('firstname')} error={errors.firstname?.message} />
          <TextField label="Last name" required {...register('lastname')} error={errors.lastname?.message} />
          <TextField
            label="Username"
            required
            autoComplete="off"
            {...register('username')}
            error={errors.username?.message}
          />
          <TextField label="Email" type="email" {...register('email')} error={errors.email?.message} />
          <SelectField
            label="Role"
            required
            options={STAFF_ROLES.map((r) => ({ value: r, label: ROLE_LABEL[r] }))}
            {...register('role')}
            error={errors.role?.message}
          />
          <SelectField
            label="Home store"
            placeholder="No store"
            options={stores.map((s) => ({ value: String(s.location_id), label: s.name }))}
            {...register('location_id', { setValueAs: (v: string) => (v ? Number(v) : null) })}
            error={errors.location_id?.message}
          />
          <fieldset className="admin-form__permissions" aria-describedby="staff-stores-hint">
            <legend>Stores they may work at</legend>
            <p id="staff-stores-hint" className="field__hint">
              None ticked: every store. The counter refuses them at any other store.
            </p>
            {stores.map((s) => (
              <label key={s.location_id} className="admin-check">
                <input type="checkbox" value={String(s.location_id)} {...register('store_ids')} /> {s.name}
              </label>
            ))}
            {errors.store_ids?.message && <p className="field__error">{errors.store_ids.message}</p>}
          </fieldset>
          <TextField
            label="Price override limit (%)"
            inputMode="numeric"
            hint="How far below the original price they may set a line's price without a manager's PIN. Empty: no limit."
            {...register('price_override_limit_pct', { setValueAs: (v: string) => (v === '' ? null : v) })}
            error={errors.price_override_limit_pct?.message}
          />
          <TextField
            label={user ? 'New password (empty: unchanged)' : 'Password'}
            type="password"
            autoComplete="new-password"
            required={!user}
            {...register('password')}
            error={errors.password?.message}
          />
          <TextField
            label={user ? 'New PIN (empty: unchanged)' : 'PIN'}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            required={!user}
            hint="4 to 8 digits: unlocks the register and approves what others may not do alone."
            {...register('pin')}
            error={errors.pin?.message}
          />
        </div>
        <fieldset className="admin-form__permissions">
          <legend>Permissions</legend>
          <label className="admin-check">
            <input type="checkbox" checked={!own} onChange={(e) => setOwn(!e.target.checked)} /> The {ROLE_LABEL[role]}{' '}
            role&apos;s defaults
          </label>
          <ul>
            {PERMISSIONS.map((p) => (
              <li key={p}>
                <label className="admin-check">
                  {own ? (
                    <input type="checkbox" value={p} {...register('permissions')} />
                  ) : (
                    <input type="checkbox" checked={ROLE_PERMISSIONS[role].includes(p)} disabled readOnly />
                  )}{' '}
                  {PERMISSION_LABELS[p]}
                </label>
              </li>
            ))}
          </ul>
          {errors.permissions?.message && <p className="field__error">{errors.permissions.message}</p>}
        </fieldset>
        {errors.root?.server && (
          <p className="field__error" role="alert">
            {errors.root.server.message}
          </p>
        )}
      </form>
    </Modal>
  );
}
