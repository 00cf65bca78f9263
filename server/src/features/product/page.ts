// One product's page data in one answer (options, prices, stock, kit, breadcrumbs, reviews and the fitment verdict),
// read with ONE prepared statement, so the product page makes one request and the server one round trip.
import type { ProductOption, ProductPage, Review } from '@parts/common/catalog';
import { MSG } from '@parts/common/messages';
import { centsToDecimal, formatCents } from '@parts/common/money';
import { shownQuantity, unitPrice } from '@parts/common/pricing';
import { PRODUCT_IMAGE_SIZES, productImageAt } from '@parts/common/product-editor';
import { preparedOn, type Db } from '#src/db/client';
import { notFound } from '#src/http/errors';
import { factsFromRows, type AppTuple } from '#src/features/fitment/queries';
import { judgeParts, type VehicleState } from '#src/features/fitment/service';
import { hasEngine, hasYmm } from '#src/features/fitment/vehicle';
import { mediaUrl, productViewLink } from '#src/features/catalog/cards';
import { priceFactsOf, PRICE_FACTS_COLUMNS, PRICE_FACTS_JOIN, type PriceFactsRow } from '#src/features/pricing/facts';

export { productPageSchema } from '@parts/common/catalog';

export const PRODUCT_NOT_FOUND = 'That product is not in the catalogue.';
/** How many approved reviews come with the page; the rest are paged by GET /api/products/:id/reviews. */
export const LATEST_REVIEWS = 5;

type Linked = [number, string, string, string];
interface PageRow extends PriceFactsRow {
  product_id: number;
  name: string;
  sku: string;
  upc: string;
  mpn: string;
  description: string;
  image: string;
  universal: boolean;
  position: string | null;
  minimum: number;
  is_package: boolean;
  labor_minutes: number | null;
  series_id: number | null;
  price_cents: number;
  manufacturer: string;
  manufacturer_id: number;
  aaia: string;
  category_id: number;
  category: string;
  parent_id: number | null;
  parent_name: string | null;
  category_ids: number[] | string | null;
  price_notice: string | null;
  options: RawOption[] | string | null;
  inventory: [number, string, number, string, string | null][] | string | null;
  components: [number, string, string, string, number][] | string | null;
  included_in: Linked[] | string | null;
  is_component: boolean;
  review_avg: string | number | null;
  review_count: number | string;
  latest_reviews: [number, string, string, number, string, string | null][] | string | null;
  has_apps: boolean;
  apps: AppTuple[] | string | null;
  specs: [string, string][] | string | null;
  interchange: [string, string][] | string | null;
  assets: [string, string][] | string | null;
  weight_grams: number;
  length_mm: number | null;
  width_mm: number | null;
  height_mm: number | null;
  hazardous: boolean | null;
}
interface RawOption {
  id: number;
  type: ProductOption['type'];
  name: string;
  required: boolean;
  value: string;
  values: { id: number; name: string; cents: number; prefix: '+' | '-'; image: string | null }[] | null;
}

const json = <T>(v: T | string | null): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

// $1 product, $2 customer group, $3 base vehicle (or null), $4 'all' to bring every application (engine-only vehicle).
const PAGE_SQL = `
select p.product_id, p.name, p.sku, p.upc, p.mpn, p.description, p.image, p.universal, p.position, p.minimum, p.is_package,
  p.labor_minutes, p.series_id, p.price_cents,
  m.name as manufacturer, m.manufacturer_id, m.aaia,
  c.category_id, c.name as category, pc.category_id as parent_id, pc.name as parent_name,
  (select json_agg(x.category_id order by x.category_id) from product_categories x where x.product_id = p.product_id) as category_ids,
  ${PRICE_FACTS_COLUMNS},
  (select n.notice from product_price_notices n where n.product_id = p.product_id) as price_notice,
  (select json_agg(json_build_object('id', o.product_option_id, 'type', o.type, 'name', o.name, 'required', o.required, 'value', o.value,
      'values', (select json_agg(json_build_object('id', v.product_option_value_id, 'name', v.name, 'cents', v.price_cents, 'prefix', v.price_prefix, 'image', v.image)
                  order by v.sort_order, v.product_option_value_id) from product_option_values v where v.product_option_id = o.product_option_id))
    order by o.sort_order, o.product_option_id) from product_options o where o.product_id = p.product_id) as options,
  (select json_agg(json_build_array(l.location_id, l.name, coalesce(i.quantity, 0), l.kind, l.warehouse_code) order by l.kind, l.sort_order, l.location_id)
    from locations l left join inventory i on i.location_id = l.location_id and i.product_id = p.product_id) as inventory,
  (select json_agg(json_build_array(cp.product_id, cm.name, cp.mpn, cp.name, k.quantity) order by cp.name, cp.product_id)
    from package_components k join products cp on cp.product_id = k.component_id join manufacturers cm on cm.manufacturer_id = cp.manufacturer_id
    where k.package_id = p.product_id and cp.status) as components,
  (select json_agg(json_build_array(q.product_id, q.manufacturer, q.mpn, q.name)) from (
    select kp.product_id, km.name as manufacturer, kp.mpn, kp.name
    from package_components k join products kp on kp.product_id = k.package_id join manufacturers km on km.manufacturer_id = kp.manufacturer_id
    where k.component_id = p.product_id and kp.status order by kp.name, kp.product_id limit 10) q) as included_in,
  exists (select 1 from package_components k where k.component_id = p.product_id) as is_component,
  rv.avg as review_avg, rv.n as review_count,
  (select json_agg(json_build_array(t.review_id, t.author, t.text, t.rating, t.date_added, t.reply)) from (
    select review_id, author, text, rating, to_char(date_added at time zone 'UTC', 'YYYY-MM-DD') as date_added, reply from reviews
    where product_id = p.product_id and status = 'approved' order by date_added desc, review_id desc limit ${LATEST_REVIEWS}) t) as latest_reviews,
  exists (select 1 from applications a where a.product_id = p.product_id) as has_apps,
  (select coalesce(json_agg(json_build_array(a.base_vehicle_id, a.sub_model_id, a.body_type_id, a.bed_length_id, a.engine_id, a.notes)), '[]'::json)
    from applications a where a.product_id = p.product_id and ($4::text = 'all' or a.base_vehicle_id = $3::int)) as apps,
  (select json_agg(json_build_array(s.name, s.value) order by s.sort_order) from product_specifications s where s.product_id = p.product_id) as specs,
  (select json_agg(json_build_array(x.brand, x.part_number) order by x.brand, x.part_number) from product_interchange x where x.product_id = p.product_id) as interchange,
  (select json_agg(json_build_array(d.asset_type, d.url) order by d.sort_order) from product_assets d where d.product_id = p.product_id and d.fetch_status <> 'picture') as assets,
  p.weight_grams, pk.length_mm, pk.width_mm, pk.height_mm, pk.hazardous
from products p
  left join product_packaging pk on pk.product_id = p.product_id
  join manufacturers m on m.manufacturer_id = p.manufacturer_id
  join categories c on c.category_id = p.category_id
  left join categories pc on pc.category_id = c.parent_id
  ${PRICE_FACTS_JOIN}
  left join lateral (select round(avg(x.rating)::numeric, 1) as avg, count(*)::int as n from reviews x
    where x.product_id = p.product_id and x.status = 'approved') rv on true
where p.product_id = $1::int and p.status`;

export interface ProductPageOptions {
  /** The shopper's customer group (customerGroupFor): their specials and tiers. */
  customerGroupId: number;
  /** False when login_for_pricing is on and nobody is logged in: no price leaves the server. */
  pricesVisible: boolean;
}

/** Labor time as the spec shows it, in hrs and min ("1 hr 30 min"). */
export function laborText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h > 0 ? `${h} hr${h === 1 ? '' : 's'}` : '', m > 0 ? `${m} min` : ''].filter(Boolean).join(' ') || '0 min';
}

const inches = (mm: number) => String(Math.round((mm / 25.4) * 10) / 10);

/** The specification table: the supplier's attributes (PIES), then weight, package size and the hazardous flag. */
function specificationsOf(row: PageRow): ProductPage['specifications'] {
  const rows = (json(row.specs) ?? []).map(([name, value]) => ({ name, value }));
  if (row.weight_grams > 0)
    rows.push({ name: 'Weight', value: `${Math.round((row.weight_grams / 453.592) * 100) / 100} lb` });
  if (row.length_mm !== null && row.width_mm !== null && row.height_mm !== null)
    rows.push({
      name: 'Package size',
      value: `${inches(row.length_mm)} × ${inches(row.width_mm)} × ${inches(row.height_mm)} in`,
    });
  if (row.hazardous) rows.push({ name: 'Hazardous material', value: 'Yes' });
  return rows;
}

export const modifierText = (cents: number, prefix: '+' | '-') => (cents === 0 ? '' : `${prefix}${formatCents(cents)}`);

export async function loadProductPage(
  db: Db,
  productId: number,
  vehicle: VehicleState,
  opts: ProductPageOptions,
): Promise<ProductPage> {
  const allApps = !hasYmm(vehicle.chosen) && hasEngine(vehicle.chosen);
  const [row] = await preparedOn<PageRow>(db, 'product_page', PAGE_SQL, [
    productId,
    opts.customerGroupId,
    vehicle.baseVehicleId,
    allApps ? 'all' : 'bv',
  ]);
  if (!row) throw notFound(PRODUCT_NOT_FOUND);

  const verdict = (await judgeParts(db, vehicle, [row], factsFromRows(vehicle.vocab, [row]))).get(row.product_id)!;

  const facts = priceFactsOf(row);
  const disabled = row.price_notice !== null;
  const hidden: ProductPage['price_hidden'] = disabled ? 'disabled' : opts.pricesVisible ? null : 'login';
  const options: ProductOption[] = (json(row.options) ?? []).map((o) => ({
    product_option_id: o.id,
    type: o.type,
    name: o.name,
    required: o.required,
    value: o.value,
    product_option_value: (o.values ?? []).map((v) => ({
      product_option_value_id: v.id,
      option_value_id: v.id,
      name: v.name,
      price: hidden ? '0.00' : centsToDecimal(v.cents),
      price_cents: hidden ? 0 : v.cents,
      price_prefix: v.prefix,
      price_text: hidden ? '' : modifierText(v.cents, v.prefix),
      image: v.image ? mediaUrl(v.image) : null,
      image_thumb: v.image ? mediaUrl(productImageAt(v.image, PRODUCT_IMAGE_SIZES.thumb)) : null,
    })),
  }));
  const requiresOptions = options.some((o) => o.required);
  const minimum = shownQuantity(row.minimum);
  const unit = unitPrice(facts, minimum);
  const hiddenText = hidden === 'disabled' ? row.price_notice || MSG.productUnavailable : MSG.loginForPricing;
  const show = (cents: number) => (hidden ? null : centsToDecimal(cents));
  const showText = (cents: number) => (hidden ? hiddenText : formatCents(cents));

  const inventoryRows = json(row.inventory) ?? [];
  const locations = inventoryRows.map(([location_id, location_name, quantity, kind, code]) => ({
    location_id,
    location_name,
    quantity,
    warehouse_location: kind === 'warehouse' ? (code ?? location_name) : null,
  }));
  const linked = ([product_id, manufacturer, model, name]: Linked) => ({
    product_id,
    manufacturer,
    model,
    name,
    links: { view: productViewLink(product_id) },
  });
  const levels = [
    ...(row.parent_id !== null && row.parent_name !== null
      ? [{ category_id: row.parent_id, name: row.parent_name }]
      : []),
    { category_id: row.category_id, name: row.category },
  ].map((l) => ({ ...l, href: `/product/category?category_id=${l.category_id}` }));

  return {
    product_id: row.product_id,
    name: row.name,
    model: row.mpn,
    sku: row.sku,
    ean: row.upc,
    aaia: row.aaia,
    mpn: row.mpn,
    manufacturer: row.manufacturer,
    manufacturer_id: row.manufacturer_id,
    series_id: row.series_id,
    category: row.category,
    category_id: row.category_id,
    categories: (json(row.category_ids) ?? [row.category_id]).map((category_id) => ({ category_id })),
    category_levels: levels,
    description: row.description,
    image: mediaUrl(row.image),
    universal: row.universal,
    position: row.position,
    minimum,
    currency_code: 'USD',
    customer_group_id: opts.customerGroupId,
    price: show(unit.unitCents * minimum),
    price_text: showText(unit.unitCents),
    unit_price: show(unit.unitCents),
    unit_price_text: showText(unit.unitCents),
    original_unit_price: show(unit.originalUnitCents),
    original_unit_price_text: showText(unit.originalUnitCents),
    price_before_discounts: show(unit.unitBeforeDiscountsCents * minimum),
    unit_price_before_discounts: show(unit.unitBeforeDiscountsCents),
    unit_price_before_discounts_text: showText(unit.unitBeforeDiscountsCents),
    special: !hidden && unit.special ? { special_text: 'Sale' } : null,
    instant_rebate:
      !hidden && unit.rebate
        ? { instant_rebate_name: unit.rebate.name, amount_text: formatCents(unit.rebate.amountCents) }
        : null,
    discounts: hidden
      ? []
      : facts.tiers.map((t) => ({
          quantity: t.quantity,
          price: centsToDecimal(t.priceCents),
          price_text: formatCents(t.priceCents),
        })),
    pricing: hidden
      ? null
      : {
          regular_cents: facts.regularCents,
          special_cents: facts.specialCents,
          tiers: facts.tiers.map((t) => ({ quantity: t.quantity, price_cents: t.priceCents })),
          rebate: facts.rebate ? { name: facts.rebate.name, amount_cents: facts.rebate.amountCents } : null,
        },
    price_hidden: hidden,
    disable_pricing: disabled,
    disable_pricing_notice: disabled ? row.price_notice || MSG.productUnavailable : null,
    is_orderable: hidden === null,
    requires_options: requiresOptions,
    options,
    labor: row.labor_minutes
      ? { data: { title: 'Installation labor', display_text: laborText(row.labor_minutes) }, time: row.labor_minutes }
      : null,
    inventory: {
      total: locations.reduce((n, l) => n + Math.max(0, l.quantity), 0),
      locations,
      wd_inventory: {
        quantity: locations.filter((l) => l.warehouse_location !== null).reduce((n, l) => n + l.quantity, 0),
      },
    },
    is_package: row.is_package,
    is_package_component: row.is_component,
    package: {
      components: (json(row.components) ?? []).map(([id, manufacturer, model, name, quantity]) => ({
        ...linked([id, manufacturer, model, name]),
        quantity_in_kit: quantity,
      })),
      included_in: (json(row.included_in) ?? []).map(linked),
    },
    reviews: {
      rating: row.review_avg === null ? 0 : Number(row.review_avg),
      count: Number(row.review_count),
      latest: (json(row.latest_reviews) ?? []).map(([review_id, author, text, rating, date_added, reply]): Review => ({
        review_id,
        author,
        text,
        rating,
        date_added,
        reply,
      })),
    },
    fitment: verdict,
    links: { view: productViewLink(row.product_id) },
    specifications: specificationsOf(row),
    interchange: (json(row.interchange) ?? []).map(([brand, part_number]) => ({ brand, part_number })),
    assets: (json(row.assets) ?? []).map(([type, url]) => ({ type, url })),
  };
}
