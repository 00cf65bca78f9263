// Generates the demo parts: products with brand code and part number, prices, specials, rebates, tiers, options, kits, stock.
import { GRAMS_PER_POUND } from '@parts/common/constants';
import { mpnKey } from '@parts/common/part-number';
import type { Rng } from './rng';
import { BRANDS } from './data/brands';
import { CATEGORIES, GROUPS, type CategorySeed } from './data/categories';
import { CATEGORY_TRAITS, type CategoryTraits } from './data/category-traits';
import type {
  ComponentRow,
  DiscountRow,
  InventoryRow,
  OptionRow,
  OptionValueRow,
  ProductCategoryRow,
  ProductRow,
  RebateRow,
  SeriesRow,
  SpecialRow,
} from './tables';

/** Every this-many-th product is sold out at every store and the warehouse. */
export const SOLD_OUT_EVERY = 50;

export const GROUP_ID = { retail: 1, installer: 2, fleet: 3 } as const;
export const TAX_CLASS = { goods: 1, labor: 2, exempt: 3 } as const;
/** Fixed so the output does not depend on the day the seed runs. */
const EPOCH = Date.UTC(2026, 0, 1);

/**
 * What the store pays for a demo part (decision 0047): a fixed share of its list price per category, 55% to 67%
 * (a typical parts-counter margin), so the same catalogue gets the same costs on every machine.
 */
export function costOf(p: { category_id: number; price_cents: number }): number {
  return Math.round(p.price_cents * (0.55 + (p.category_id % 5) * 0.03));
}

/**
 * The demo's core charges (issue 28): every battery, alternator and starter carries one, as at a real parts counter
 * (the old part is worth something to the rebuilder). Issue 26's product editor and PIES will set them per part.
 */
export const CORE_CHARGE_CENTS: Record<string, number> = { Batteries: 2200, Alternators: 4500, Starters: 3500 };

export interface CategoryRef extends CategorySeed {
  categoryId: number;
  parentId: number;
  slug: string;
  traits: CategoryTraits;
}

/** A category's traits (brands, weights, share); every category has them (the generator tests check it). */
export function traitsOf(name: string): CategoryTraits {
  const traits = CATEGORY_TRAITS[name];
  if (!traits) throw new Error(`No traits for the demo category ${name}`);
  return traits;
}

/** The weight range of one part of a category, in grams: what the generator draws from and the tests hold it to. */
export function weightRangeGrams(traits: CategoryTraits): [number, number] {
  return [Math.round(traits.weightLb[0] * GRAMS_PER_POUND), Math.round(traits.weightLb[1] * GRAMS_PER_POUND)];
}

export const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Groups become top-level categories (ids 1..G); the leaf categories follow. */
/** A category's name as one part's: "Batteries" → "Battery", "Trailer Hitches" → "Trailer Hitch", "Brake Pads" → "Brake Pad". */
export function singular(name: string): string {
  if (/ies$/.test(name)) return `${name.slice(0, -3)}y`;
  if (/(ch|sh|x|ss)es$/.test(name)) return name.slice(0, -2);
  return name.replace(/s$/, '');
}

export function categoryRefs(): {
  groups: { categoryId: number; name: string; slug: string }[];
  leaves: CategoryRef[];
} {
  const groups = GROUPS.map((name, i) => ({ categoryId: i + 1, name, slug: slugify(name) }));
  const leaves = CATEGORIES.map((c, i) => ({
    ...c,
    categoryId: GROUPS.length + i + 1,
    parentId: GROUPS.indexOf(c.group) + 1,
    slug: slugify(c.name),
    traits: traitsOf(c.name),
  }));
  return { groups, leaves };
}

/** Part-number shapes differ by brand, as real catalogues do ("BD-1234", "ZX1234A", "12-34567"). */
const MPN_SHAPES = ['LL-NNNN', 'LLNNNN', 'NN-NNNNN', 'LLNNNNL', 'NNNNNN', 'LNNN-NNN'];
function makeMpn(rng: Rng, shape: string, prefix: string, serial: number): string {
  // Large scales outgrow a shape's digits: the overflow becomes a suffix, so part numbers stay unique per brand.
  const slots = [...shape].filter((c) => c === 'N').length;
  const overflow = Math.floor(serial / 10 ** slots);
  if (overflow > 0) return `${makeMpn(rng, shape, prefix, serial % 10 ** slots)}-${overflow}`;
  const digits = String(serial).padStart(7, '0');
  let di = digits.length - 1;
  let out = '';
  for (let i = shape.length - 1; i >= 0; i--) {
    const ch = shape[i];
    if (ch === 'N') out = (di >= 0 ? digits[di--] : String(rng.int(0, 9))) + out;
    else if (ch === 'L') out = (prefix[i % prefix.length] ?? 'X') + out;
    else out = ch + out;
  }
  return out;
}

export interface Catalog {
  products: ProductRow[];
  productCategories: ProductCategoryRow[];
  series: SeriesRow[];
  specials: SpecialRow[];
  discounts: DiscountRow[];
  rebates: RebateRow[];
  options: OptionRow[];
  optionValues: OptionValueRow[];
  components: ComponentRow[];
  inventory: InventoryRow[];
}

export function generateCatalog(rng: Rng, scale: number, locationIds: number[]): Catalog {
  const { leaves } = categoryRefs();
  const target = Math.max(60, Math.round(20_500 * scale));
  const out: Catalog = {
    products: [],
    productCategories: [],
    series: [],
    specials: [],
    discounts: [],
    rebates: [],
    options: [],
    optionValues: [],
    components: [],
    inventory: [],
  };

  // Series: each category's lines, carried by the brands that really make that kind of part (category-traits.ts).
  const seriesByCategory = new Map<number, SeriesRow[]>();
  const brandId = new Map(BRANDS.map((b, i) => [b.name, i + 1]));
  for (const cat of leaves) {
    const list: SeriesRow[] = [];
    for (const name of cat.traits.brands) {
      const id = brandId.get(name);
      if (id === undefined) throw new Error(`The demo category ${cat.name} names an unknown brand ${name}`);
      for (const name of rng.sample(cat.series, rng.int(1, Math.min(3, cat.series.length)))) {
        const row = { series_id: out.series.length + 1, manufacturer_id: id, category_id: cat.categoryId, name };
        out.series.push(row);
        list.push(row);
      }
    }
    seriesByCategory.set(cat.categoryId, list);
  }
  const carriersOf = (categoryId: number) => seriesByCategory.get(categoryId) ?? [];

  const serialByBrand = new Map<number, number>();
  const byCategory = new Map<number, ProductRow[]>();
  const kitCategories = leaves.filter((c) => c.kitOf);
  const plainCategories = leaves.filter((c) => !c.kitOf);

  const makeProduct = (cat: CategoryRef, isKit: boolean): ProductRow => {
    const line = rng.pick(carriersOf(cat.categoryId));
    const brandIndex = line.manufacturer_id - 1;
    const brand = BRANDS[brandIndex]!;
    const serial = (serialByBrand.get(line.manufacturer_id) ?? rng.int(1000, 4000)) + rng.int(1, 7);
    serialByBrand.set(line.manufacturer_id, serial);
    const mpn = makeMpn(rng, MPN_SHAPES[brandIndex % MPN_SHAPES.length]!, brand.aaia, serial);
    const position = cat.positions ? rng.pick(cat.positions) : null;
    // Fluids, tools and accessories fit everything (a tool kit too); other kits are built for a vehicle.
    const universal = cat.universal === 1 || (!isKit && rng.chance(cat.universal ?? 0));
    const [lo, hi] = cat.priceCents;
    const price = Math.floor(rng.int(lo, hi) / 100) * 100 + 99;
    const productId = out.products.length + 1;
    // Taken by the part's id, not drawn, so every other part of the demo stays as it was.
    const grade = cat.grades ? ` ${cat.grades[productId % cat.grades.length]}` : '';
    const row: ProductRow = {
      product_id: productId,
      manufacturer_id: line.manufacturer_id,
      category_id: cat.categoryId,
      series_id: line.series_id,
      tax_class_id: TAX_CLASS.goods,
      sku: `${brand.aaia}-${mpnKey(mpn)}`,
      mpn,
      mpn_key: mpnKey(mpn),
      upc: `0${String(70000000000 + productId * 7919).slice(0, 11)}`,
      name: `${brand.name} ${line.name} ${singular(cat.name)}${grade}${position ? ` - ${position}` : ''}`,
      description: `${brand.name} ${line.name}${grade} ${cat.name.toLowerCase()} built to meet or exceed original-equipment specifications.${universal ? ' Universal fit.' : ''}`,
      price_cents: price,
      cost_cents: null,
      core_charge_cents: isKit ? null : (CORE_CHARGE_CENTS[cat.name] ?? null),
      minimum: rng.chance(0.03) ? rng.pick([2, 4]) : 1,
      universal,
      is_package: isKit,
      position,
      labor_minutes: !universal && rng.chance(0.5) ? rng.pick([30, 45, 60, 90, 120, 180, 240]) : null,
      weight_grams: rng.int(...weightRangeGrams(cat.traits)),
      image: `categories/${cat.slug}.svg`,
      rating: rng.chance(0.6) ? rng.int(3, 5) : rng.int(0, 2),
      sales_count: Math.floor(rng.next() ** 3 * 5000),
      date_added: new Date(EPOCH - rng.int(0, 730) * 86_400_000).toISOString(),
    };
    out.products.push(row);
    out.productCategories.push(
      { product_id: productId, category_id: cat.categoryId },
      { product_id: productId, category_id: cat.parentId },
    );
    const list = byCategory.get(cat.categoryId) ?? [];
    list.push(row);
    byCategory.set(cat.categoryId, list);
    return row;
  };

  // Plain parts first (kits need components to exist), then kits: about 2% of the catalogue.
  const kitCount = Math.max(kitCategories.length, Math.round(target * 0.02));
  // Wear parts (pads, filters, batteries…) have many more part numbers than fluids or jacks: categories are drawn by share.
  const cumulative: number[] = [];
  let shares = 0;
  for (const c of plainCategories) cumulative.push((shares += c.traits.share ?? 1));
  const drawCategory = () => {
    const x = rng.next() * shares;
    let lo = 0;
    while (cumulative[lo]! <= x) lo++;
    return plainCategories[lo]!;
  };
  for (let i = 0; i < target - kitCount; i++) makeProduct(drawCategory(), false);
  for (let i = 0; i < kitCount; i++) {
    const cat = kitCategories[i % kitCategories.length]!;
    const kit = makeProduct(cat, true);
    const parts = (cat.kitOf ?? []).map(
      (name) => byCategory.get(leaves.find((l) => l.name === name)?.categoryId ?? -1) ?? [],
    );
    let total = 0;
    for (const pool of parts) {
      if (pool.length === 0) continue;
      const sameBrand = pool.filter((p) => p.manufacturer_id === kit.manufacturer_id);
      const comp = rng.pick(sameBrand.length > 0 ? sameBrand : pool);
      const qty = cat.name.includes('Brake') ? 2 : 1;
      out.components.push({ package_id: kit.product_id, component_id: comp.product_id, quantity: qty });
      total += comp.price_cents * qty;
    }
    // A kit costs a little less than its parts bought one by one.
    if (total > 0) kit.price_cents = Math.floor((total * 0.9) / 100) * 100 + 99;
  }

  // Cost after the kits' prices are known; computed, not drawn, so every other part of the demo stays as it was.
  for (const p of out.products) p.cost_cents = costOf(p);
  for (const p of out.products) addPricing(rng, p, out);
  for (const p of out.products)
    addOptions(
      rng,
      p,
      leaves.find((c) => c.categoryId === p.category_id)!,
      out,
    );
  for (const p of out.products) {
    // One part in fifty is sold out everywhere, so the demo always shows "out of stock" and the in-stock filter at any
    // scale (chance alone left none at the browser tests' scale). The draws still happen: the rest of the data is as before.
    const soldOut = p.product_id % SOLD_OUT_EVERY === 0;
    for (const [i, locationId] of locationIds.entries()) {
      const warehouse = i === locationIds.length - 1;
      const drawn = rng.chance(0.15) ? 0 : warehouse ? rng.int(0, 200) : rng.int(0, 24);
      const qty = soldOut ? 0 : drawn;
      out.inventory.push({ product_id: p.product_id, location_id: locationId, quantity: qty });
    }
  }
  return out;
}

function addPricing(rng: Rng, p: ProductRow, out: Catalog) {
  if (rng.chance(0.06)) {
    const special = Math.floor((p.price_cents * (0.78 + rng.next() * 0.12)) / 100) * 100 + 99;
    if (special < p.price_cents)
      out.specials.push({
        product_id: p.product_id,
        customer_group_id: GROUP_ID.retail,
        price_cents: special,
        date_end: rng.chance(0.5) ? null : new Date(EPOCH + 400 * 86_400_000).toISOString(),
      });
  }
  if (rng.chance(0.03)) {
    // The name states the amount taken off, and a rebate never exceeds a quarter of the price (a part is never free).
    const dollars = rng.pick([5, 10, 15, 20, 25]);
    rng.pick([5, 10, 15, 20, 25]); // kept so every later draw, and so the rest of the demo store, stays as it was
    if (dollars * 100 <= p.price_cents / 4)
      out.rebates.push({ product_id: p.product_id, name: `$${dollars} Instant Rebate`, amount_cents: dollars * 100 });
  }
  if (rng.chance(0.15)) {
    out.discounts.push(
      {
        product_id: p.product_id,
        customer_group_id: GROUP_ID.retail,
        quantity: 2,
        price_cents: Math.round(p.price_cents * 0.97),
      },
      {
        product_id: p.product_id,
        customer_group_id: GROUP_ID.retail,
        quantity: 4,
        price_cents: Math.round(p.price_cents * 0.94),
      },
    );
  }
  if (rng.chance(0.25))
    out.discounts.push({
      product_id: p.product_id,
      customer_group_id: GROUP_ID.installer,
      quantity: 1,
      price_cents: Math.round(p.price_cents * 0.85),
    });
  if (rng.chance(0.1))
    out.discounts.push({
      product_id: p.product_id,
      customer_group_id: GROUP_ID.fleet,
      quantity: 1,
      price_cents: Math.round(p.price_cents * 0.9),
    });
}

const COLOR_VALUES = ['Black', 'Silver', 'Red', 'Chrome'];
const EXTRA_TYPES = ['checkbox', 'text', 'textarea', 'date', 'time', 'datetime'] as const;

function addOptions(rng: Rng, p: ProductRow, cat: CategoryRef, out: Catalog) {
  let sort = 0;
  const option = (type: string, name: string, required: boolean, value = '') => {
    const id = out.options.length + 1;
    out.options.push({
      product_option_id: id,
      product_id: p.product_id,
      type,
      name,
      required,
      value,
      sort_order: sort++,
    });
    return id;
  };
  const kind = cat.options ?? 'none';
  if (kind !== 'none' && rng.chance(0.35)) {
    if (kind === 'color') {
      // Image-type values swap the product picture when chosen.
      const id = option(rng.chance(0.5) ? 'image' : 'select', 'Color', true);
      COLOR_VALUES.slice(0, rng.int(2, 4)).forEach((name, i) =>
        out.optionValues.push({
          product_option_id: id,
          name,
          price_cents: i === 0 ? 0 : rng.pick([500, 1000, 1500]),
          price_prefix: '+',
          image: `options/${slugify(name)}.svg`,
          sort_order: i,
        }),
      );
    } else if (kind === 'size') {
      const id = option('radio', 'Size', true);
      (cat.traits.sizes ?? ['Small', 'Medium', 'Large']).forEach((name, i) =>
        out.optionValues.push({
          product_option_id: id,
          name,
          price_cents: i * 800,
          price_prefix: '+',
          image: null,
          sort_order: i,
        }),
      );
    } else {
      const id = option('select', 'Finish', true);
      ['Standard', 'Zinc Coated', 'Black E-Coat'].forEach((name, i) =>
        out.optionValues.push({
          product_option_id: id,
          name,
          price_cents: i * 1200,
          price_prefix: '+',
          image: null,
          sort_order: i,
        }),
      );
    }
  }
  if (rng.chance(0.04)) {
    const type = rng.pick(EXTRA_TYPES);
    if (type === 'checkbox') {
      const id = option('checkbox', 'Add-ons', false);
      out.optionValues.push({
        product_option_id: id,
        name: 'Hardware kit',
        price_cents: 999,
        price_prefix: '+',
        image: null,
        sort_order: 0,
      });
      out.optionValues.push({
        product_option_id: id,
        name: 'Core return (refund)',
        price_cents: 1500,
        price_prefix: '-',
        image: null,
        sort_order: 1,
      });
    } else {
      const names = {
        text: 'Engraving text',
        textarea: 'Installation notes',
        date: 'Preferred install date',
        time: 'Preferred pickup time',
        datetime: 'Install appointment',
      } as const;
      option(type, names[type], rng.chance(0.3));
    }
  }
}
