// A store's registers (drawers, decision 0094): add, rename, switch off; and the card readers at them (decision 0098).
// Each register has its own float, count and Z report at the counter; one with days on record is switched off rather
// than removed.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { registerSaveSchema, type RegisterSave, type StoreDetail } from '@parts/common/stores-admin';
import { errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { showServerErrors } from '../../../ui/form/server-errors';
import { useToast } from '../../../ui/toast/toast-context';
import { deleteRegister, saveRegister, storesChanged } from './stores-api';
import { StoreReaders } from './StoreReaders';

type Row = StoreDetail['registers'][number];

export function StoreRegisters({ detail }: { detail: StoreDetail }) {
  const id = detail.store.location_id;
  return (
    <section className="admin-form__group" aria-labelledby="registers-heading">
      <h2 id="registers-heading">Registers</h2>
      <p>Each register (cash drawer) opens with its own float and closes with its own count and Z report.</p>
      <ul className="store-rows">
        {detail.registers.map((r) => (
          <li key={r.register_id}>
            <RegisterRow locationId={id} reg={r} />
          </li>
        ))}
        <li>
          <RegisterRow locationId={id} reg={null} />
        </li>
      </ul>
      <StoreReaders detail={detail} />
    </section>
  );
}

function RegisterRow({ locationId, reg }: { locationId: number; reg: Row | null }) {
  const toast = useToast();
  const client = useQueryClient();
  const done = async (a: { success: string }) => {
    toast.success(a.success);
    await storesChanged(client);
  };
  const { register, handleSubmit, setError, reset, formState } = useForm<
    RegisterSave,
    unknown,
    z.output<typeof registerSaveSchema>
  >({
    resolver: zodResolver(registerSaveSchema),
    defaultValues: {
      register_id: reg?.register_id,
      location_id: locationId,
      name: reg?.name ?? '',
      active: reg?.active ?? true,
    },
  });
  const save = useMutation({
    mutationFn: saveRegister,
    onSuccess: async (a) => {
      if (!reg) reset();
      await done(a);
    },
    onError: (err) => showServerErrors(setError, err, ['name', 'active']),
  });
  const remove = useMutation({
    mutationFn: () => deleteRegister({ register_id: reg!.register_id, location_id: locationId }),
    onSuccess: done,
    onError: (err) => toast.error(errorMessage(err), { staff: true }),
  });
  return (
    <form
      className="store-row store-row--form"
      onSubmit={(e) => void handleSubmit((b) => save.mutate(b))(e)}
      noValidate
      aria-label={reg ? `Register ${reg.name}` : 'Add a register'}
    >
      <TextField
        label={reg ? 'Register name' : 'New register'}
        required
        hint={reg ? `${reg.days} ${reg.days === 1 ? 'day' : 'days'} on record` : undefined}
        {...register('name')}
        error={formState.errors.name?.message}
      />
      <label className="admin-check">
        <input type="checkbox" {...register('active')} /> In use
      </label>
      {formState.errors.active?.message && (
        <p className="field__error" role="alert">
          {formState.errors.active.message}
        </p>
      )}
      <Button type="submit" size="sm" variant="secondary" busy={save.isPending}>
        {reg ? 'Save' : 'Add register'}
        {reg && <span className="visually-hidden"> register {reg.name}</span>}
      </Button>
      {reg && (
        <Button size="sm" variant="danger" busy={remove.isPending} onClick={() => remove.mutate()}>
          Remove <span className="visually-hidden">register {reg.name}</span>
        </Button>
      )}
    </form>
  );
}
