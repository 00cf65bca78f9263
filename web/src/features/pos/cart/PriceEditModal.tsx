// Price edit on the POS cart (spec 001 s5): new price, adjustment and percentage stay in sync; each has its own lower
// bound. react-hook-form holds the three texts and the manager's PIN; the request is checked with updatePriceInput,
// the schema POST updatePrice validates (decision 0066). A price below cost asks for a manager's PIN (decision 0047).
import { useForm, type Resolver } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import type { z } from 'zod';
import type { CartProduct } from '@parts/common/cart';
import { centsToDecimal, formatCents, toCents } from '@parts/common/money';
import {
  POS_CART_MSG,
  priceEditFrom,
  priceEditProblems,
  updatePriceInput,
  type PriceEdit,
} from '@parts/common/pos-cart';
import { Button } from '../../../ui/Button';
import { requestResolver } from '../../../ui/form/request-resolver';
import { showServerErrors } from '../../../ui/form/server-errors';
import { Modal } from '../../../ui/Modal';
import { hasFieldErrors } from '../../../ui/query/errors';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/toast/toast-context';
import { failureText, updatePrice, type WithCart } from './pos-cart-client';

type PriceField = 'new' | 'adjustment' | 'percent';
interface PriceValues {
  new: string;
  adjustment: string;
  percent: string;
  manager_pin: string;
}
type PriceRequest = z.output<typeof updatePriceInput>;

/** The number a field's text holds (cents, or a percentage), or null when it is not one. */
const valueOf = (field: PriceField, text: string): number | null =>
  field === 'percent' ? (/^-?\d+(\.\d{0,2})?$/.test(text.trim()) ? Number(text) : null) : toCents(text);

export function PriceEditModal({
  line,
  onClose,
  onDone,
}: {
  line: CartProduct;
  onClose: () => void;
  onDone: (a: WithCart) => void;
}) {
  const formId = useId();
  const toast = useToast();
  const originalCents = toCents(line.price_edited?.original ?? line.unit_price) ?? 0;
  const start = priceEditFrom(originalCents, 'new', toCents(line.unit_price) ?? 0);
  /** The field the cashier typed last: the other two follow it. */
  const [driver, setDriver] = useState<PriceField>('new');
  /** Shown once the server answers that this price needs a manager's PIN (below the part's cost, decision 0047). */
  const [pinAsked, setPinAsked] = useState(false);

  const resolver = useMemo<Resolver<PriceValues, unknown, PriceRequest>>(() => {
    const request = requestResolver<PriceValues, typeof updatePriceInput>(updatePriceInput, (v) => {
      const edit = priceEditFrom(originalCents, driver, valueOf(driver, v[driver]) ?? 0);
      return {
        key: line.key,
        newPrice: centsToDecimal(edit.newCents),
        ...(pinAsked ? { manager_pin: v.manager_pin } : {}),
      };
    });
    return async (v, ctx, options) => {
      const typed = valueOf(driver, v[driver]);
      if (typed === null) return { values: {}, errors: { [driver]: { type: 'number', message: 'Enter a number.' } } };
      const problems = priceEditProblems(originalCents, priceEditFrom(originalCents, driver, typed));
      const [field, message] = Object.entries(problems)[0] ?? [];
      if (field !== undefined) return { values: {}, errors: { [field]: { type: 'range', message } } };
      return request(v, ctx, options);
    };
  }, [driver, line.key, originalCents, pinAsked]);

  const { register, handleSubmit, setError, setValue, watch, formState } = useForm<PriceValues, unknown, PriceRequest>({
    resolver,
    mode: 'onChange',
    defaultValues: {
      new: centsToDecimal(start.newCents),
      adjustment: centsToDecimal(start.adjustmentCents),
      percent: String(start.percent),
      manager_pin: '',
    },
  });
  const errors = formState.errors;
  const save = useMutation({
    mutationFn: (v: PriceRequest) => updatePrice(v.key, centsToDecimal(v.newPrice), v.manager_pin),
    onSuccess: (answer) => {
      toast.success(answer.success);
      onDone(answer);
      onClose();
    },
    onError: (err) => {
      if (hasFieldErrors(err) && err.fieldErrors.manager_pin !== undefined) {
        // The field appears (and takes the focus) with the server's words under it; the toast is not needed too.
        setPinAsked(true);
        showServerErrors(setError, err, ['manager_pin']);
        return;
      }
      toast.error(failureText(err, POS_CART_MSG.priceNotUpdated), { staff: true });
    },
  });

  /** Typing in one field recomputes the other two (when the text is a number). */
  const follow = (field: PriceField) => (event: { target: HTMLInputElement }) => {
    setDriver(field);
    const value = valueOf(field, event.target.value);
    if (value === null) return;
    const next: PriceEdit = priceEditFrom(originalCents, field, value);
    if (field !== 'new') setValue('new', centsToDecimal(next.newCents));
    if (field !== 'adjustment') setValue('adjustment', centsToDecimal(next.adjustmentCents));
    if (field !== 'percent') setValue('percent', String(next.percent));
  };
  // The bounds show as the cashier types (not only on submit); the server's words stay until the next change.
  const texts = watch();
  const typed = valueOf(driver, texts[driver]);
  const live: Partial<Record<PriceField, string>> =
    typed === null
      ? { [driver]: 'Enter a number.' }
      : priceEditProblems(originalCents, priceEditFrom(originalCents, driver, typed));
  const invalid = Object.keys(live).length > 0;
  const priceError = (f: PriceField) => live[f] ?? errors[f]?.message;

  return (
    <Modal
      open
      onClose={onClose}
      title={`Price of ${line.name}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={save.isPending} disabled={invalid}>
            Update Price
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
        <p>
          Original price: <strong>{formatCents(originalCents)}</strong>
        </p>
        <TextField
          label="New price"
          inputMode="decimal"
          {...register('new', { onChange: follow('new') })}
          error={priceError('new')}
          autoFocus
        />
        <TextField
          label="Adjustment amount"
          inputMode="decimal"
          {...register('adjustment', { onChange: follow('adjustment') })}
          error={priceError('adjustment')}
        />
        <TextField
          label="Percentage"
          inputMode="decimal"
          {...register('percent', { onChange: follow('percent') })}
          error={priceError('percent')}
        />
        {pinAsked && (
          <TextField
            label="Manager PIN"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            {...register('manager_pin')}
            error={errors.manager_pin?.message}
            autoFocus
          />
        )}
      </form>
    </Modal>
  );
}
