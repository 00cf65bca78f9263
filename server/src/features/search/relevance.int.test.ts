// The relevance rules of decision 0046, held by queries shoppers really type: plurals, a brand with a part type,
// misspellings, viscosity grades however written, part numbers. Each row says what the first results must be. The parts
// a row needs are added here with the demo's real brands, categories and lines, and the parts that must NOT come first
// sell far more, so the order seen is the rules' and not the best sellers'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AutocompleteAnswer, ListingAnswer } from '@parts/common/listing';
import { singular } from '#src/seed/generate-catalog';
import { startTestServer, type TestServer } from '#src/test/http';

let server: TestServer;
const query = <T>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);

/** brand, category, line, what follows the type in the name, sales (the decoys sell the most). */
const PARTS: [string, string, string, string, number][] = [
  ['NGK', 'Spark Plugs', 'Iridium', '', 0],
  ['NGK', 'Spark Plug Wires', 'OE Replacement', '', 90000],
  ['Denso', 'Spark Plugs', 'Platinum', '', 0],
  ['Wagner', 'Brake Pads', 'Ceramic', ' - Front', 0],
  ['Wagner', 'Brake Rotors', 'Standard', ' - Front', 90000],
  ['Akebono', 'Brake Pads', 'Ceramic', ' - Rear', 0],
  ['Brembo', 'Brake Rotors', 'Drilled & Slotted', ' - Front', 0],
  ['Mobil 1', 'Motor Oil', 'Full Synthetic', ' 5W-30', 0],
  ['Mobil 1', 'Motor Oil', 'Full Synthetic', ' 0W-20', 90000],
  ['Castrol', 'Motor Oil', 'High Mileage', ' 5W-30', 0],
  ['Castrol', 'Motor Oil', 'Synthetic Blend', ' 10W-30', 90000],
  ['Monroe', 'Shocks', 'Gas-Charged', ' - Front', 0],
  ['Monroe', 'Struts', 'Quick-Strut', ' - Front Left', 90000],
  ['Bilstein', 'Shocks', 'Monotube', ' - Rear', 0],
  ['KYB', 'Struts', 'Bare Strut', ' - Front Right', 0],
  ['Moog', 'Ball Joints', 'Greasable', ' - Front Lower', 0],
  ['Moog', 'Control Arms', 'Problem Solver', ' - Front Upper', 0],
  ['Fram', 'Oil Filters', 'Extended Life', '', 0],
  ['Fram', 'Cabin Air Filters', 'Standard', '', 90000],
  ['Wix', 'Air Filters', 'Standard', '', 0],
  ['Bosch', 'Wiper Blades', 'Beam', ' - Driver', 0],
  ['Optima', 'Batteries', 'RedTop', '', 0],
  ['Power Stop', 'Brake Kits', 'Daily Driver', ' - Front', 0],
  ['Denso', 'Alternators', 'Remanufactured', '', 0],
];

beforeAll(async () => {
  server = await startTestServer();
  let n = 0;
  for (const [brand, category, line, tail, sales] of PARTS) {
    n++;
    const [row] = await query<{ product_id: number }>(
      `insert into products (manufacturer_id, category_id, sku, mpn, mpn_key, name, price_cents, image, sales_count)
        select m.manufacturer_id, c.category_id, m.aaia || '-QX' || $4::text, 'QX-' || $4::text, 'QX' || $4::text,
          $3, 1999, 'categories/x.svg', $5
        from manufacturers m, categories c where m.name = $1 and c.name = $2 returning product_id`,
      [brand, category, `${brand} ${line} ${singular(category)}${tail}`, String(7000 + n), sales],
    );
    expect(row, `${brand} ${category}`).toBeDefined();
    await query(
      `insert into product_categories (product_id, category_id)
        select $1, c.category_id from categories c where c.category_id = (select category_id from products where product_id = $1)
        union select $1, c.parent_id from categories c where c.category_id = (select category_id from products where product_id = $1)`,
      [row!.product_id],
    );
  }
});
afterAll(() => server.close());

interface Expect {
  brand?: string;
  category?: string;
  group?: string;
  name?: ReturnType<typeof expect.stringMatching>;
}
const named = (re: RegExp) => expect.stringMatching(re);
/** query, where it is typed (the header box searches brands and categories too; the page's address does not), what
 *  the first `top` results must all be. */
type Row = [string, 'header' | 'page', Expect, number?];

const ROWS: Row[] = [
  // The searches that found nothing.
  ['ngk spark plugs', 'header', { brand: 'NGK', category: 'Spark Plugs' }],
  ['wagner brake pads', 'header', { brand: 'Wagner', category: 'Brake Pads' }],
  ['break pads', 'header', { category: 'Brake Pads' }, 3],
  ['5w-30', 'header', { category: 'Motor Oil', name: named(/5W-30/) }, 2],
  ['brake pads', 'page', { category: 'Brake Pads' }, 3],
  ['spark plugs', 'page', { category: 'Spark Plugs' }, 2],
  ['shocks', 'page', { category: 'Shocks' }, 2],
  // Singular and plural alike.
  ['shock', 'page', { category: 'Shocks' }, 2],
  ['spark plug', 'page', { category: 'Spark Plugs' }, 2],
  ['batteries', 'page', { category: 'Batteries' }],
  ['battery', 'header', { category: 'Batteries' }],
  ['alternators', 'page', { category: 'Alternators' }],
  ['struts', 'page', { category: 'Struts' }],
  ['ball joints', 'header', { category: 'Ball Joints' }],
  ['wiper blades', 'page', { category: 'Wiper Blades' }],
  // Grades however written.
  ['5w30', 'header', { category: 'Motor Oil', name: named(/5W-30/) }, 2],
  ['5W 30', 'page', { category: 'Motor Oil', name: named(/5W-30/) }, 2],
  ['mobil 1 5w-30', 'header', { brand: 'Mobil 1', name: named(/5W-30/) }],
  ['castrol 5w30 oil', 'header', { brand: 'Castrol', name: named(/5W-30/) }],
  // A brand with a part type: the brand's parts of that type first, above better sellers of the brand or the type.
  ['monroe shocks', 'header', { brand: 'Monroe', category: 'Shocks' }],
  ['bilstein shock', 'page', { brand: 'Bilstein', category: 'Shocks' }],
  ['akebono pads', 'header', { brand: 'Akebono', category: 'Brake Pads' }],
  ['akebono brake pads', 'page', { brand: 'Akebono', category: 'Brake Pads' }],
  ['brembo rotors', 'header', { brand: 'Brembo', category: 'Brake Rotors' }],
  ['fram oil filter', 'header', { brand: 'Fram', category: 'Oil Filters' }],
  ['air filters', 'header', { category: 'Air Filters' }],
  ['moog ball joint', 'header', { brand: 'Moog', category: 'Ball Joints' }],
  ['kyb struts', 'page', { brand: 'KYB', category: 'Struts' }],
  ['denso spark plugs', 'header', { brand: 'Denso', category: 'Spark Plugs' }],
  ['power stop brake kit', 'header', { brand: 'Power Stop', category: 'Brake Kits' }],
  ['bosch wipers', 'header', { brand: 'Bosch', category: 'Wiper Blades' }],
  ['castrol oil', 'header', { brand: 'Castrol', name: named(/oil/i) }],
  // Misspelt.
  ['brkae pads', 'page', { category: 'Brake Pads' }, 2],
  ['alternatr', 'page', { category: 'Alternators' }],
  ['wagner break pads', 'header', { brand: 'Wagner', category: 'Brake Pads' }],
  // A brand with the group its parts are in (the header box searches category and group names too).
  ['monroe suspension', 'header', { brand: 'Monroe', group: 'Suspension & Steering' }],
  ['ngk ignition', 'header', { brand: 'NGK', group: 'Ignition' }],
  // Part numbers first, however typed.
  ['QX-7008', 'header', { brand: 'Mobil 1', name: named(/5W-30/) }, 1],
  ['qx 7004', 'page', { brand: 'Wagner', category: 'Brake Pads' }, 1],
];

async function where(ids: number[]) {
  const rows = await query<{ product_id: number; category: string; grp: string }>(
    `select p.product_id, c.name as category, g.name as grp from products p join categories c using (category_id)
      join categories g on g.category_id = c.parent_id where p.product_id = any($1::int[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.product_id, r]));
}

describe('search relevance: what shoppers type', () => {
  it('holds at least 30 queries', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(ROWS)('"%s" (%s)', async (q, from, want, top = 1) => {
    const client = server.client();
    const params = new URLSearchParams({ search: q, limit: '15' });
    if (from === 'header') params.set('search_in_brand_or_category', 'true');
    const res = await client.get<ListingAnswer>(`/api/search?${params.toString()}`);
    expect(res.status).toBe(200);
    const first = res.body.products.slice(0, top);
    expect(first.length, `${q}: results`).toBe(top);
    const about = await where(first.map((p) => p.product_id));
    const seen = first.map((p) => ({
      brand: p.manufacturer,
      category: about.get(p.product_id)?.category,
      group: about.get(p.product_id)?.grp,
      name: p.name,
    }));
    expect(seen, q).toEqual(first.map(() => expect.objectContaining(want)));
  });

  it('suggests the same first part in the header box as the results page shows', async () => {
    const client = server.client();
    for (const [q, want] of [
      ['ngk spark plugs', { brand: 'NGK', name: named(/Spark Plug$/) }],
      ['break pads', { name: named(/Brake Pad/) }],
      ['5w-30', { name: named(/Motor Oil 5W-30/) }],
      ['monroe shocks', { name: named(/^Monroe .* Shock/) }],
    ] as const) {
      const res = await client.get<AutocompleteAnswer>(
        `/api/search/autocomplete?search=${encodeURIComponent(q)}&limit=8&parts_limit=10`,
      );
      expect(res.status).toBe(200);
      const first = res.body.parts[0];
      expect(first?.name, q).toEqual(want.name);
    }
  });
});
