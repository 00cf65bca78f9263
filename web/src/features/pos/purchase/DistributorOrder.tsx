// The POS checkout's "Order From Your Distributor" table (spec 001 s2; issue 14, decision 0026): the order's parts short
// in store stock with the distributor's warehouse stock and cost; staff pick quantities and submit one purchase order.
// Each attempt carries an idempotency key kept until it succeeds, so sending again after a timeout never orders twice.
// The parts load through useQuery; the form is react-hook-form checked with purchaseSubmitInput, the schema the route
// validates (decision 0066).
import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useRef } from 'react';
import type { z } from 'zod';
import { formatCents, toCents } from '@parts/common/money';
import {
  orderPartsSchema,
  purchaseSubmitAnswer,
  purchaseSubmitInput,
  PURCHASE_MSG,
  type OrderParts,
} from '@parts/common/purchase';
import { api } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { requestResolver } from '../../../ui/form/request-resolver';
import { showServerErrors } from '../../../ui/form/server-errors';
import { apiQuery } from '../../../ui/query/api-query';
import { QueryErrorState } from '../../../ui/query/QueryErrorState';
import { Spinner } from '../../../ui/Spinner';
import { useToast } from '../../../ui/toast/toast-context';
import { PurchaseOrderList } from './PurchaseOrderList';
import './purchase.css';
import { newKey } from '../../../ui/new-key';

const orderPartsKey = (orderId: number) => ['pos-purchase', 'order-parts', orderId] as const;
const orderPartsQuery = (orderId: number) =>
  apiQuery(orderPartsKey(orderId), `/pos/purchase/getOrderParts?orderId=${orderId}`, orderPartsSchema);

/** The form's fields: each short part's quantity as typed (by product id), the warehouse, shipping and notes. */
interface PoValues {
  qty: Record<string, string>;
  warehouse_code: string;
  shipping_method: string;
  notes: string;
}
type PoRequest = z.output<typeof purchaseSubmitInput>;
const FIELDS = ['warehouse_code', 'shipping_method', 'notes'] as const;

const pickedOf = (qty: Record<string, string>) =>
  Object.entries(qty)
    .map(([id, quantity]) => ({ product_id: id, quantity: quantity.trim() }))
    .filter((i) => i.quantity !== '' && i.quantity !== '0');

export function DistributorOrder({ orderId }: { orderId: number }) {
  const ids = useId();
  const parts = useQuery(orderPartsQuery(orderId));
  const heading = <h2 id={`${ids}-h`}>Order From Your Distributor</h2>;
  if (parts.error)
    return (
      <section className="pos-checkout__panel distributor" aria-labelledby={`${ids}-h`}>
        {heading}
        <QueryErrorState query={parts} />
      </section>
    );
  if (!parts.data)
    return (
      <section className="pos-checkout__panel distributor" aria-labelledby={`${ids}-h`}>
        {heading}
        <div className="pos-checkout__loading" role="status">
          <Spinner /> Asking the distributor…
        </div>
      </section>
    );
  return <PoForm key={parts.dataUpdatedAt} orderId={orderId} data={parts.data} ids={ids} />;
}

function PoForm({ orderId, data, ids }: { orderId: number; data: OrderParts; ids: string }) {
  const toast = useToast();
  const client = useQueryClient();
  // Kept until a submit succeeds: a retry after a lost answer is the same purchase order.
  const key = useRef(newKey());
  const resolver = useMemo(
    () =>
      requestResolver<PoValues, typeof purchaseSubmitInput>(
        purchaseSubmitInput,
        (v) => ({
          idempotency_key: key.current,
          warehouse_code: v.warehouse_code,
          shipping_method: v.shipping_method,
          notes: v.notes,
          items: pickedOf(v.qty),
        }),
        { items: 'root', idempotency_key: 'root' },
      ),
    [],
  );
  const { register, handleSubmit, setError, watch, formState } = useForm<PoValues, unknown, PoRequest>({
    resolver,
    defaultValues: {
      qty: Object.fromEntries(
        data.parts.map((p) => [String(p.product_id), String(Math.min(p.short, p.warehouse?.totalInventory ?? 0))]),
      ),
      warehouse_code: data.parts.flatMap((p) => p.warehouse?.locations ?? [])[0]?.warehouseCode ?? '',
      shipping_method: data.shipping_methods[0] ?? '',
      notes: '',
    },
  });
  const submit = useMutation({
    mutationFn: (json: PoRequest) =>
      api(`/pos/purchase/submit?orderId=${orderId}`, { json, schema: purchaseSubmitAnswer }),
    onSuccess: async (r) => {
      toast.success(r.success);
      key.current = newKey();
      // The table and its submitted orders are asked again; the form starts over from the new stock.
      await client.invalidateQueries({ queryKey: orderPartsKey(orderId) });
    },
    onError: (err) => showServerErrors(setError, err, FIELDS),
  });
  const busy = submit.isPending;
  const errors = formState.errors;
  // A refusal that names no field (the distributor's, or no quantity picked) shows under the actions.
  const error = errors.root?.server?.message ?? errors.root?.message;
  const qty = watch('qty');

  const warehouses = [
    ...new Map(data.parts.flatMap((p) => p.warehouse?.locations ?? []).map((l) => [l.warehouseCode, l.name])).entries(),
  ];
  const picked = pickedOf(qty);
  const total = data.parts.reduce((s, p) => {
    const n = Number(qty[String(p.product_id)] ?? 0);
    const cost = toCents(p.warehouse?.prices.find((x) => x.type === 'your_cost')?.price ?? '0') ?? 0;
    return Number.isInteger(n) && n > 0 ? s + n * cost : s;
  }, 0);

  return (
    <section className="pos-checkout__panel distributor" aria-labelledby={`${ids}-h`}>
      <h2 id={`${ids}-h`}>Order From Your Distributor</h2>
      {data.inventory_error && (
        <p className="field__error" role="alert">
          {data.inventory_error}
        </p>
      )}
      {data.parts.length === 0 ? (
        <p className="pos-checkout__empty">{PURCHASE_MSG.noShortParts}</p>
      ) : (
        <>
          <div className="distributor__scroll">
            <table className="distributor__table" data-testid="distributor-table">
              <thead>
                <tr>
                  <th scope="col">Part</th>
                  <th scope="col" className="num">
                    Ordered
                  </th>
                  <th scope="col" className="num">
                    In store
                  </th>
                  <th scope="col" className="num">
                    Short
                  </th>
                  <th scope="col">Warehouse stock</th>
                  <th scope="col" className="num">
                    Your cost
                  </th>
                  <th scope="col">Order qty</th>
                </tr>
              </thead>
              <tbody>
                {data.parts.map((p) => {
                  const cost = p.warehouse?.prices.find((x) => x.type === 'your_cost');
                  const inputId = `${ids}-q-${p.product_id}`;
                  return (
                    <tr key={p.order_product_id} data-testid={`short-part-${p.product_id}`}>
                      <td data-label="Part">
                        <span>
                          {p.name}
                          <span className="muted">
                            {' '}
                            {p.aaia} {p.mpn}
                          </span>
                        </span>
                      </td>
                      <td data-label="Ordered" className="num">
                        {p.quantity}
                      </td>
                      <td data-label="In store" className="num">
                        {p.storeInventory}
                      </td>
                      <td data-label="Short" className="num">
                        {p.short}
                      </td>
                      <td data-label="Warehouse stock">
                        {p.warehouse
                          ? p.warehouse.locations.map((l) => `${l.name}: ${l.inventory}`).join(', ')
                          : 'Not carried'}
                      </td>
                      <td data-label="Your cost" className="num">
                        {cost ? cost.price_text : '—'}
                      </td>
                      <td data-label="Order qty">
                        <label htmlFor={inputId} className="visually-hidden">
                          Quantity to order of {p.name}
                        </label>
                        <input
                          id={inputId}
                          className="field__input distributor__qty"
                          type="number"
                          inputMode="numeric"
                          min={0}
                          max={10000}
                          disabled={!p.warehouse}
                          {...register(`qty.${p.product_id}`)}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <div className="distributor__form">
            <div className="field">
              <label htmlFor={`${ids}-wh`} className="field__label">
                Warehouse
              </label>
              <select id={`${ids}-wh`} className="field__input" {...register('warehouse_code')}>
                {warehouses.length === 0 && <option value="">No warehouse stocks these parts</option>}
                {warehouses.map(([code, name]) => (
                  <option key={code} value={code}>
                    {name} ({code})
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${ids}-ship`} className="field__label">
                Shipping method
              </label>
              <select id={`${ids}-ship`} className="field__input" {...register('shipping_method')}>
                {data.shipping_methods.map((m) => (
                  <option key={m} value={m}>
                    {m}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${ids}-notes`} className="field__label">
                Notes
              </label>
              <textarea id={`${ids}-notes`} className="field__input" rows={2} maxLength={500} {...register('notes')} />
            </div>
          </div>
          <div className="distributor__actions">
            <Button
              busy={busy}
              disabled={picked.length === 0}
              onClick={() => void handleSubmit((v) => !busy && submit.mutate(v))()}
            >
              Submit Purchase Order
            </Button>
            <span>Cost: {formatCents(total)}</span>
          </div>
          {error !== undefined && (
            <p className="field__error" role="alert" data-testid="po-error">
              {error}
            </p>
          )}
        </>
      )}
      <h3>Submitted purchase orders</h3>
      <PurchaseOrderList orders={data.purchase_orders} />
    </section>
  );
}
