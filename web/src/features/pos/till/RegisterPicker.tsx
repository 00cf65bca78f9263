// Which register (drawer) this cashier works (decision 0094): picked here, kept on the server for the staff member, so
// their cash tenders, refunds and payments on account count in that register's day. Every screen of the drawer follows
// the register picked.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { pickRegisterInput, TILL_MSG, tillStateSchema, type TillState } from '@parts/common/till';
import { api } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { showServerErrors } from '../../../ui/form/server-errors';
import { useToast } from '../../../ui/toast/toast-context';
import { tillKeys } from './till-queries';

export function RegisterPicker({ state }: { state: TillState }) {
  const client = useQueryClient();
  const toast = useToast();
  const form = useForm<z.input<typeof pickRegisterInput>, unknown, z.output<typeof pickRegisterInput>>({
    resolver: zodResolver(pickRegisterInput),
    values: { register_id: String(state.register.register_id) },
  });
  const pick = useMutation({
    mutationFn: (v: z.output<typeof pickRegisterInput>) =>
      api('/pos/till/register', { json: v, schema: tillStateSchema }),
    onSuccess: async (next) => {
      client.setQueryData(tillKeys.state(), next);
      toast.success(TILL_MSG.registerPicked(next.register.name), { staff: true });
      await client.invalidateQueries({ queryKey: tillKeys.all });
    },
    onError: (err) => showServerErrors(form.setError, err, ['register_id']),
  });
  return (
    <form
      className="till-box till-register"
      aria-labelledby="register-h"
      onSubmit={(e) => void form.handleSubmit((v) => pick.mutate(v))(e)}
      noValidate
    >
      <h2 id="register-h">Your register</h2>
      <p className="muted">Your cash sales, refunds and payouts count in this register&apos;s drawer.</p>
      <div className="till-row">
        <SelectField
          label="Register"
          options={state.registers.map((r) => ({ value: String(r.register_id), label: r.name }))}
          error={form.formState.errors.register_id?.message}
          {...form.register('register_id')}
        />
        <Button type="submit" variant="secondary" busy={pick.isPending}>
          Work at this register
        </Button>
      </div>
    </form>
  );
}
