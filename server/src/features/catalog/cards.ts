// Product cards: the few fields a listing shows, with the shopper's price (special for their group) and stock.
import { sql, type SQL } from 'drizzle-orm';
import { centsToDecimal, formatCents } from '@parts/common/money';
import { PRODUCT_IMAGE_SIZES, productImageAt } from '@parts/common/product-editor';
import type { ProductCard } from '@parts/common/catalog';
import { quantityBreaks, shownQuantity, unitPrice, type PriceFacts } from '@parts/common/pricing';
import { bookFacts, priceBook } from '#src/features/pricing/book';
import { fitLabel } from '@parts/common/fitment';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { preparedOn } from '#src/db/client';
import { factsFromRows, type AppTuple } from '#src/features/fitment/queries';
import { judgeParts, type VehicleState } from '#src/features/fitment/service';
import { catalogVersion } from '#src/features/catalog-version/version';

type CardRow = {
  product_id: number;
  name: string;
  sku: string;
  mpn: string;
  image: string;
  price_cents: number;
  universal: boolean;
  manufacturer: string;
  manufacturer_id: number;
  aaia: string;
  rating: number;
  minimum: number;
  requires_options: boolean;
  in_stock: number;
  has_apps: boolean;
  apps: AppTuple[] | string | null;
};

/** Stored picture paths are relative to /media/. */
export const mediaUrl = (stored: string) => (/^(https?:)?\/\//.test(stored) ? stored : `/media/${stored}`);

export const productViewLink = (productId: number) => `/product/product?product_id=${productId}`;

export async function productCards(
  db: Db,
  opts: { where?: SQL; orderBy: SQL; limit: number; offset?: number; customerGroupId: number; vehicle: VehicleState },
): Promise<ProductCard[]> {
  // With a base vehicle chosen, the cards' applications on it come in the same query (no second round trip).
  const bv = opts.vehicle.baseVehicleId;
  const rows = await db.execute(sql`
    select p.product_id, p.name, p.sku, p.mpn, p.image, p.price_cents, p.universal,
      m.name as manufacturer, m.manufacturer_id, m.aaia, p.rating, p.minimum,
      exists (select 1 from product_options po where po.product_id = p.product_id and po.required) as requires_options,
      (select coalesce(sum(i.quantity), 0) from inventory i where i.product_id = p.product_id)::int as in_stock,
      exists (select 1 from applications a where a.product_id = p.product_id) as has_apps,
      ${bv === null ? sql`null` : sql`(select coalesce(json_agg(json_build_array(a.base_vehicle_id, a.sub_model_id, a.body_type_id, a.bed_length_id, a.engine_id, a.notes)), '[]'::json) from applications a where a.product_id = p.product_id and a.base_vehicle_id = ${bv})`} as apps
    from products p join manufacturers m on m.manufacturer_id = p.manufacturer_id
    where p.status ${opts.where ? sql`and ${opts.where}` : sql``}
    order by ${opts.orderBy}
    limit ${opts.limit} offset ${opts.offset ?? 0}`);
  const cards = rowsOf<CardRow>(rows);
  const facts = bv === null ? undefined : factsFromRows(opts.vehicle.vocab, cards);
  const [verdicts, book] = await Promise.all([
    judgeParts(db, opts.vehicle, cards, facts),
    priceBook(db, await catalogVersion(db)),
  ]);
  const now = Date.now();
  return cards.map((r) => {
    const v = verdicts.get(r.product_id);
    return {
      ...toCard(r, bookFacts(book, r.product_id, r.price_cents, opts.customerGroupId, now)),
      fit: { result: v?.result ?? 'unknown', label: v?.label ?? fitLabel('unknown', false) },
    };
  });
}

// $1 the products, then (with a base vehicle) $2 the base vehicle. The card fields and the applications on the base
// vehicle in ONE prepared statement (the fields as productCards reads them), for a listing's page; the prices come from
// the price book (decision 0035). Without a base vehicle the statement leaves the applications out (a sixth of its time
// went to 24 lookups of a null vehicle).
const cardsSql = (apps: string) => `
select p.product_id, p.name, p.sku, p.mpn, p.image, p.price_cents, p.universal,
  m.name as manufacturer, m.manufacturer_id, m.aaia, p.rating, p.minimum,
  exists (select 1 from product_options po where po.product_id = p.product_id and po.required) as requires_options,
  (select coalesce(sum(i.quantity), 0) from inventory i where i.product_id = p.product_id)::int as in_stock,
  exists (select 1 from applications a where a.product_id = p.product_id) as has_apps,
  ${apps} as apps
from products p join manufacturers m on m.manufacturer_id = p.manufacturer_id
where p.product_id = any($1::int[]) and p.status`;
const CARDS_SQL =
  cardsSql(`(select coalesce(json_agg(json_build_array(a.base_vehicle_id, a.sub_model_id, a.body_type_id, a.bed_length_id, a.engine_id, a.notes)), '[]'::json)
    from applications a where a.product_id = p.product_id and a.base_vehicle_id = $2::int)`);
const CARDS_WITHOUT_VEHICLE_SQL = cardsSql('null::json');

/**
 * The cards of a listing's page (decisions 0027, 0035): one prepared statement brings the fields and the applications
 * the verdicts need, the price book the prices. Ids not found (or no longer for sale) have no card; the order is the
 * ids'.
 */
export async function productCardsByIds(
  db: Db,
  ids: number[],
  customerGroupId: number,
  vehicle: VehicleState,
): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const bv = vehicle.baseVehicleId;
  const [rows, book] = await Promise.all([
    bv === null
      ? preparedOn<CardRow>(db, 'catalog_cards_by_ids_no_vehicle', CARDS_WITHOUT_VEHICLE_SQL, [ids])
      : preparedOn<CardRow>(db, 'catalog_cards_by_ids', CARDS_SQL, [ids, bv]),
    catalogVersion(db).then((version) => priceBook(db, version)),
  ]);
  const facts = bv === null ? undefined : factsFromRows(vehicle.vocab, rows);
  const verdicts = await judgeParts(db, vehicle, rows, facts);
  const now = Date.now();
  const byId = new Map(rows.map((r) => [r.product_id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const v = verdicts.get(r.product_id);
    return [
      {
        ...toCard(r, bookFacts(book, r.product_id, r.price_cents, customerGroupId, now)),
        fit: { result: v?.result ?? 'unknown', label: v?.label ?? fitLabel('unknown', false) },
      },
    ];
  });
}

function toCard(r: CardRow, facts: PriceFacts): Omit<ProductCard, 'fit'> {
  // The one price rule (decision 0007) at the shown quantity (the part's minimum), for the shopper's customer group.
  const shown = shownQuantity(Number(r.minimum));
  const price = unitPrice(facts, shown);
  const pays = price.unitCents;
  const tiers = quantityBreaks(facts, shown).map((b) => ({
    quantity: b.quantity,
    price_text: formatCents(b.unitCents),
  }));
  return {
    product_id: r.product_id,
    name: r.name,
    model: r.mpn,
    sku: r.sku,
    manufacturer: r.manufacturer,
    manufacturer_id: r.manufacturer_id,
    aaia: r.aaia,
    mpn: r.mpn,
    image: mediaUrl(productImageAt(r.image, PRODUCT_IMAGE_SIZES.card)),
    price: centsToDecimal(pays),
    price_text: formatCents(pays),
    special_text: price.special ? 'Sale' : null,
    price_before_discounts_text: pays < price.originalUnitCents ? formatCents(price.originalUnitCents) : null,
    universal: r.universal,
    in_stock: Number(r.in_stock),
    links: { view: productViewLink(r.product_id) },
    price_block: {
      unit_price_text: formatCents(pays),
      original_unit_price_text: pays < price.originalUnitCents ? formatCents(price.originalUnitCents) : null,
      special_text: price.special ? 'Sale' : null,
      instant_rebate_name: price.rebate?.name ?? null,
      tiers,
    },
    rating: Number(r.rating),
    requires_options: Boolean(r.requires_options),
    minimum: Number(r.minimum),
  };
}
