// Add PO Number on the POS cart (spec 001 s5): one per line, a random one on request, Apply to all (the flag resets
// after 250 ms). react-hook-form on applyPoNumberInput, the schema POST /api/cart/applyPoNumber validates (decision 0066).
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { CartProduct } from '@parts/common/cart';
import {
  APPLY_TO_ALL_RESET_MS,
  applyPoNumberInput,
  PO_NUMBER_MAX,
  POS_CART_MSG,
  randomPoNumber,
  type ApplyPoNumberInput,
} from '@parts/common/pos-cart';
import { ApiError } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/toast/toast-context';
import { applyPoNumbers, type WithCart } from './pos-cart-client';

export function PoNumberModal({
  open,
  onClose,
  lines,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  lines: CartProduct[];
  onDone: (a: WithCart) => void;
}) {
  const formId = useId();
  const toast = useToast();
  const [applyAll, setApplyAll] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const { register, handleSubmit, getValues, setValue, watch } = useForm<ApplyPoNumberInput>({
    resolver: zodResolver(applyPoNumberInput, undefined, { raw: true }),
    defaultValues: {
      products: lines.map((l) => ({
        cart_key: l.key,
        name: l.name,
        po_number: l.po_number ?? '',
        apply_to_all: false,
      })),
    },
  });
  const send = useMutation({
    mutationFn: (body: ApplyPoNumberInput) => applyPoNumbers(body),
    onSuccess: (answer, body) => {
      toast.success(answer.success);
      onDone(answer);
      const all = body.products.find((p) => p.apply_to_all === true);
      if (all) lines.forEach((_, i) => setValue(`products.${i}.po_number`, all.po_number));
      else onClose();
    },
    onError: (err) =>
      toast.error(
        err instanceof ApiError && err.status > 0 && err.status < 500 && err.message
          ? err.message
          : POS_CART_MSG.poFailed,
        { staff: true },
      ),
  });
  const applyToAll = (i: number, key: string) => {
    if (send.isPending) return;
    setApplyAll(key);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setApplyAll(null), APPLY_TO_ALL_RESET_MS);
    send.mutate({ products: [{ ...getValues(`products.${i}`), apply_to_all: true }] });
  };
  const numbers = watch('products');

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Add PO Number"
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={send.isPending}>
            Save PO Numbers
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(e) => void handleSubmit((v) => !send.isPending && send.mutate(v))(e)}
        aria-label="PO numbers of the cart"
      >
        <ul className="po-lines">
          {lines.map((l, i) => (
            <li key={l.key} className="po-lines__row">
              <TextField
                label={`PO Number for ${l.name}`}
                maxLength={PO_NUMBER_MAX}
                {...register(`products.${i}.po_number`)}
              />
              <div className="po-lines__actions">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setValue(`products.${i}.po_number`, randomPoNumber())}
                  aria-label={`Generate a PO Number for ${l.name}`}
                >
                  Generate
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-pressed={applyAll === l.key}
                  disabled={String(numbers[i]?.po_number ?? '').trim() === '' || send.isPending}
                  onClick={() => applyToAll(i, l.key)}
                  aria-label={`Apply the PO Number of ${l.name} to all items`}
                >
                  Apply to all
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </form>
    </Modal>
  );
}
