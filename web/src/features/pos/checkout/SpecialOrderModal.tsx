// Make Special Order from the counter checkout (issue 28, decisions 0059 and 0068): the order being checked out, with
// its customer, becomes a special order with the deposit asked and a note — the same call as the Special Orders
// screen, without retyping the order number. The deposit is then taken here as an ordinary payment.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { specialOrderAnswer, specialOrderInput } from '@parts/common/special-order';
import { api } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { TextField } from '../../../ui/TextField';
import { showServerErrors } from '../../../ui/form/server-errors';
import { useToast } from '../../../ui/toast/toast-context';

type Form = z.input<typeof specialOrderInput>;

export function SpecialOrderModal({ orderId, open, onClose }: { orderId: number; open: boolean; onClose: () => void }) {
  const client = useQueryClient();
  const toast = useToast();
  const form = useForm<Form>({
    resolver: zodResolver(specialOrderInput, undefined, { raw: true }),
    defaultValues: { deposit: '', note: '' },
  });
  const save = useMutation({
    mutationFn: (body: Form) =>
      api(`/pos/special-order/save?orderId=${orderId}`, { json: body, schema: specialOrderAnswer }),
    onSuccess: async (r) => {
      toast.success(r.success, { staff: true });
      await client.invalidateQueries({ queryKey: ['special-orders'] });
      onClose();
    },
    onError: (err) => showServerErrors(form.setError, err, ['deposit', 'note']),
  });
  const errors = form.formState.errors;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={`Make order #${orderId} a special order`}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="special-order-form" busy={save.isPending}>
            Save Special Order
          </Button>
        </>
      }
    >
      <form
        id="special-order-form"
        className="pos-form"
        noValidate
        onSubmit={(e) => void form.handleSubmit((v) => save.mutate(v))(e)}
      >
        <p>A part the store does not stock, ordered for this customer. Take the deposit as a payment here.</p>
        <TextField
          label="Deposit"
          inputMode="decimal"
          required
          error={errors.deposit?.message}
          {...form.register('deposit')}
        />
        <TextField label="Note" error={errors.note?.message} {...form.register('note')} />
        {errors.root?.server?.message && <p role="alert">{errors.root.server.message}</p>}
      </form>
    </Modal>
  );
}
