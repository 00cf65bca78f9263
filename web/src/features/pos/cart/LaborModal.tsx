import { useState, type FormEvent } from 'react';
import { fieldErrors } from '@parts/common/input';
import { formatCents } from '@parts/common/money';
import { laborCents, laborEntryInput, laborTimeText, POS_CART_MSG, type LaborRate } from '@parts/common/pos-cart';
import type { CartProduct } from '@parts/common/cart';
import { ApiError } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/toast/toast-context';
import { addLabor, failureText, updateLabor, type WithCart } from './pos-cart-client';

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
  const [form, setForm] = useState(() => ({
    laborId: String(lp?.labor_id ?? rates[0]?.labor_id ?? ''),
    laborTime: String(lp?.time ?? 60),
    name: lp?.title ?? '',
    quantity: String(lp?.quantity ?? 1),
  }));
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const toast = useToast();
  const parsed = laborEntryInput.safeParse(form);
  const errors = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...serverErrors };
  const rate = rates.find((r) => String(r.labor_id) === form.laborId);
  const subtotal =
    parsed.success && rate ? laborCents(rate.amount_cents, parsed.data.laborTime, parsed.data.quantity) : null;
  const set = (k: keyof typeof form) => (value: string) => {
    setForm((f) => ({ ...f, [k]: value }));
    setServerErrors({});
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!parsed.success || busy) return;
    setBusy(true);
    try {
      const answer = lp && line ? await updateLabor({ key: line.key, ...form }) : await addLabor(form);
      toast.success(answer.success);
      onDone(answer);
      onClose();
    } catch (err) {
      if (err instanceof ApiError) setServerErrors(err.fieldErrors);
      toast.error(failureText(err, POS_CART_MSG.laborNotUpdated), { staff: true });
    } finally {
      setBusy(false);
    }
  };

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
          <Button type="submit" form="labor-form" busy={busy} disabled={!parsed.success}>
            {lp ? 'Update Labor' : 'Add Labor'}
          </Button>
        </>
      }
    >
      <form id="labor-form" className="pos-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label className="field__label" htmlFor="labor-rate">
            Labor rate
          </label>
          <select
            id="labor-rate"
            className="field__input"
            value={form.laborId}
            onChange={(e) => set('laborId')(e.target.value)}
            aria-invalid={touched && errors.laborId ? true : undefined}
          >
            {rates.length === 0 && <option value="">No labor rates for this store</option>}
            {rates.map((r) => (
              <option key={r.labor_id} value={r.labor_id}>
                {r.title} ({r.amount_text}/hr)
              </option>
            ))}
          </select>
          {touched && errors.laborId && <p className="field__error">{errors.laborId}</p>}
        </div>
        <TextField
          label="Time (minutes)"
          inputMode="numeric"
          value={form.laborTime}
          onChange={(e) => set('laborTime')(e.target.value)}
          onBlur={() => setTouched(true)}
          error={touched ? errors.laborTime : undefined}
          hint={parsed.success ? laborTimeText(parsed.data.laborTime) : undefined}
          required
        />
        <TextField
          label="Name (optional)"
          value={form.name}
          maxLength={255}
          onChange={(e) => set('name')(e.target.value)}
          placeholder={rate?.title}
        />
        <TextField
          label="Quantity"
          inputMode="numeric"
          value={form.quantity}
          onChange={(e) => set('quantity')(e.target.value)}
          onBlur={() => setTouched(true)}
          error={touched ? errors.quantity : undefined}
          required
        />
        <p className="pos-form__total" aria-live="polite">
          Subtotal: <strong>{subtotal === null ? '—' : formatCents(subtotal)}</strong>
        </p>
      </form>
    </Modal>
  );
}
