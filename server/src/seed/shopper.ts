// The demo shopper's account (issue 10, decision 0029): a saved 2015 Ford F-150 and two past web orders of parts that fit
// it (a brake job picked up and complete, a service order still being processed), so the garage, the order history and
// the order page show something. Totals come from the cart's own rule (computeTotals), in cents.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client';
import * as t from '#src/db/schema/index';
import { computeTotals } from '#src/features/cart/totals';
import { TAX_RATES } from './reference';

export const DEMO_SHOPPER_EMAIL = 'shopper@example.com';
export const DEMO_VEHICLE = { year: 2015, make: 'Ford', model: 'F-150' } as const;

/** The demo vehicle's base vehicle and names, or null when the vehicle tables do not have it. */
async function demoBaseVehicle(db: Db) {
  const [bv] = await db
    .select({
      baseVehicleId: t.baseVehicles.baseVehicleId,
      year: t.baseVehicles.year,
      makeId: t.makes.makeId,
      make: t.makes.name,
      modelId: t.models.modelId,
      model: t.models.name,
    })
    .from(t.baseVehicles)
    .innerJoin(t.makes, eq(t.makes.makeId, t.baseVehicles.makeId))
    .innerJoin(t.models, eq(t.models.modelId, t.baseVehicles.modelId))
    .where(
      and(
        eq(t.baseVehicles.year, DEMO_VEHICLE.year),
        eq(t.makes.name, DEMO_VEHICLE.make),
        eq(t.models.name, DEMO_VEHICLE.model),
      ),
    );
  return bv ?? null;
}

/** The demo shopper's saved vehicle (the counter's vehicle selector offers it too). */
export async function loadShopperVehicle(db: Db): Promise<void> {
  const [shopper] = await db
    .select({ id: t.customers.customerId })
    .from(t.customers)
    .where(eq(t.customers.email, DEMO_SHOPPER_EMAIL));
  const bv = await demoBaseVehicle(db);
  if (!shopper || !bv) return;
  const ymmData = [
    { api_field: 'Year', api_value: String(bv.year), label_field: 'Year', label_value: String(bv.year) },
    { api_field: 'MakeID', api_value: String(bv.makeId), label_field: 'Make', label_value: bv.make },
    { api_field: 'ModelID', api_value: String(bv.modelId), label_field: 'Model', label_value: bv.model },
  ];
  await db
    .insert(t.customerVehicles)
    .values({ customerId: shopper.id, title: `${bv.year} ${bv.make} ${bv.model}`, ymmData });
}

type Part = {
  productId: number;
  name: string;
  mpn: string;
  aaia: string;
  priceCents: number;
  taxClassId: number | null;
};

/** The first part of a category that fits the vehicle (in a position, when given), or a universal one of it. */
async function partFor(
  db: Db,
  baseVehicleId: number,
  category: string,
  position: string | null,
  universal = false,
): Promise<Part | null> {
  const fits = universal
    ? sql`${t.products.universal}`
    : sql`exists (select 1 from applications a where a.product_id = ${t.products.productId} and a.base_vehicle_id = ${baseVehicleId})`;
  const [p] = await db
    .select({
      productId: t.products.productId,
      name: t.products.name,
      mpn: t.products.mpn,
      aaia: t.manufacturers.aaia,
      priceCents: t.products.priceCents,
      taxClassId: t.products.taxClassId,
    })
    .from(t.products)
    .innerJoin(t.categories, eq(t.categories.categoryId, t.products.categoryId))
    .innerJoin(t.manufacturers, eq(t.manufacturers.manufacturerId, t.products.manufacturerId))
    .where(
      and(
        eq(t.categories.name, category),
        eq(t.products.isPackage, false),
        position ? eq(t.products.position, position) : undefined,
        fits,
      ),
    )
    .orderBy(asc(t.products.productId))
    .limit(1);
  return p ?? null;
}

interface DemoOrder {
  daysAgo: number;
  locationId: number;
  lines: { part: Part; quantity: number }[];
  /** Status changes after "pending", each a number of hours after the order. */
  history: { status: string; hours: number; comment: string }[];
}

async function insertOrder(db: Db, customerId: number, o: DemoOrder): Promise<void> {
  const [c] = await db.select().from(t.customers).where(eq(t.customers.customerId, customerId));
  if (!c) return;
  const totals = computeTotals({
    lines: o.lines.map((l, i) => ({
      key: String(i),
      goodsCents: l.part.priceCents * l.quantity,
      laborCents: 0,
      taxClassId: l.part.taxClassId,
      laborTaxClassId: null,
    })),
    coupon: null,
    vouchers: [],
    rates: TAX_RATES.map((r) => ({ taxClassId: r.taxClassId, name: r.name, rateBp: r.rateBp })),
    taxExempt: false,
    shipping: null,
    storeCreditCents: 0,
  });
  const placed = sql`now() - make_interval(days => ${o.daysAgo})`;
  const last = o.history.at(-1)!;
  const [order] = await db
    .insert(t.orders)
    .values({
      source: 'web',
      status: last.status,
      customerId,
      customerGroupId: c.customerGroupId,
      firstname: c.firstname,
      lastname: c.lastname,
      email: c.email,
      telephone: c.telephone,
      shippingMethod: 'pickup',
      pickupLocationId: o.locationId,
      paymentMethod: 'card',
      paymentReference: `DEMO-${o.daysAgo}`,
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      taxCents: totals.taxCents,
      shippingCents: totals.shippingCents,
      voucherCents: totals.voucherCents,
      totalCents: totals.totalCents,
      totals: totals.entries.map((e) => ({ code: e.code, title: e.title, value_cents: e.valueCents })),
      createdAt: placed,
      updatedAt: sql`now() - make_interval(days => ${o.daysAgo}) + make_interval(hours => ${last.hours})`,
    })
    .returning({ id: t.orders.orderId });
  const orderId = order!.id;
  await db.insert(t.orderProducts).values(
    o.lines.map((l, i) => {
      const total = l.part.priceCents * l.quantity;
      return {
        orderId,
        productId: l.part.productId,
        name: l.part.name,
        aaia: l.part.aaia,
        mpn: l.part.mpn,
        quantity: l.quantity,
        options: [],
        unitCents: l.part.priceCents,
        originalUnitCents: l.part.priceCents,
        totalCents: total,
        taxCents: totals.lineTax.get(String(i)) ?? 0,
        taxClassId: l.part.taxClassId,
      };
    }),
  );
  await db.insert(t.orderHistory).values([
    { orderId, status: 'pending', comment: '', notify: true, createdAt: placed },
    ...o.history.map((h) => ({
      orderId,
      status: h.status,
      comment: h.comment,
      notify: true,
      createdAt: sql`now() - make_interval(days => ${o.daysAgo}) + make_interval(hours => ${h.hours})`,
    })),
  ]);
}

/** Two past orders for the demo shopper: parts that fit the saved F-150. Skipped when the catalogue has none (tiny scales). */
export async function loadShopperOrders(db: Db): Promise<void> {
  const [shopper] = await db
    .select({ id: t.customers.customerId })
    .from(t.customers)
    .where(eq(t.customers.email, DEMO_SHOPPER_EMAIL));
  const bv = await demoBaseVehicle(db);
  if (!shopper || !bv) return;
  const pads = await partFor(db, bv.baseVehicleId, 'Brake Pads', 'Front');
  const rotor = await partFor(db, bv.baseVehicleId, 'Brake Rotors', 'Front');
  const fluid = await partFor(db, bv.baseVehicleId, 'Brake Fluid', null, true);
  const oilFilter = await partFor(db, bv.baseVehicleId, 'Oil Filters', null);
  const oil = await partFor(db, bv.baseVehicleId, 'Motor Oil', null, true);
  const wiper = await partFor(db, bv.baseVehicleId, 'Wiper Blades', 'Driver');
  const brakeJob = [
    pads && { part: pads, quantity: 1 },
    rotor && { part: rotor, quantity: 2 },
    fluid && { part: fluid, quantity: 1 },
  ].filter((l) => l !== null);
  const service = [
    oilFilter && { part: oilFilter, quantity: 1 },
    oil && { part: oil, quantity: 2 },
    wiper && { part: wiper, quantity: 1 },
  ].filter((l) => l !== null);
  if (brakeJob.length === 0 || service.length === 0) return;
  await insertOrder(db, shopper.id, {
    daysAgo: 48,
    locationId: 1,
    lines: brakeJob,
    history: [
      { status: 'processing', hours: 1, comment: 'Payment received. We are pulling your parts.' },
      { status: 'ready', hours: 3, comment: 'Your order is ready for pickup at the counter.' },
      { status: 'complete', hours: 26, comment: 'Picked up. Thank you!' },
    ],
  });
  await insertOrder(db, shopper.id, {
    daysAgo: 2,
    locationId: 2,
    lines: service,
    history: [
      { status: 'processing', hours: 2, comment: 'Payment received. The wiper blade is coming from our warehouse.' },
    ],
  });
}
