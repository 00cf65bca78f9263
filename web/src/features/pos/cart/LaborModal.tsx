// Add or edit Labor on the POS cart (spec 001 s5): react-hook-form on laborEntryInput, the schema applyLabor and
// updateLabor validate (decision 0066); fields are checked once touched, the subtotal follows live.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { formatCents } from '@parts/common/money';
import {
  laborCents,
  laborEntryInput,
  laborTimeText,
  POS_CART_MSG,
  type LaborEntryInput,
  type LaborRate,
} from '@parts/common/pos-cart';
import type { CartProduct } from '@parts/common/cart';
import { Button } from '../../../ui/Button';
import { showServerErrors } from '../../../ui/form/server-errors';
import { Modal } from '../../../ui/Modal';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/toast/toast-context';
import { addLabor, failureText, updateLabor, type WithCart } from './pos-cart-client';

const FIELDS = ['laborId', 'laborTime', 'name', 'quantity'] as const;

/** Add Labor (spec 001 s5): a rate of this store, minutes, an optional name and a quantity; the subtotal follows live. */
export function LaborModal({
  open,
  onClose,
  rates,
  line,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  rates: LaborRate[];
  line?: CartProduct | null;
  onDone: (answer: WithCart) => void;
}) {
  const lp = line?.labor_product ?? null;
  const formId = useId();
  const toast = useToast();
  const { register, handleSubmit, setError, watch, formState } = useForm<LaborEntryInput>({
    // Checked with the route's schema; the request is the form's text (the server parses it the same way).
    resolver: zodResolver(laborEntryInput, undefined, { raw: true }),
    mode: 'onTouched',
    defaultValues: {
      laborId: String(lp?.labor_id ?? rates[0]?.labor_id ?? ''),
      laborTime: String(lp?.time ?? 60),
      name: lp?.title ?? '',
      quantity: String(lp?.quantity ?? 1),
    },
  });
  const errors = formState.errors;
  const save = useMutation({
    mutationFn: (form: LaborEntryInput) => (lp && line ? updateLabor({ key: line.key, ...form }) : addLabor(form)),
    onSuccess: (answer) => {
      toast.success(answer.success);
      onDone(answer);
      onClose();
    },
    onError: (err) => {
      showServerErrors(setError, err, FIELDS);
      toast.error(failureText(err, POS_CART_MSG.laborNotUpdated), { staff: true });
    },
  });
  const form = watch();
  const parsed = laborEntryInput.safeParse(form);
  const rate = rates.find((r) => String(r.labor_id) === String(form.laborId));
  const subtotal =
    parsed.success && rate ? laborCents(rate.amount_cents, parsed.data.laborTime, parsed.data.quantity) : null;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={lp ? 'Edit Labor' : 'Add Labor'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={save.isPending} disabled={!parsed.success}>
            {lp ? 'Update Labor' : 'Add Labor'}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="pos-form"
        onSubmit={(e) => void handleSubmit((v) => !save.isPending && save.mutate(v))(e)}
        noValidate
      >
        <SelectField
          label="Labor rate"
          options={rates.map((r) => ({ value: String(r.labor_id), label: `${r.title} (${r.amount_text}/hr)` }))}
          placeholder={rates.length === 0 ? 'No labor rates for this store' : undefined}
          {...register('laborId')}
          error={errors.laborId?.message}
        />
        <TextField
          label="Time (minutes)"
          inputMode="numeric"
          {...register('laborTime')}
          error={errors.laborTime?.message}
          hint={parsed.success ? laborTimeText(parsed.data.laborTime) : undefined}
          required
        />
        <TextField
          label="Name (optional)"
          maxLength={255}
          {...register('name')}
          placeholder={rate?.title}
          error={errors.name?.message}
        />
        <TextField
          label="Quantity"
          inputMode="numeric"
          {...register('quantity')}
          error={errors.quantity?.message}
          required
        />
        <p className="pos-form__total" aria-live="polite">
          Subtotal: <strong>{subtotal === null ? '—' : formatCents(subtotal)}</strong>
        </p>
      </form>
    </Modal>
  );
}
