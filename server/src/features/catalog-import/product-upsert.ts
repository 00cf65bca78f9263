// The imports' product writer: a batch of parts keyed by brand + part number is compared with what the store holds and
// written with a handful of set-based statements (unnest arrays), whatever the batch's size. A field an import does not
// carry (undefined) is left as it is; a part whose fields all match is counted unchanged and not written, so a file
// imported twice moves no catalogue version the second time. The product editor (catalog-admin) edits one product;
// imports are bulk, so they keep their own statements (decision 0069).
import { sql } from 'drizzle-orm';
import { mpnKey } from '@parts/common/part-number';
import { arrayParam as arr, rows, type Executor } from '#src/features/fitment/aces/resolve';
import type { ImportReject } from '@parts/common/catalog-import';

export interface Spec {
  name: string;
  value: string;
}
export interface Packaging {
  lengthMm: number | null;
  widthMm: number | null;
  heightMm: number | null;
  hazardous: boolean;
}
export interface Special {
  priceCents: number;
  start: string | null;
  end: string | null;
}

export interface ProductInput {
  line: number;
  /** "AAIA part-number", as the report names the part. */
  key: string;
  manufacturerId: number;
  aaia: string;
  mpn: string;
  categoryId?: number;
  name?: string;
  description?: string;
  priceCents?: number;
  costCents?: number | null;
  weightGrams?: number;
  upc?: string;
  status?: boolean;
  universal?: boolean;
  specs?: Spec[];
  interchange?: { brand: string; partNumber: string }[];
  assets?: { type: string; url: string }[];
  packaging?: Packaging;
  /** Stock at the store's default location. */
  quantity?: number;
  /** The default customer group's special; null removes it. */
  special?: Special | null;
}

export interface UpsertResult {
  created: { line: number; key: string }[];
  updated: { line: number; key: string }[];
  unchanged: number;
  rejects: ImportReject[];
}

interface Existing {
  product_id: number;
  manufacturer_id: number;
  mpn_key: string;
  category_id: number;
  name: string;
  description: string;
  price_cents: number;
  cost_cents: number | null;
  weight_grams: number;
  upc: string;
  status: boolean;
  universal: boolean;
  extras: string;
  quantity: number | null;
  special: string | null;
}

export interface UpsertContext {
  locationId: number;
  customerGroupId: number;
}

/** The extras of a part as one comparable text (specs, interchange, assets, packaging). */
const extrasText = (p: Pick<ProductInput, 'specs' | 'interchange' | 'assets' | 'packaging'>) =>
  JSON.stringify([
    p.specs?.map((s) => [s.name, s.value]) ?? null,
    p.interchange?.map((i) => [i.brand, mpnKey(i.partNumber)]).sort() ?? null,
    p.assets?.map((a) => [a.type, a.url]) ?? null,
    p.packaging ? [p.packaging.lengthMm, p.packaging.widthMm, p.packaging.heightMm, p.packaging.hazardous] : null,
  ]);

const specialText = (s: Special | null) => (s ? `${s.priceCents}|${s.start ?? ''}|${s.end ?? ''}` : '');

export async function upsertProducts(tx: Executor, inputs: ProductInput[], ctx: UpsertContext): Promise<UpsertResult> {
  const result: UpsertResult = { created: [], updated: [], unchanged: 0, rejects: [] };
  if (!inputs.length) return result;
  const keys = inputs.map((i) => mpnKey(i.mpn));
  const found = await rows<Existing>(
    tx,
    sql`
    select p.product_id, p.manufacturer_id, p.mpn_key, p.category_id, p.name, p.description, p.price_cents, p.cost_cents,
      p.weight_grams, p.upc, p.status, p.universal,
      json_build_array(
        (select json_agg(json_build_array(s.name, s.value) order by s.sort_order) from product_specifications s where s.product_id = p.product_id),
        (select json_agg(json_build_array(i.brand, i.number_key) order by i.brand, i.number_key) from product_interchange i where i.product_id = p.product_id),
        (select json_agg(json_build_array(a.asset_type, a.url) order by a.sort_order) from product_assets a where a.product_id = p.product_id),
        (select json_build_array(g.length_mm, g.width_mm, g.height_mm, g.hazardous) from product_packaging g where g.product_id = p.product_id)
      )::text as extras,
      (select i.quantity from inventory i where i.product_id = p.product_id and i.location_id = ${ctx.locationId}) as quantity,
      (select sp.price_cents || '|' || coalesce(to_char(sp.date_start at time zone 'UTC', 'YYYY-MM-DD'), '') || '|' || coalesce(to_char(sp.date_end at time zone 'UTC', 'YYYY-MM-DD'), '')
        from product_specials sp where sp.product_id = p.product_id and sp.customer_group_id = ${ctx.customerGroupId} order by sp.product_special_id limit 1) as special
    from products p join unnest(${arr(inputs.map((i) => i.manufacturerId))}::int[], ${arr(keys)}::text[]) k(m, key)
      on p.manufacturer_id = k.m and p.mpn_key = k.key`,
  );
  const byKey = new Map(found.map((r) => [`${r.manufacturer_id}|${r.mpn_key}`, r]));
  const creates: ProductInput[] = [];
  const updates: { input: ProductInput; old: Existing }[] = [];
  for (const input of inputs) {
    const old = byKey.get(`${input.manufacturerId}|${mpnKey(input.mpn)}`);
    if (!old) {
      const missing = !input.name
        ? 'name'
        : input.priceCents === undefined
          ? 'price'
          : !input.categoryId
            ? 'category'
            : '';
      if (missing) result.rejects.push({ line: input.line, key: input.key, message: `a new part needs a ${missing}` });
      else creates.push(input);
    } else if (differs(input, old)) updates.push({ input, old });
    else result.unchanged++;
  }
  const ids = new Map<ProductInput, number>();
  if (creates.length) await insertProducts(tx, creates, ids);
  if (updates.length) await updateProducts(tx, updates, ids);
  const written = [...creates, ...updates.map((u) => u.input)];
  const oldOf = new Map(updates.map((u) => [u.input, u.old]));
  await writeExtras(
    tx,
    written.filter((i) => {
      const old = oldOf.get(i);
      return !old || extrasText({ ...i }) !== extrasText(merge(i, old));
    }),
    ids,
  );
  await writeStock(tx, written, ids, oldOf, ctx);
  result.created = creates.map((i) => ({ line: i.line, key: i.key }));
  result.updated = updates.map((u) => ({ line: u.input.line, key: u.input.key }));
  return result;
}

/** The part's extras as stored, with the input's given ones in their place. */
function merge(input: ProductInput, old: Existing): ProductInput {
  const [specs, interchange, assets, pack] = JSON.parse(old.extras) as [
    [string, string][] | null,
    [string, string][] | null,
    [string, string][] | null,
    [number | null, number | null, number | null, boolean] | null,
  ];
  return {
    ...input,
    specs: input.specs && (specs ?? []).map(([name, value]) => ({ name, value })),
    interchange: input.interchange && (interchange ?? []).map(([brand, partNumber]) => ({ brand, partNumber })),
    assets: input.assets && (assets ?? []).map(([type, url]) => ({ type, url })),
    packaging:
      input.packaging &&
      (pack
        ? { lengthMm: pack[0], widthMm: pack[1], heightMm: pack[2], hazardous: pack[3] }
        : { lengthMm: null, widthMm: null, heightMm: null, hazardous: false }),
  };
}

function differs(i: ProductInput, old: Existing): boolean {
  const changed = <T>(v: T | undefined, was: T) => v !== undefined && v !== was;
  return (
    changed(i.categoryId, old.category_id) ||
    changed(i.name, old.name) ||
    changed(i.description, old.description) ||
    changed(i.priceCents, old.price_cents) ||
    changed(i.costCents, old.cost_cents) ||
    changed(i.weightGrams, old.weight_grams) ||
    changed(i.upc, old.upc) ||
    changed(i.status, old.status) ||
    changed(i.universal, old.universal) ||
    (i.quantity !== undefined && i.quantity !== (old.quantity ?? 0)) ||
    (i.special !== undefined && specialText(i.special) !== (old.special ?? '')) ||
    extrasText(i) !== extrasText(merge(i, old))
  );
}

async function insertProducts(tx: Executor, creates: ProductInput[], ids: Map<ProductInput, number>): Promise<void> {
  const col = <T>(pick: (i: ProductInput) => T) => arr(creates.map(pick));
  const made = await rows<{ product_id: number; manufacturer_id: number; mpn_key: string }>(
    tx,
    sql`
    insert into products (manufacturer_id, category_id, sku, mpn, mpn_key, upc, name, description, price_cents, cost_cents,
      weight_grams, image, status, universal)
    select u.m, u.c, u.sku, u.mpn, u.key, u.upc, u.name, u.description, u.price, u.cost, u.weight,
      coalesce((select 'categories/' || c.slug || '.svg' from categories c where c.category_id = u.c), ''), u.status, u.universal
    from unnest(${col((i) => i.manufacturerId)}::int[], ${col((i) => i.categoryId)}::int[],
      ${col((i) => `${i.aaia}-${mpnKey(i.mpn)}`)}::text[], ${col((i) => i.mpn)}::text[], ${col((i) => mpnKey(i.mpn))}::text[],
      ${col((i) => i.upc ?? '')}::text[], ${col((i) => i.name)}::text[], ${col((i) => i.description ?? '')}::text[],
      ${col((i) => i.priceCents)}::int[], ${col((i) => i.costCents ?? null)}::int[], ${col((i) => i.weightGrams ?? 0)}::int[],
      ${col((i) => i.status ?? true)}::boolean[], ${col((i) => i.universal ?? false)}::boolean[])
      as u(m, c, sku, mpn, key, upc, name, description, price, cost, weight, status, universal)
    returning product_id, manufacturer_id, mpn_key`,
  );
  const idOf = new Map(made.map((r) => [`${r.manufacturer_id}|${r.mpn_key}`, r.product_id]));
  for (const i of creates) ids.set(i, idOf.get(`${i.manufacturerId}|${mpnKey(i.mpn)}`)!);
  await tx.execute(sql`
    insert into product_categories (product_id, category_id)
    select * from unnest(${arr(creates.map((i) => ids.get(i)))}::int[], ${arr(creates.map((i) => i.categoryId))}::int[])
    on conflict do nothing`);
}

async function updateProducts(
  tx: Executor,
  updates: { input: ProductInput; old: Existing }[],
  ids: Map<ProductInput, number>,
): Promise<void> {
  for (const u of updates) ids.set(u.input, u.old.product_id);
  // Only products whose own columns changed are updated, so a stock-only change moves no catalogue version.
  const own = updates.filter(
    ({ input: i, old }) =>
      (i.categoryId ?? old.category_id) !== old.category_id ||
      (i.name ?? old.name) !== old.name ||
      (i.description ?? old.description) !== old.description ||
      (i.priceCents ?? old.price_cents) !== old.price_cents ||
      (i.costCents === undefined ? old.cost_cents : i.costCents) !== old.cost_cents ||
      (i.weightGrams ?? old.weight_grams) !== old.weight_grams ||
      (i.upc ?? old.upc) !== old.upc ||
      (i.status ?? old.status) !== old.status ||
      (i.universal ?? old.universal) !== old.universal,
  );
  if (own.length) {
    const ocol = <T>(pick: (i: ProductInput, old: Existing) => T) => arr(own.map((u) => pick(u.input, u.old)));
    await tx.execute(sql`
      update products p set category_id = u.c, name = u.name, description = u.description, price_cents = u.price,
        cost_cents = u.cost, weight_grams = u.weight, upc = u.upc, status = u.status, universal = u.universal
      from unnest(${ocol((_, o) => o.product_id)}::int[], ${ocol((i, o) => i.categoryId ?? o.category_id)}::int[],
        ${ocol((i, o) => i.name ?? o.name)}::text[], ${ocol((i, o) => i.description ?? o.description)}::text[],
        ${ocol((i, o) => i.priceCents ?? o.price_cents)}::int[], ${ocol((i, o) => (i.costCents === undefined ? o.cost_cents : i.costCents))}::int[],
        ${ocol((i, o) => i.weightGrams ?? o.weight_grams)}::int[], ${ocol((i, o) => i.upc ?? o.upc)}::text[],
        ${ocol((i, o) => i.status ?? o.status)}::boolean[], ${ocol((i, o) => i.universal ?? o.universal)}::boolean[])
        as u(id, c, name, description, price, cost, weight, upc, status, universal)
      where p.product_id = u.id`);
  }
  const moved = updates.filter(
    ({ input, old }) => input.categoryId !== undefined && input.categoryId !== old.category_id,
  );
  if (moved.length) {
    const mcol = <T>(pick: (i: ProductInput, old: Existing) => T) => arr(moved.map((u) => pick(u.input, u.old)));
    await tx.execute(sql`
      delete from product_categories pc using unnest(${mcol((_, o) => o.product_id)}::int[], ${mcol((_, o) => o.category_id)}::int[]) k(id, c)
      where pc.product_id = k.id and pc.category_id = k.c`);
    await tx.execute(sql`
      insert into product_categories (product_id, category_id)
      select * from unnest(${mcol((_, o) => o.product_id)}::int[], ${mcol((i) => i.categoryId)}::int[]) on conflict do nothing`);
  }
}

/** Specs, interchange, assets and packaging: each given list replaces the part's list. */
async function writeExtras(tx: Executor, inputs: ProductInput[], ids: Map<ProductInput, number>): Promise<void> {
  const idOf = (i: ProductInput) => ids.get(i)!;
  const lists = [
    ['product_specifications', inputs.filter((i) => i.specs)],
    ['product_interchange', inputs.filter((i) => i.interchange)],
    ['product_assets', inputs.filter((i) => i.assets)],
    ['product_packaging', inputs.filter((i) => i.packaging)],
  ] as const;
  for (const [table, list] of lists) {
    if (!list.length) continue;
    await tx.execute(sql`delete from ${sql.identifier(table)} where product_id = any(${arr(list.map(idOf))}::int[])`);
  }
  const specs = lists[0][1].flatMap((i) => i.specs!.map((s, n) => [idOf(i), n + 1, s.name, s.value] as const));
  if (specs.length)
    await tx.execute(sql`insert into product_specifications (product_id, sort_order, name, value)
      select * from unnest(${arr(specs.map((s) => s[0]))}::int[], ${arr(specs.map((s) => s[1]))}::int[],
        ${arr(specs.map((s) => s[2]))}::text[], ${arr(specs.map((s) => s[3]))}::text[])`);
  const inter = lists[1][1].flatMap((i) => i.interchange!.map((x) => [idOf(i), x.brand, x.partNumber] as const));
  if (inter.length)
    await tx.execute(sql`insert into product_interchange (product_id, brand, part_number, number_key)
      select id, brand, pn, upper(regexp_replace(pn, '[^A-Za-z0-9]', '', 'g'))
      from unnest(${arr(inter.map((x) => x[0]))}::int[], ${arr(inter.map((x) => x[1]))}::text[], ${arr(inter.map((x) => x[2]))}::text[]) u(id, brand, pn)
      on conflict do nothing`);
  const assets = lists[2][1].flatMap((i) => i.assets!.map((a, n) => [idOf(i), n + 1, a.type, a.url] as const));
  if (assets.length)
    await tx.execute(sql`insert into product_assets (product_id, sort_order, asset_type, url)
      select * from unnest(${arr(assets.map((a) => a[0]))}::int[], ${arr(assets.map((a) => a[1]))}::int[],
        ${arr(assets.map((a) => a[2]))}::text[], ${arr(assets.map((a) => a[3]))}::text[])`);
  const packs = lists[3][1];
  if (packs.length)
    await tx.execute(sql`insert into product_packaging (product_id, length_mm, width_mm, height_mm, hazardous)
      select * from unnest(${arr(packs.map(idOf))}::int[], ${arr(packs.map((i) => i.packaging!.lengthMm))}::int[],
        ${arr(packs.map((i) => i.packaging!.widthMm))}::int[], ${arr(packs.map((i) => i.packaging!.heightMm))}::int[],
        ${arr(packs.map((i) => i.packaging!.hazardous))}::boolean[])`);
}

/** Stock at the default location and the default group's special (CSV columns). */
async function writeStock(
  tx: Executor,
  inputs: ProductInput[],
  ids: Map<ProductInput, number>,
  oldOf: Map<ProductInput, Existing>,
  ctx: UpsertContext,
): Promise<void> {
  const stock = inputs.filter((i) => i.quantity !== undefined && i.quantity !== (oldOf.get(i)?.quantity ?? null));
  if (stock.length)
    await tx.execute(sql`insert into inventory (product_id, location_id, quantity)
      select id, ${ctx.locationId}, q from unnest(${arr(stock.map((i) => ids.get(i)))}::int[], ${arr(stock.map((i) => i.quantity))}::int[]) u(id, q)
      on conflict (product_id, location_id) do update set quantity = excluded.quantity`);
  const specials = inputs.filter(
    (i) => i.special !== undefined && specialText(i.special) !== (oldOf.get(i)?.special ?? ''),
  );
  if (!specials.length) return;
  await tx.execute(sql`delete from product_specials where customer_group_id = ${ctx.customerGroupId}
    and product_id = any(${arr(specials.map((i) => ids.get(i)))}::int[])`);
  const given = specials.filter((i) => i.special);
  if (given.length)
    await tx.execute(sql`insert into product_specials (product_id, customer_group_id, price_cents, date_start, date_end)
      select id, ${ctx.customerGroupId}, price, s::timestamptz, e::timestamptz
      from unnest(${arr(given.map((i) => ids.get(i)))}::int[], ${arr(given.map((i) => i.special!.priceCents))}::int[],
        ${arr(given.map((i) => i.special!.start))}::text[], ${arr(given.map((i) => i.special!.end))}::text[]) u(id, price, s, e)`);
}
