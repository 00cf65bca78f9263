// Staff only (POS mode): the distributor's warehouse stock and reseller prices for one product, in the inventory
// panel (spec 001 s3 "Inventory product", s8 "No reseller prices"; issue 14, decision 0026). Loaded when first shown.
import { useCallback, useEffect, useState } from 'react';
import { z } from 'zod';
import { inventoryProductSchema, PURCHASE_MSG, type InventoryProduct } from '@parts/common/purchase';
import { api } from '../../ui/api';
import { Spinner } from '../../ui/Spinner';

const answerSchema = z.object({ success: z.boolean(), data: inventoryProductSchema.nullable() });
const PRICE_LABEL: Record<string, string> = { your_cost: 'Your cost', list: 'List' };

export function ResellerPrices({ productId, reloadKey }: { productId: number; reloadKey: number }) {
  const [state, setState] = useState<
    { status: 'loading' } | { status: 'error' } | { status: 'ok'; data: InventoryProduct | null }
  >({ status: 'loading' });
  const load = useCallback(
    async (signal?: AbortSignal) => {
      setState({ status: 'loading' });
      try {
        const r = await api('/api/inventory/getWarehouseInventory', {
          form: { productId: String(productId) },
          schema: answerSchema,
          signal,
        });
        setState({ status: 'ok', data: r.data });
      } catch (err) {
        if (signal?.aborted) return;
        console.error('Reseller prices failed', err);
        setState({ status: 'error' });
      }
    },
    [productId],
  );
  useEffect(() => {
    const c = new AbortController();
    void load(c.signal);
    return () => c.abort();
  }, [load, reloadKey]);

  return (
    <div className="reseller-prices" data-testid="reseller-prices">
      <h3>Reseller Prices</h3>
      {state.status === 'loading' && (
        <p role="status">
          <Spinner /> Loading…
        </p>
      )}
      {state.status === 'error' && (
        <p role="alert" className="field__error">
          {PURCHASE_MSG.inventoryError}
        </p>
      )}
      {state.status === 'ok' &&
        (state.data === null || state.data.prices.length === 0 ? (
          <p>{PURCHASE_MSG.noResellerPrices}</p>
        ) : (
          <table>
            <tbody>
              {state.data.prices.map((p) => (
                <tr key={p.type}>
                  <th scope="row">{PRICE_LABEL[p.type] ?? p.type}</th>
                  <td>{p.price_text}</td>
                </tr>
              ))}
              {state.data.locations.map((l) => (
                <tr key={l.warehouseCode}>
                  <th scope="row">{l.name} stock</th>
                  <td>{l.inventory}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </div>
  );
}
