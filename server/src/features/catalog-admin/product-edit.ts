// The product as the editor shows it (issue 26): its fields as the form types them (dollars, whole numbers as text),
// its price lists, stock per store and warehouse, its applications, and the choices of the form's selects.
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { ProductEdit } from '@parts/common/catalog-admin';
import { centsToDecimal } from '@parts/common/money';
import { storeLocalParts } from '@parts/common/store-time';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import {
  customerGroups,
  instantRebates,
  inventory,
  locations,
  manufacturers,
  productCategories,
  productDiscounts,
  productPackaging,
  products,
  productSpecials,
  series,
} from '#src/db/schema/index';
import { storeTimeZone } from '#src/features/checkout/store-time-zone';
import { interchangeOf } from './interchange';
import { imagesOf } from './product-images';
import { kitOf } from './product-kit';
import { optionsOf } from './product-options';

/** A stored start instant as the store's date; an end (exclusive, the next midnight) as the last day it applies. */
export const startDate = (d: Date | null, tz: string) => (d ? storeLocalParts(d, tz).date : '');
export const lastDate = (d: Date | null, tz: string) => (d ? storeLocalParts(new Date(d.getTime() - 1), tz).date : '');

const money = (c: number | null) => (c === null ? '' : centsToDecimal(c));

export async function productChoices(db: Db) {
  const [brands, cats, lines, groups, places] = await Promise.all([
    db
      .select({ id: manufacturers.manufacturerId, name: manufacturers.name })
      .from(manufacturers)
      .orderBy(manufacturers.name),
    db.execute(sql`with recursive t as (
        select category_id, parent_id, name::text as path from categories where parent_id is null
        union all select c.category_id, c.parent_id, t.path || ' > ' || c.name
          from categories c join t on c.parent_id = t.category_id)
      select category_id as id, path as name, parent_id as parent from t order by path`),
    db
      .select({ id: series.seriesId, name: series.name, brand_id: series.manufacturerId })
      .from(series)
      .orderBy(series.name),
    db
      .select({ id: customerGroups.customerGroupId, name: customerGroups.name })
      .from(customerGroups)
      .orderBy(desc(customerGroups.isDefault), customerGroups.customerGroupId),
    db
      .select({ id: locations.locationId, name: locations.name, kind: locations.kind })
      .from(locations)
      .orderBy(locations.sortOrder, locations.locationId),
  ]);
  const catRows = rowsOf<{ id: number; name: string; parent: number | null }>(cats);
  return {
    brands,
    categories: catRows.map(({ id, name }) => ({ id, name })),
    /** Each category's parent: the editor's extra categories leave out the main one and its parent. */
    parents: new Map(catRows.map((c) => [c.id, c.parent])),
    series: lines,
    customer_groups: groups,
    locations: places,
  };
}

/** The categories besides the main one and its parent (which the save always keeps). */
const extraCategories = (ids: number[], main: number, parent: number | null) =>
  ids.filter((c) => c !== main && c !== parent).sort((a, b) => a - b);

/** The choices the answer carries (the parents map is for the server's own use). */
const listed = ({ parents: _parents, ...rest }: Awaited<ReturnType<typeof productChoices>>) => rest;

type Perms = { may_see_cost: boolean; may_change_prices: boolean };

/** A blank product for "Add product". */
export async function newProductEdit(db: Db, perms: Perms): Promise<ProductEdit> {
  const choices = await productChoices(db);
  return {
    product: {
      product_id: null,
      name: '',
      description: '',
      manufacturer_id: '',
      part_number: '',
      sku: '',
      upc: '',
      category_id: '',
      category_ids: [],
      series_id: '',
      price: '',
      ...(perms.may_see_cost ? { cost: '' } : {}),
      core_charge: '',
      labor_minutes: '',
      weight_grams: '0',
      length_mm: '',
      width_mm: '',
      height_mm: '',
      hazardous: false,
      universal: false,
      status: 'enabled',
      minimum: '1',
      position: '',
      specials: [],
      tiers: [],
      rebates: [],
      stock: choices.locations.map((l) => ({ location_id: l.id, quantity: '0' })),
    },
    image: '',
    images: [],
    options: [],
    kit: [],
    applications: [],
    interchange: [],
    ...listed(choices),
    ...perms,
  };
}

export async function productEdit(db: Db, productId: number, perms: Perms): Promise<ProductEdit | null> {
  const [p] = await db.select().from(products).where(eq(products.productId, productId));
  if (!p) return null;
  const tz = await storeTimeZone(db);
  const [choices, cats, specials, tiers, rebates, stock, apps, interchange, pack, images, options, kit] =
    await Promise.all([
      productChoices(db),
      db.select().from(productCategories).where(eq(productCategories.productId, productId)),
      db
        .select()
        .from(productSpecials)
        .where(eq(productSpecials.productId, productId))
        .orderBy(asc(productSpecials.productSpecialId)),
      db
        .select()
        .from(productDiscounts)
        .where(eq(productDiscounts.productId, productId))
        .orderBy(asc(productDiscounts.customerGroupId), asc(productDiscounts.quantity)),
      db.select().from(instantRebates).where(eq(instantRebates.productId, productId)),
      db.select().from(inventory).where(eq(inventory.productId, productId)),
      applicationsOf(db, productId),
      interchangeOf(db, productId),
      db.select().from(productPackaging).where(eq(productPackaging.productId, productId)),
      imagesOf(db, productId),
      optionsOf(db, productId),
      kitOf(db, productId),
    ]);
  const mm = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));
  const held = new Map(stock.map((s) => [s.locationId, s.quantity]));
  return {
    product: {
      product_id: p.productId,
      name: p.name,
      description: p.description,
      manufacturer_id: String(p.manufacturerId),
      part_number: p.mpn,
      sku: p.sku,
      upc: p.upc,
      category_id: String(p.categoryId),
      category_ids: extraCategories(
        cats.map((c) => c.categoryId),
        p.categoryId,
        choices.parents.get(p.categoryId) ?? null,
      ),
      series_id: p.seriesId === null ? '' : String(p.seriesId),
      price: money(p.priceCents),
      ...(perms.may_see_cost ? { cost: money(p.costCents) } : {}),
      core_charge: money(p.coreChargeCents),
      labor_minutes: p.laborMinutes === null ? '' : String(p.laborMinutes),
      weight_grams: String(p.weightGrams),
      length_mm: mm(pack[0]?.lengthMm),
      width_mm: mm(pack[0]?.widthMm),
      height_mm: mm(pack[0]?.heightMm),
      hazardous: pack[0]?.hazardous ?? false,
      universal: p.universal,
      status: p.status ? 'enabled' : 'disabled',
      minimum: String(p.minimum),
      position: p.position ?? '',
      specials: specials.map((s) => ({
        customer_group_id: s.customerGroupId,
        price: money(s.priceCents),
        date_start: startDate(s.dateStart, tz),
        date_end: lastDate(s.dateEnd, tz),
      })),
      tiers: tiers.map((t) => ({
        customer_group_id: t.customerGroupId,
        quantity: String(t.quantity),
        price: money(t.priceCents),
      })),
      rebates: rebates.map((r) => ({ name: r.name, amount: money(r.amountCents), date_end: lastDate(r.dateEnd, tz) })),
      stock: choices.locations.map((l) => ({ location_id: l.id, quantity: String(held.get(l.id) ?? 0) })),
    },
    image: p.image,
    images: images.images,
    options,
    kit,
    applications: apps,
    interchange,
    ...listed(choices),
    ...perms,
  };
}

/** The part's applications (or one of them) as a person reads them: "2015 Ford F-150 · XLT · 5.0L", with position and notes. */
export async function applicationsOf(db: Db, productId: number, applicationId?: number) {
  const rows = rowsOf<{ application_id: number; vehicle: string; notes: string }>(
    await db.execute(sql`select a.application_id,
        concat_ws(' · ', bv.year || ' ' || mk.name || ' ' || md.name, sm.name, bt.name, bl.name,
          nullif(concat_ws(' ', es.liters, ef.name), '')) as vehicle,
        concat_ws('; ', a.position, nullif(array_to_string(a.notes, '; '), '')) as notes
      from applications a
      join base_vehicles bv on bv.base_vehicle_id = a.base_vehicle_id
      join makes mk on mk.make_id = bv.make_id
      join models md on md.model_id = bv.model_id
      left join sub_models sm on sm.sub_model_id = a.sub_model_id
      left join body_types bt on bt.body_type_id = a.body_type_id
      left join bed_lengths bl on bl.bed_length_id = a.bed_length_id
      left join engines e on e.engine_id = a.engine_id
      left join engine_sizes es on es.engine_size_id = e.engine_size_id
      left join engine_families ef on ef.engine_family_id = e.engine_family_id
      where a.product_id = ${productId}
        and (${applicationId ?? null}::int is null or a.application_id = ${applicationId ?? null}::int)
      order by bv.year desc, mk.name, md.name, a.application_id
      limit 500`),
  );
  return rows;
}
