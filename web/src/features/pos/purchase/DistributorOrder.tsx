// The POS checkout's "Order From Your Distributor" table (spec 001 s2; issue 14, decision 0026): the order's parts short
// in store stock with the distributor's warehouse stock and cost; staff pick quantities and submit one purchase order.
// Each attempt carries an idempotency key kept until it succeeds, so sending again after a timeout never orders twice.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { formatCents, toCents } from '@parts/common/money';
import {
  orderPartsSchema,
  PURCHASE_MSG,
  purchaseSubmitInput,
  type OrderParts,
  type PurchaseOrderWire,
} from '@parts/common/purchase';
import { api, errorMessage, isAbort } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { ErrorState } from '../../../ui/ErrorState';
import { Spinner } from '../../../ui/Spinner';
import { useToast } from '../../../ui/toast/toast-context';
import { PurchaseOrderList } from './PurchaseOrderList';
import './purchase.css';

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export function DistributorOrder({ orderId }: { orderId: number }) {
  const ids = useId();
  const toast = useToast();
  const [data, setData] = useState<OrderParts | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [qty, setQty] = useState<Record<number, string>>({});
  const [warehouse, setWarehouse] = useState('');
  const [shipping, setShipping] = useState('');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef(newKey());

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const d = await api(`/pos/purchase/getOrderParts?orderId=${orderId}`, { signal, schema: orderPartsSchema });
        setData(d);
        setLoadError(null);
        setQty(
          Object.fromEntries(
            d.parts.map((p) => [p.product_id, String(Math.min(p.short, p.warehouse?.totalInventory ?? 0))]),
          ),
        );
        setShipping((s) => s || d.shipping_methods[0] || '');
        setWarehouse((w) => w || d.parts.flatMap((p) => p.warehouse?.locations ?? [])[0]?.warehouseCode || '');
      } catch (err) {
        if (!isAbort(err)) setLoadError(errorMessage(err));
      }
    },
    [orderId],
  );
  useEffect(() => {
    const c = new AbortController();
    void load(c.signal);
    return () => c.abort();
  }, [load]);

  if (loadError && !data) {
    return (
      <section className="pos-checkout__panel distributor" aria-labelledby={`${ids}-h`}>
        <h2 id={`${ids}-h`}>Order From Your Distributor</h2>
        <ErrorState message={loadError} onRetry={() => void load()} />
      </section>
    );
  }
  if (!data) {
    return (
      <section className="pos-checkout__panel distributor" aria-labelledby={`${ids}-h`}>
        <h2 id={`${ids}-h`}>Order From Your Distributor</h2>
        <div className="pos-checkout__loading" role="status">
          <Spinner /> Asking the distributor…
        </div>
      </section>
    );
  }

  const warehouses = [
    ...new Map(data.parts.flatMap((p) => p.warehouse?.locations ?? []).map((l) => [l.warehouseCode, l.name])).entries(),
  ];
  const picked = data.parts
    .map((p) => ({ product_id: p.product_id, quantity: qty[p.product_id] ?? '' }))
    .filter((i) => i.quantity.trim() !== '' && i.quantity.trim() !== '0');
  const total = data.parts.reduce((s, p) => {
    const n = Number(qty[p.product_id] ?? 0);
    const cost = toCents(p.warehouse?.prices.find((x) => x.type === 'your_cost')?.price ?? '0') ?? 0;
    return Number.isInteger(n) && n > 0 ? s + n * cost : s;
  }, 0);

  const submit = async () => {
    setError(null);
    const form = {
      idempotency_key: key.current,
      warehouse_code: warehouse,
      shipping_method: shipping,
      notes,
      items: picked,
    };
    const parsed = purchaseSubmitInput.safeParse(form);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? PURCHASE_MSG.pickQuantity);
      return;
    }
    setBusy(true);
    try {
      const r = await api<{ success: string; purchase_order: PurchaseOrderWire; purchase_orders: PurchaseOrderWire[] }>(
        `/pos/purchase/submit?orderId=${orderId}`,
        { json: parsed.data },
      );
      toast.success(r.success);
      key.current = newKey();
      setNotes('');
      await load();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

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
                          value={qty[p.product_id] ?? ''}
                          onChange={(e) => setQty((q) => ({ ...q, [p.product_id]: e.target.value }))}
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
              <select
                id={`${ids}-wh`}
                className="field__input"
                value={warehouse}
                onChange={(e) => setWarehouse(e.target.value)}
              >
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
              <select
                id={`${ids}-ship`}
                className="field__input"
                value={shipping}
                onChange={(e) => setShipping(e.target.value)}
              >
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
              <textarea
                id={`${ids}-notes`}
                className="field__input"
                rows={2}
                maxLength={500}
                value={notes}
                onChange={(e) => setNotes(e.target.value)}
              />
            </div>
          </div>
          <div className="distributor__actions">
            <Button busy={busy} disabled={picked.length === 0} onClick={() => void submit()}>
              Submit Purchase Order
            </Button>
            <span>Cost: {formatCents(total)}</span>
          </div>
          {error && (
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
