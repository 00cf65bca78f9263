// The demo store a store owner believes (issue 10, decision 0029): popular vehicles have parts in every major category,
// brands sell what they make, reviews talk about the part, weights and prices are believable, brand logos hold the name.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { GRAMS_PER_POUND } from '@parts/common/constants';
import { BRANDS } from './data/brands';
import { CATEGORIES } from './data/categories';
import { CATEGORY_TRAITS } from './data/category-traits';
import { FIT_TEXTS, REVIEW_TEXTS } from './data/reviews';
import { generateApplications, MAJOR_SLOTS, RECENT_GENERATIONS } from './generate-applications';
import { categoryRefs, generateCatalog, weightRangeGrams } from './generate-catalog';
import { generateProductPageDemo } from './generate-product-page';
import { generateVehicles } from './generate-vehicles';
import { BRAND_TEXT_WIDTH, brandImage, brandTextSize } from './images';
import { SEED } from './load';
import { Rng } from './rng';

function generate(scale: number) {
  const rng = new Rng(SEED);
  const vehicles = generateVehicles(rng);
  const catalog = generateCatalog(rng, scale, [1, 2, 3, 4]);
  const page = generateProductPageDemo(catalog.products);
  const applications = generateApplications(rng, catalog.products, vehicles);
  return { vehicles, catalog, page, applications };
}

const { leaves } = categoryRefs();
const categoryById = new Map(leaves.map((c) => [c.categoryId, c]));
const brandName = (id: number) => BRANDS[id - 1]!.name;

describe('the demo catalogue at the default scale', () => {
  let store: ReturnType<typeof generate>;
  beforeAll(() => {
    store = generate(1);
  });

  it('gives every popular model, in every recent year, its own parts in each major category and position', () => {
    const recentFrom = RECENT_GENERATIONS[0]![0];
    const recentTo = RECENT_GENERATIONS.at(-1)![1];
    const productById = new Map(store.catalog.products.map((p) => [p.product_id, p]));
    // Per base vehicle: the major slots a part fits without conditions (no trim, engine, body or bed qualifier).
    const slotsByBase = new Map<number, Map<string, number>>();
    for (const a of store.applications) {
      if (a.sub_model_id !== null || a.engine_id !== null || a.body_type_id !== null || a.bed_length_id !== null)
        continue;
      const p = productById.get(a.product_id)!;
      const key = `${categoryById.get(p.category_id)!.name}|${p.position ?? ''}`;
      const slots = slotsByBase.get(a.base_vehicle_id) ?? new Map<string, number>();
      slots.set(key, (slots.get(key) ?? 0) + 1);
      slotsByBase.set(a.base_vehicle_id, slots);
    }
    const popular = store.vehicles.models.filter((m) => m.popular);
    expect(popular.map((m) => m.name)).toEqual(
      expect.arrayContaining(['F-150', 'Silverado 1500', 'Sierra 1500', 'Wrangler', '1500', 'Camry', 'Tacoma']),
    );
    const missing: string[] = [];
    let checked = 0;
    for (const bv of store.vehicles.baseVehicles) {
      const model = popular.find((m) => m.modelId === bv.model_id);
      if (!model || bv.year < recentFrom || bv.year > recentTo) continue;
      const slots = slotsByBase.get(bv.base_vehicle_id) ?? new Map<string, number>();
      for (const slot of MAJOR_SLOTS) {
        const found =
          slot.position === null
            ? [...slots].filter(([k]) => k.startsWith(`${slot.category}|`)).reduce((n, [, c]) => n + c, 0)
            : (slots.get(`${slot.category}|${slot.position}`) ?? 0);
        checked++;
        if (found < slot.perGeneration)
          missing.push(`${bv.year} ${model.name}: ${slot.category} ${slot.position ?? ''}`);
      }
    }
    expect(checked).toBeGreaterThan(18 * 15 * MAJOR_SLOTS.length);
    expect(missing).toEqual([]);
    // The slots name every major category of the issue: pads and rotors front and rear, filters, battery, alternator,
    // starter, spark plugs, wipers, lights and suspension.
    const names = new Set(MAJOR_SLOTS.map((s) => `${s.category} ${s.position ?? ''}`.trim()));
    for (const n of [
      'Brake Pads Front',
      'Brake Pads Rear',
      'Brake Rotors Front',
      'Brake Rotors Rear',
      'Oil Filters',
      'Air Filters',
      'Batteries',
      'Alternators',
      'Starters',
      'Spark Plugs',
      'Wiper Blades Driver',
      'Headlights Left',
      'Shocks Front',
    ]) {
      expect(names).toContain(n);
    }
  });

  it('sells each kind of part under brands that make it, and every brand sells something', () => {
    for (const c of CATEGORIES) {
      expect(CATEGORY_TRAITS[c.name], c.name).toBeDefined();
      for (const b of CATEGORY_TRAITS[c.name]!.brands)
        expect(
          BRANDS.map((x) => x.name),
          `${c.name}: ${b}`,
        ).toContain(b);
      if (c.options === 'size') expect(CATEGORY_TRAITS[c.name]!.sizes, c.name).toBeDefined();
    }
    const wrong = store.catalog.products.filter(
      (p) => !categoryById.get(p.category_id)!.traits.brands.includes(brandName(p.manufacturer_id)),
    );
    expect(wrong.map((p) => p.name)).toEqual([]);
    const brandsWithParts = new Set(store.catalog.products.map((p) => p.manufacturer_id));
    expect(BRANDS.filter((_, i) => !brandsWithParts.has(i + 1)).map((b) => b.name)).toEqual([]);
    // The examples: oil from oil companies, batteries from battery makers.
    const brandsOf = (category: string) =>
      new Set(
        store.catalog.products
          .filter((p) => categoryById.get(p.category_id)!.name === category)
          .map((p) => brandName(p.manufacturer_id)),
      );
    expect([...brandsOf('Motor Oil')].sort()).toEqual([
      'ACDelco',
      'Castrol',
      'Mobil 1',
      'Motorcraft',
      'Pennzoil',
      'Valvoline',
    ]);
    expect(brandsOf('Batteries')).toContain('Interstate');
    expect(brandsOf('Spark Plugs')).toContain('NGK');
    expect(brandsOf('Motor Oil')).not.toContain('Edelbrock');
  });

  it('keeps universal fit to fluids, tools and accessories: pads, rotors, batteries and wipers are made for vehicles', () => {
    const universalIn = (category: string) =>
      store.catalog.products.filter((p) => p.universal && categoryById.get(p.category_id)!.name === category).length;
    for (const c of [
      'Brake Pads',
      'Brake Rotors',
      'Batteries',
      'Alternators',
      'Starters',
      'Wiper Blades',
      'Spark Plugs',
      'Oil Filters',
      'Headlights',
      'Shocks',
    ])
      expect(universalIn(c), c).toBe(0);
    for (const c of ['Brake Fluid', 'Motor Oil', 'Socket Sets', 'Mechanic Tool Kits'])
      expect(universalIn(c), c).toBeGreaterThan(0);
    // Vehicle-specific parts outnumber the universal ones in the brake group (the issue saw 231 universal of 242).
    const brakes = store.catalog.products.filter((p) => categoryById.get(p.category_id)!.group === 'Brakes');
    expect(brakes.filter((p) => p.universal).length * 10).toBeLessThan(brakes.length);
  });

  it('writes reviews about the part bought, and never "did not fit" on a universal part', () => {
    const productById = new Map(store.catalog.products.map((p) => [p.product_id, p]));
    const fitTexts = new Set([...FIT_TEXTS.good, ...FIT_TEXTS.mid, ...FIT_TEXTS.bad]);
    const approved = store.page.reviews.filter((r) => r.status === 'approved');
    expect(approved.length).toBeGreaterThan(10_000);
    const ownTexts = (productId: number) => {
      const cat = categoryById.get(productById.get(productId)!.category_id)!;
      const own = REVIEW_TEXTS[cat.name] ?? REVIEW_TEXTS[cat.group]!;
      return [...own.good, ...own.mid, ...own.bad];
    };
    const onUniversal = approved.filter((r) => productById.get(r.product_id)!.universal);
    const onSpecific = approved.filter((r) => !productById.get(r.product_id)!.universal);
    expect(onUniversal.length).toBeGreaterThan(500);
    expect(onUniversal.filter((r) => /\b(fit|fits|fitted|fitment)\b/i.test(r.text))).toEqual([]);
    expect(onUniversal.filter((r) => !ownTexts(r.product_id).includes(r.text))).toEqual([]);
    expect(onSpecific.filter((r) => !ownTexts(r.product_id).includes(r.text) && !fitTexts.has(r.text))).toEqual([]);
    expect(onSpecific.some((r) => fitTexts.has(r.text))).toBe(true);
    // A fluid's reviews talk about fluid; a brake pad's about braking.
    const fluid = approved.find(
      (r) => categoryById.get(productById.get(r.product_id)!.category_id)!.name === 'Brake Fluid',
    )!;
    expect([
      ...REVIEW_TEXTS['Brake Fluid']!.good,
      ...REVIEW_TEXTS['Brake Fluid']!.mid,
      ...REVIEW_TEXTS['Brake Fluid']!.bad,
    ]).toContain(fluid.text);
    expect(
      approved.filter((r) => r.text.startsWith('Did not fit')).every((r) => !productById.get(r.product_id)!.universal),
    ).toBe(true);
  });

  it('weighs and prices each part within its category, in whole cents', () => {
    const outOfRange: string[] = [];
    for (const p of store.catalog.products) {
      const cat = categoryById.get(p.category_id)!;
      const [lo, hi] = weightRangeGrams(cat.traits);
      if (p.weight_grams < lo || p.weight_grams > hi) outOfRange.push(`${p.name}: ${p.weight_grams} g`);
      expect(Number.isInteger(p.price_cents)).toBe(true);
      if (!p.is_package && (p.price_cents < cat.priceCents[0] || p.price_cents > cat.priceCents[1]))
        outOfRange.push(`${p.name}: ${p.price_cents} cents`);
    }
    expect(outOfRange).toEqual([]);
    // The examples: a brake fluid weighs about a pound, a rotor 15-30 lb, a battery 35-55 lb.
    const pounds = (category: string) =>
      store.catalog.products
        .filter((p) => categoryById.get(p.category_id)!.name === category)
        .map((p) => p.weight_grams / GRAMS_PER_POUND);
    expect(Math.max(...pounds('Brake Fluid'))).toBeLessThanOrEqual(1.2);
    expect(Math.min(...pounds('Brake Rotors'))).toBeGreaterThanOrEqual(15);
    expect(Math.max(...pounds('Brake Rotors'))).toBeLessThanOrEqual(30);
    expect(Math.min(...pounds('Batteries'))).toBeGreaterThanOrEqual(35);
    expect(Math.max(...pounds('Batteries'))).toBeLessThanOrEqual(55);
    // A kit costs less than its parts bought one by one.
    const priceOf = new Map(store.catalog.products.map((p) => [p.product_id, p.price_cents]));
    const partsTotal = new Map<number, number>();
    for (const c of store.catalog.components)
      partsTotal.set(c.package_id, (partsTotal.get(c.package_id) ?? 0) + priceOf.get(c.component_id)! * c.quantity);
    for (const [kit, total] of partsTotal) expect(priceOf.get(kit)!).toBeLessThan(total);
  });

  it('gives size options that suit the part (quarts of oil, tons of jack, never ounces of battery)', () => {
    const sizes = new Map<number, string[]>();
    const optionProduct = new Map(
      store.catalog.options.filter((o) => o.name === 'Size').map((o) => [o.product_option_id, o.product_id]),
    );
    for (const v of store.catalog.optionValues) {
      const productId = optionProduct.get(v.product_option_id);
      if (productId !== undefined) sizes.set(productId, [...(sizes.get(productId) ?? []), v.name]);
    }
    const productById = new Map(store.catalog.products.map((p) => [p.product_id, p]));
    const byCategory = new Map<string, Set<string>>();
    for (const [productId, names] of sizes) {
      const cat = categoryById.get(productById.get(productId)!.category_id)!.name;
      byCategory.set(cat, new Set([...(byCategory.get(cat) ?? []), ...names]));
    }
    expect([...byCategory.get('Motor Oil')!]).toEqual(['1 qt', '5 qt', '1 gal']);
    expect([...byCategory.get('Jacks')!]).toEqual(['2 Ton', '3 Ton', '3.5 Ton']);
    expect(byCategory.has('Batteries')).toBe(false);
  });
});

describe('the plausible demo stays deterministic and scalable', () => {
  it('makes the same reviews and applications on every run, and covers popular vehicles at small scales too', () => {
    const a = generate(0.05);
    const b = generate(0.05);
    const digest = (v: unknown) => createHash('sha256').update(JSON.stringify(v)).digest('hex');
    expect(digest(a.page.reviews)).toBe(digest(b.page.reviews));
    expect(digest(a.applications)).toBe(digest(b.applications));
    // The browser tests' store (scale 0.05): a 2015 Ford F-150 has several front brake pads and an alternator.
    const f150 = a.vehicles.models.find((m) => m.name === 'F-150')!;
    const bv = a.vehicles.baseVehicles.find((x) => x.model_id === f150.modelId && x.year === 2015)!;
    const fitting = new Set(
      a.applications.filter((x) => x.base_vehicle_id === bv.base_vehicle_id).map((x) => x.product_id),
    );
    const fitsIn = (category: string, position?: string) =>
      a.catalog.products.filter(
        (p) =>
          fitting.has(p.product_id) &&
          categoryById.get(p.category_id)!.name === category &&
          (!position || p.position === position),
      ).length;
    expect(fitsIn('Brake Pads', 'Front')).toBeGreaterThanOrEqual(3);
    expect(fitsIn('Brake Pads', 'Rear')).toBeGreaterThanOrEqual(3);
    expect(fitsIn('Alternators')).toBeGreaterThanOrEqual(2);
  });
});

describe('brand logos', () => {
  it('write the whole name inside the frame, shrinking or squeezing long names', () => {
    for (const b of BRANDS) {
      const svg = brandImage(b.name, b.aaia);
      expect(svg).toContain(`>${b.name.replace(/&/g, '&amp;')}</text>`);
      const { size } = brandTextSize(b.name);
      // A name too wide at its size is squeezed to the frame's width (textLength); what is drawn fits either way.
      const estimate = b.name.length * 0.75 * size;
      const squeezed = svg.includes(`textLength="${BRAND_TEXT_WIDTH}"`);
      expect(squeezed, b.name).toBe(estimate > BRAND_TEXT_WIDTH);
      expect(squeezed ? BRAND_TEXT_WIDTH : estimate, b.name).toBeLessThanOrEqual(BRAND_TEXT_WIDTH);
    }
    expect(brandTextSize('Power Stop').size).toBeLessThan(40);
    expect(brandImage('Standard Motor Products', 'SMPR')).toContain('lengthAdjust="spacingAndGlyphs"');
  });
});
