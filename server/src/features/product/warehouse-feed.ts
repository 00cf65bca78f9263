// The product page's warehouse counts from the distributor (Refresh Warehouse with is_paceapi_active; decision 0026).
import { PRODUCT_MSG } from '@parts/common/messages';
import type { InventoryDetails } from '@parts/common/product-page';
import type { Db } from '#src/db/client';
import { HttpError } from '#src/http/errors';
import { distributorProvider, withDistributorTimeout } from '#src/features/distributor/distributor';

const partKey = (aaia: string, mpn: string) => `${aaia.toUpperCase()}|${mpn.toUpperCase()}`;

/** Replaces each item's warehouse locations' counts with the distributor's answer (a part it does not carry: 0). */
export async function warehouseFromDistributor(db: Db, answer: InventoryDetails): Promise<void> {
  const items = await withDistributorTimeout(
    db,
    distributorProvider(db).inventory(answer.Items.map((i) => ({ aaia: i.AAIABrandCode, mpn: i.PartNumber }))),
  ).catch(() => {
    throw new HttpError(502, PRODUCT_MSG.inventoryError);
  });
  const byPart = new Map(items.map((i) => [partKey(i.aaia, i.mpn), i]));
  for (const item of answer.Items) {
    const wh = byPart.get(partKey(item.AAIABrandCode, item.PartNumber))?.warehouses ?? [];
    for (const loc of item.Locations)
      if (loc.warehouseCode !== null) loc.inventory = wh.find((w) => w.code === loc.warehouseCode)?.quantity ?? 0;
    item.totalInventory = item.Locations.reduce((n, l) => n + Math.max(0, l.inventory), 0);
  }
}
