// Add PO Number on the POS checkout (spec 001 s2 "POS checkout screen", s6 "PO numbers", s7 POST
// /pos/order/applyPoNumber?order_id): a PO number per order line, a generated one on request, or one for every line.
// The form is the request schema from common/; the answer's order refreshes the order's cached views.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  applyOrderPoAnswerSchema,
  applyOrderPoInput,
  ORDER_PO_MSG,
  type ApplyOrderPoInput,
} from '@parts/common/order-po';
import { PO_NUMBER_MAX, randomPoNumber } from '@parts/common/pos-cart';
import type { ReceiptOrder } from '@parts/common/receipt';
import { api } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { TextField } from '../../../ui/TextField';
import { showServerErrors } from '../../../ui/form/server-errors';
import { queryErrorMessage } from '../../../ui/query/errors';
import { Spinner } from '../../../ui/Spinner';
import { useToast } from '../../../ui/toast/toast-context';
import { orderKeys, orderQuery } from '../orders/order-data';

export function OrderPoModal({ orderId, open, onClose }: { orderId: number; open: boolean; onClose: () => void }) {
  const order = useQuery({ ...orderQuery(orderId), enabled: open });
  return (
    <Modal open={open} onClose={onClose} title="Add PO Number" size="lg">
      {order.error ? (
        <p role="alert">{queryErrorMessage(order.error)}</p>
      ) : !order.data ? (
        <Spinner label="Loading the order's items" />
      ) : (
        <PoForm key={order.dataUpdatedAt} orderId={orderId} products={order.data.order.products} onClose={onClose} />
      )}
    </Modal>
  );
}

function PoForm({
  orderId,
  products,
  onClose,
}: {
  orderId: number;
  products: ReceiptOrder['products'];
  onClose: () => void;
}) {
  const client = useQueryClient();
  const toast = useToast();
  const form = useForm<ApplyOrderPoInput>({
    resolver: zodResolver(applyOrderPoInput, undefined, { raw: true }),
    defaultValues: {
      products: products.map((p) => ({
        order_product_id: p.order_product_id,
        name: p.name,
        po_number: p.po_number,
        apply_to_all: false,
      })),
    },
  });
  const save = useMutation({
    mutationFn: (v: ApplyOrderPoInput) =>
      api(`/pos/order/applyPoNumber?order_id=${orderId}`, { json: v, schema: applyOrderPoAnswerSchema }),
    onSuccess: async (a, v) => {
      toast.success(a.success, { staff: true });
      client.setQueryData(orderKeys.order(orderId), { order: a.order });
      await client.invalidateQueries({ queryKey: orderKeys.all });
      if (!v.products.some((p) => p.apply_to_all === true)) onClose();
    },
    onError: (err) => showServerErrors(form.setError, err, []),
  });
  const submitAll = (i: number) => {
    const number = form.getValues(`products.${i}.po_number`) ?? '';
    products.forEach((_, j) => form.setValue(`products.${j}.po_number`, number));
    const line = form.getValues(`products.${i}`);
    save.mutate({ products: [{ ...line, apply_to_all: true }] });
  };
  const serverError = form.formState.errors.root?.server?.message;

  return (
    <form
      onSubmit={(e) => void form.handleSubmit((v) => save.mutate(v))(e)}
      noValidate
      aria-label="PO numbers of the order"
    >
      {products.length === 0 ? <p>{ORDER_PO_MSG.noLines}</p> : null}
      <ul className="po-lines">
        {products.map((p, i) => (
          <li key={p.order_product_id} className="po-lines__row">
            <TextField
              label={`PO Number for ${p.name}`}
              maxLength={PO_NUMBER_MAX}
              {...form.register(`products.${i}.po_number`)}
            />
            <div className="po-lines__actions">
              <Button
                size="sm"
                variant="secondary"
                onClick={() => form.setValue(`products.${i}.po_number`, randomPoNumber())}
                aria-label={`Generate a PO Number for ${p.name}`}
              >
                Generate
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={save.isPending}
                onClick={() => submitAll(i)}
                aria-label={`Apply the PO Number of ${p.name} to all items`}
              >
                Apply to all
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {serverError ? (
        <p className="field__error" role="alert">
          {serverError}
        </p>
      ) : null}
      <div className="pos-checkout__actions">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" busy={save.isPending} disabled={products.length === 0}>
          Save PO Numbers
        </Button>
      </div>
    </form>
  );
}
