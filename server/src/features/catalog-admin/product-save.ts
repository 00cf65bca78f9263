// The editor's save (issue 26): one transaction that checks the choices, refuses price changes without
// catalog.prices, writes the product, its categories, price lists and stock, and logs each changed field (old → new).
// The catalogue's triggers bump its version, so the storefront's caches and price book follow at once.
import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import { CATALOG_ADMIN_MSG as MSG, type ProductSave } from '@parts/common/catalog-admin';
import { mpnKey } from '@parts/common/part-number';
import { storeInstant } from '@parts/common/store-time';
import type { Db } from '#src/db/client';
import {
  categories,
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
import { auditActor, recordAudit } from '#src/features/audit/audit';
import { storeTimeZone } from '#src/features/checkout/store-time-zone';
import { HttpError } from '#src/http/errors';
import type { FastifyRequest } from 'fastify';
import { logChanges, type ChangeAuthor } from './change-log';
import { lastDate, startDate } from './product-edit';
import { differences, PRICE_FIELDS, snapshot, type ProductState } from './product-snapshot';

const refuse = (status: number, message: string, field?: string) =>
  new HttpError(status, message, field ? { [field]: message } : undefined);

export interface Editor extends ChangeAuthor {
  /** Always someone signed in. */
  userId: number;
  mayChangePrices: boolean;
  maySeeCost: boolean;
}

const nextDay = (date: string) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** The names the log and the checks need, keyed by id. */
async function names(tx: Db) {
  // One after another: a transaction is one connection, which runs one query at a time.
  const brands = await tx.select({ id: manufacturers.manufacturerId, name: manufacturers.name }).from(manufacturers);
  const cats = await tx
    .select({ id: categories.categoryId, name: categories.name, image: categories.image, parent: categories.parentId })
    .from(categories);
  const groups = await tx
    .select({ id: customerGroups.customerGroupId, name: customerGroups.name })
    .from(customerGroups);
  const places = await tx.select({ id: locations.locationId, name: locations.name }).from(locations);
  const lines = await tx.select({ id: series.seriesId, name: series.name, brand: series.manufacturerId }).from(series);
  const map = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
  return { brands: map(brands), cats: map(cats), groups: map(groups), places: map(places), lines: map(lines) };
}
type Names = Awaited<ReturnType<typeof names>>;
const nameOf = (m: Map<number, { name: string }>, id: number | null) => (id === null ? '' : (m.get(id)?.name ?? ''));

async function storedState(tx: Db, productId: number, n: Names, tz: string): Promise<ProductState | null> {
  const [p] = await tx.select().from(products).where(eq(products.productId, productId)).for('update');
  if (!p) return null;
  const cats = await tx.select().from(productCategories).where(eq(productCategories.productId, productId));
  const specials = await tx.select().from(productSpecials).where(eq(productSpecials.productId, productId));
  const tiers = await tx.select().from(productDiscounts).where(eq(productDiscounts.productId, productId));
  const rebates = await tx.select().from(instantRebates).where(eq(instantRebates.productId, productId));
  const stock = await tx.select().from(inventory).where(eq(inventory.productId, productId));
  const pack = await tx.select().from(productPackaging).where(eq(productPackaging.productId, productId));
  const held = new Map(stock.map((s) => [s.locationId, s.quantity]));
  return {
    name: p.name,
    description: p.description,
    brand: nameOf(n.brands, p.manufacturerId),
    partNumber: p.mpn,
    sku: p.sku,
    upc: p.upc,
    category: nameOf(n.cats, p.categoryId),
    categories: cats.map((c) => nameOf(n.cats, c.categoryId)),
    series: nameOf(n.lines, p.seriesId),
    priceCents: p.priceCents,
    costCents: p.costCents,
    coreChargeCents: p.coreChargeCents,
    laborMinutes: p.laborMinutes,
    weightGrams: p.weightGrams,
    packageMm: [pack[0]?.lengthMm ?? null, pack[0]?.widthMm ?? null, pack[0]?.heightMm ?? null],
    hazardous: pack[0]?.hazardous ?? false,
    universal: p.universal,
    status: p.status,
    minimum: p.minimum,
    position: p.position ?? '',
    specials: specials.map((s) => ({
      group: nameOf(n.groups, s.customerGroupId),
      priceCents: s.priceCents,
      start: startDate(s.dateStart, tz),
      end: lastDate(s.dateEnd, tz),
    })),
    tiers: tiers.map((t) => ({
      group: nameOf(n.groups, t.customerGroupId),
      quantity: t.quantity,
      priceCents: t.priceCents,
    })),
    rebates: rebates.map((r) => ({ name: r.name, amountCents: r.amountCents, end: lastDate(r.dateEnd, tz) })),
    stock: Object.fromEntries([...n.places.values()].map((l) => [l.name, held.get(l.id) ?? 0])),
  };
}

/** The package size the save leaves: each dimension as given ('' clears it), or as stored when left out. */
function packageOf(input: ProductSave, before: ProductState | null): ProductState['packageMm'] {
  const dims = [input.length_mm, input.width_mm, input.height_mm];
  return dims.map((d, i) =>
    d === undefined ? (before?.packageMm[i] ?? null) : d === '' ? null : d,
  ) as ProductState['packageMm'];
}

/** The series id, or null for none ('' or absent). */
const seriesOf = (input: ProductSave): number | null => (typeof input.series_id === 'number' ? input.series_id : null);

function checkChoices(input: ProductSave, n: Names) {
  if (!n.brands.has(input.manufacturer_id)) throw refuse(400, MSG.unknownChoice('brand'), 'manufacturer_id');
  if (!n.cats.has(input.category_id)) throw refuse(400, MSG.unknownChoice('category'), 'category_id');
  if (input.category_ids.some((c) => !n.cats.has(c))) throw refuse(400, MSG.unknownChoice('category'), 'category_ids');
  const seriesId = seriesOf(input);
  const line = seriesId === null ? undefined : n.lines.get(seriesId);
  if (seriesId !== null && line?.brand !== input.manufacturer_id)
    throw refuse(400, MSG.unknownChoice('series of this brand'), 'series_id');
  for (const g of [...input.specials, ...input.tiers])
    if (!n.groups.has(g.customer_group_id)) throw refuse(400, MSG.unknownChoice('customer group'), 'specials');
  if (input.stock.some((s) => !n.places.has(s.location_id))) throw refuse(400, MSG.unknownChoice('location'), 'stock');
}

export async function saveProduct(
  db: Db,
  input: ProductSave,
  editor: Editor,
  req: FastifyRequest,
): Promise<{ product_id: number; changes: number }> {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const n = await names(tx);
    const tz = await storeTimeZone(tx);
    checkChoices(input, n);
    const before = input.product_id ? await storedState(tx, input.product_id, n, tz) : null;
    if (input.product_id && !before) throw refuse(404, MSG.notFound);
    const key = mpnKey(input.part_number);
    const clash = await tx
      .select({ id: products.productId, sku: products.sku, brand: products.manufacturerId, key: products.mpnKey })
      .from(products)
      .where(
        and(
          sql`((${products.manufacturerId} = ${input.manufacturer_id} and ${products.mpnKey} = ${key}) or ${products.sku} = ${input.sku})`,
          input.product_id ? ne(products.productId, input.product_id) : undefined,
        ),
      );
    if (clash.some((c) => c.brand === input.manufacturer_id && c.key === key))
      throw refuse(409, MSG.duplicate, 'part_number');
    if (clash.length) throw refuse(409, MSG.duplicateSku, 'sku');

    const costCents =
      input.cost === undefined || !editor.maySeeCost
        ? (before?.costCents ?? null)
        : input.cost === ''
          ? null
          : input.cost;
    // The main category and its parent always list the part (as the seed and imports do); the rest are extras.
    const parent = n.cats.get(input.category_id)?.parent ?? null;
    const allCats = [...new Set([input.category_id, ...(parent === null ? [] : [parent]), ...input.category_ids])];
    const stockNow = new Map(input.stock.map((s) => [s.location_id, s.quantity]));
    const after: ProductState = {
      name: input.name,
      description: input.description,
      brand: nameOf(n.brands, input.manufacturer_id),
      partNumber: input.part_number,
      sku: input.sku,
      upc: input.upc,
      category: nameOf(n.cats, input.category_id),
      categories: allCats.map((c) => nameOf(n.cats, c)),
      series: nameOf(n.lines, seriesOf(input)),
      priceCents: input.price,
      costCents,
      coreChargeCents: input.core_charge === '' ? null : input.core_charge,
      laborMinutes: input.labor_minutes === '' ? null : input.labor_minutes,
      weightGrams: input.weight_grams,
      packageMm: packageOf(input, before),
      hazardous: input.hazardous ?? before?.hazardous ?? false,
      universal: input.universal,
      status: input.status === 'enabled',
      minimum: input.minimum,
      position: input.position,
      specials: input.specials.map((s) => ({
        group: nameOf(n.groups, s.customer_group_id),
        priceCents: s.price,
        start: s.date_start,
        end: s.date_end,
      })),
      tiers: input.tiers.map((t) => ({
        group: nameOf(n.groups, t.customer_group_id),
        quantity: t.quantity,
        priceCents: t.price,
      })),
      rebates: input.rebates.map((r) => ({ name: r.name, amountCents: r.amount, end: r.date_end })),
      stock: Object.fromEntries(
        [...n.places.values()].map((l) => [l.name, stockNow.get(l.id) ?? before?.stock[l.name] ?? 0]),
      ),
    };
    const diff = before ? differences(snapshot(before), snapshot(after)) : [];
    const moved = new Set(diff.map((d) => d.field));
    const pricesMoved = before ? diff.some((d) => PRICE_FIELDS.has(d.field)) : true;
    if (pricesMoved && !editor.mayChangePrices) throw refuse(403, MSG.pricesNeedPermission);
    if (before && diff.length === 0) return { product_id: input.product_id!, changes: 0 };

    const row = {
      manufacturerId: input.manufacturer_id,
      categoryId: input.category_id,
      seriesId: seriesOf(input),
      sku: input.sku,
      mpn: input.part_number,
      mpnKey: key,
      upc: after.upc,
      name: input.name,
      description: input.description,
      priceCents: input.price,
      costCents,
      coreChargeCents: after.coreChargeCents,
      minimum: input.minimum,
      universal: input.universal,
      position: after.position || null,
      laborMinutes: after.laborMinutes,
      weightGrams: input.weight_grams,
      status: after.status,
    };
    let productId = input.product_id ?? 0;
    if (before) await tx.update(products).set(row).where(eq(products.productId, productId));
    else {
      const [made] = await tx
        .insert(products)
        .values({
          ...row,
          image: n.cats.get(input.category_id)?.image ?? '',
          taxClassId: sql`(select min(tax_class_id) from tax_classes)`,
        })
        .returning({ id: products.productId });
      productId = made!.id;
    }
    const fresh = !before;
    if (fresh || moved.has('Categories') || moved.has('Category')) {
      await tx
        .delete(productCategories)
        .where(and(eq(productCategories.productId, productId), notInArray(productCategories.categoryId, allCats)));
      await tx
        .insert(productCategories)
        .values(allCats.map((categoryId) => ({ productId, categoryId })))
        .onConflictDoNothing();
    }
    if (fresh || moved.has('Specials')) {
      await tx.delete(productSpecials).where(eq(productSpecials.productId, productId));
      if (input.specials.length)
        await tx.insert(productSpecials).values(
          input.specials.map((s) => ({
            productId,
            customerGroupId: s.customer_group_id,
            priceCents: s.price,
            dateStart: s.date_start ? storeInstant(s.date_start, '00:00', tz) : null,
            dateEnd: s.date_end ? storeInstant(nextDay(s.date_end), '00:00', tz) : null,
          })),
        );
    }
    if (fresh || moved.has('Quantity tiers')) {
      await tx.delete(productDiscounts).where(eq(productDiscounts.productId, productId));
      if (input.tiers.length)
        await tx.insert(productDiscounts).values(
          input.tiers.map((t) => ({
            productId,
            customerGroupId: t.customer_group_id,
            quantity: t.quantity,
            priceCents: t.price,
          })),
        );
    }
    if (fresh || moved.has('Instant rebates')) {
      await tx.delete(instantRebates).where(eq(instantRebates.productId, productId));
      if (input.rebates.length)
        await tx.insert(instantRebates).values(
          input.rebates.map((r) => ({
            productId,
            name: r.name,
            amountCents: r.amount,
            dateEnd: r.date_end ? storeInstant(nextDay(r.date_end), '00:00', tz) : null,
          })),
        );
    }
    const packMoved = moved.has('Package size') || moved.has('Hazardous material');
    if (packMoved || (fresh && (after.packageMm.some((v) => v !== null) || after.hazardous))) {
      const [lengthMm, widthMm, heightMm] = after.packageMm;
      const { hazardous } = after;
      await tx
        .insert(productPackaging)
        .values({ productId, lengthMm, widthMm, heightMm, hazardous })
        .onConflictDoUpdate({ target: productPackaging.productId, set: { lengthMm, widthMm, heightMm, hazardous } });
      // No trigger of its own: the products update above (a changed field) bumps the catalogue version.
    }
    const stockMoved = input.stock.filter((s) => fresh || moved.has(`Stock at ${nameOf(n.places, s.location_id)}`));
    if (stockMoved.length) {
      await tx
        .insert(inventory)
        .values(stockMoved.map((s) => ({ productId, locationId: s.location_id, quantity: s.quantity })))
        .onConflictDoUpdate({
          target: [inventory.productId, inventory.locationId],
          set: { quantity: sql`excluded.quantity` },
        });
      // Stock is on the product page, which is cached per catalogue version; inventory has no version trigger (sales
      // move it all day), so an editor's count touches the product to bump the version the way every catalogue edit does.
      if (before)
        await tx
          .update(products)
          .set({ status: sql`${products.status}` })
          .where(eq(products.productId, productId));
    }
    const logged = fresh ? [{ field: 'Product', oldValue: '', newValue: `Created: ${input.name}` }] : diff;
    await logChanges(
      tx,
      editor,
      logged.map((d) => ({ ...d, productId })),
    );
    const priceRows = diff.filter((d) => PRICE_FIELDS.has(d.field));
    if (priceRows.length)
      await recordAudit(tx, await auditActor(req, editor), {
        action: 'product.price',
        targetType: 'product',
        targetId: productId,
        summary:
          `${priceRows.map((d) => `${d.field} ${d.oldValue || '—'} → ${d.newValue || '—'}`).join(', ')} on ${input.part_number}`.slice(
            0,
            500,
          ),
        detail: { changes: priceRows },
      });
    return { product_id: productId, changes: logged.length };
  });
}
