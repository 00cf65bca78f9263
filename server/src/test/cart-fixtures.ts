// Test helpers for cart and checkout integration tests: demo parts with known traits, picked from the seeded catalogue.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CartData } from '@parts/common/cart';
import { TEST_CARDS } from '#src/features/checkout/payment';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import type { Client } from './http';

/** A part priced at its list price for retail (no special, tier or rebate), taxable goods, no options, minimum 1, in stock. */
export async function plainPart(
  db: Db,
  offset = 0,
): Promise<{ product_id: number; price_cents: number; name: string; labor_minutes: number | null }> {
  const [row] = rowsOf<{ product_id: number; price_cents: number; name: string; labor_minutes: number | null }>(
    await db.execute(sql`select p.product_id, p.price_cents, p.name, p.labor_minutes from products p
      where p.status and p.minimum = 1 and p.tax_class_id = 1 and not p.is_package
        and not exists (select 1 from product_options o where o.product_id = p.product_id)
        and not exists (select 1 from product_specials s where s.product_id = p.product_id)
        and not exists (select 1 from product_discounts d where d.product_id = p.product_id)
        and not exists (select 1 from instant_rebates r where r.product_id = p.product_id)
        and (select coalesce(sum(quantity), 0) from inventory i where i.product_id = p.product_id) >= 20
      order by p.product_id offset ${offset} limit 1`),
  );
  if (!row) throw new Error('no plain part in the demo data');
  return row;
}

/** A part with a required select option (and no other required option), priced at list for retail. */
export async function partWithRequiredSelect(db: Db) {
  const [row] = rowsOf<{ product_id: number; price_cents: number; product_option_id: number; option_name: string }>(
    await db.execute(sql`select p.product_id, p.price_cents, o.product_option_id, o.name as option_name from products p
      join product_options o on o.product_id = p.product_id and o.type = 'select' and o.required
      where p.status and p.minimum = 1
        and not exists (select 1 from product_options o2 where o2.product_id = p.product_id and o2.required and o2.product_option_id <> o.product_option_id)
        and not exists (select 1 from product_specials s where s.product_id = p.product_id)
        and not exists (select 1 from product_discounts d where d.product_id = p.product_id)
        and not exists (select 1 from instant_rebates r where r.product_id = p.product_id)
        and exists (select 1 from product_option_values v where v.product_option_id = o.product_option_id and v.price_cents > 0)
        and (select coalesce(sum(quantity), 0) from inventory i where i.product_id = p.product_id) >= 5
      order by p.product_id limit 1`),
  );
  if (!row) throw new Error('no part with a required select in the demo data');
  const values = rowsOf<{ product_option_value_id: number; price_cents: number; price_prefix: string; name: string }>(
    await db.execute(
      sql`select product_option_value_id, price_cents, price_prefix, name from product_option_values where product_option_id = ${row.product_option_id} order by price_cents desc`,
    ),
  );
  return { ...row, values };
}

/** Sets a part's stock to `n` units at one store and none elsewhere. */
export async function setStock(db: Db, productId: number, n: number, locationId = 1) {
  await db.execute(sql`update inventory set quantity = 0 where product_id = ${productId}`);
  await db.execute(sql`insert into inventory (product_id, location_id, quantity) values (${productId}, ${locationId}, ${n})
    on conflict (product_id, location_id) do update set quantity = excluded.quantity`);
}

export async function stockOf(db: Db, productId: number): Promise<number> {
  const [r] = rowsOf<{ n: number }>(
    await db.execute(sql`select coalesce(sum(quantity), 0)::int as n from inventory where product_id = ${productId}`),
  );
  return r?.n ?? 0;
}

/** Dollars on the wire as cents, for comparisons. */
export const cents = (dollars: string) => Math.round(Number(dollars) * 100);

/** Adds to the client's cart as the storefront's forms post it. */
export const addToCart = (c: Client, body: Record<string, string>) =>
  c.post<Record<string, unknown>>('/checkout/cart/add', body, { form: true });

/** The client's cart as the cart page reads it. */
export const cartOf = async (c: Client) => (await c.get<CartData>('/checkout/cart/getData')).body;

/** The cents of the cart's total entries with this code, summed (tax has one entry per rate). */
export const totalOf = (data: CartData, code: string) =>
  data.totals.filter((t) => t.code === code).reduce((s, t) => s + cents(t.value), 0);

/** 8.25% Texas tax on an amount, rounded half away from zero (as the store does per line). */
export const txTax = (amount: number) => Math.round((amount * 825) / 10000);

/** A fresh checkout idempotency key, as the checkout page makes one per visit. */
export const checkoutKey = () => randomBytes(12).toString('hex');
/** The test provider's approving card with a future expiry. */
export const approvedCard = { card_number: TEST_CARDS.approve, card_expiry: '12/30', card_cvc: '123' };
/** A shopper's checkout form for pickup at store 2. */
export const pickupDetails = (email = 'pat@example.com', payment_method = 'card') => ({
  firstname: 'Pat',
  lastname: 'Rivera',
  email,
  telephone: '(512) 555-0199',
  shipping_method: 'pickup',
  pickup_location: '2',
  payment_method,
});
