import { useId, useState } from 'react';
import type { InventorySummary } from '@parts/common/catalog';
import { PRODUCT_MSG } from '@parts/common/messages';
import { inventoryDetailsSchema } from '@parts/common/product-page';
import { useFlags } from '../../app/flags-context';
import { Button } from '../../ui/Button';
import { api } from '../../ui/api';
import { ResellerPrices } from './ResellerPrices';

/**
 * "In Stock: N" with a panel (on hover, or focus/click for keyboard and touch) listing each store and the warehouse.
 * Refresh Warehouse (when is_paceapi_active) asks getInventoryDetails for the warehouse's current count; staff in POS
 * mode also see the distributor's reseller prices (ResellerPrices, decision 0026).
 */
export function InventoryBadge({ productId, inventory }: { productId: number; inventory: InventorySummary }) {
  const { flags } = useFlags();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [pinned, setPinned] = useState(false);
  const [locations, setLocations] = useState(inventory.locations);
  const [refresh, setRefresh] = useState<'idle' | 'busy' | 'error'>('idle');
  const [refreshed, setRefreshed] = useState(0);
  const total = locations.reduce((n, l) => n + Math.max(0, l.quantity), 0);
  const shown = open || pinned;

  const refreshWarehouse = async () => {
    setRefresh('busy');
    try {
      const answer = await api('/api/inventory/getInventoryDetails', {
        form: { products: String(productId) },
        schema: inventoryDetailsSchema,
      });
      const item = answer.Items.find((i) => i.ProductId === productId);
      if (!item) throw new Error('no item');
      setLocations((ls) =>
        ls.map((l) =>
          l.warehouse_location === null
            ? l
            : {
                ...l,
                quantity: item.Locations.find((x) => x.warehouseCode === l.warehouse_location)?.inventory ?? l.quantity,
              },
        ),
      );
      setRefresh('idle');
      setRefreshed((n) => n + 1);
    } catch (err) {
      console.error('Refresh Warehouse failed', err);
      setRefresh('error');
    }
  };

  return (
    <div
      className="inventory-badge"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          setOpen(false);
          setPinned(false);
        }
      }}
    >
      <button
        type="button"
        className={`inventory-badge__button${total > 0 ? '' : ' is-out'}`}
        aria-expanded={shown}
        aria-controls={panelId}
        onClick={() => setPinned((p) => !p)}
      >
        {PRODUCT_MSG.inStock(total)}
      </button>
      <div
        id={panelId}
        className="inventory-badge__panel"
        hidden={!shown}
        role="region"
        aria-label="Inventory by location"
      >
        <table>
          <tbody>
            {locations.map((l) => (
              <tr key={l.location_id} className={l.warehouse_location ? 'is-warehouse' : undefined}>
                <th scope="row">{l.warehouse_location ? `${l.location_name} (warehouse)` : l.location_name}</th>
                <td>{l.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {flags.is_paceapi_active && (
          <Button size="sm" variant="secondary" busy={refresh === 'busy'} onClick={() => void refreshWarehouse()}>
            {PRODUCT_MSG.refreshWarehouse}
          </Button>
        )}
        {flags.in_pos_mode && shown && <ResellerPrices productId={productId} reloadKey={refreshed} />}
        {refresh === 'error' && (
          <p role="alert" className="field__error">
            {PRODUCT_MSG.inventoryError}
          </p>
        )}
      </div>
    </div>
  );
}
