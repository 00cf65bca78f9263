// The demo generator: the same output every run, and at least the catalogue size the foundation promises.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BRANDS } from './data/brands';
import { CATEGORIES } from './data/categories';
import { MAKES } from './data/vehicles';
import { generateApplications } from './generate-applications';
import { mpnKey } from '@parts/common/part-number';
import { generateCatalog, singular } from './generate-catalog';
import { generateVehicles } from './generate-vehicles';
import { SEED } from './load';
import { Rng } from './rng';

function generate(scale: number) {
  const rng = new Rng(SEED);
  const vehicles = generateVehicles(rng);
  const catalog = generateCatalog(rng, scale, [1, 2, 3, 4]);
  const applications = generateApplications(rng, catalog.products, vehicles);
  return { vehicles, catalog, applications };
}

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

describe('demo generator', () => {
  it('makes exactly the same store on every run', () => {
    const a = generate(0.05);
    const b = generate(0.05);
    expect(digest(a.catalog.products)).toBe(digest(b.catalog.products));
    expect(digest(a.applications)).toBe(digest(b.applications));
    expect(digest(a.vehicles.configs)).toBe(digest(b.vehicles.configs));
  });

  it('meets the catalogue size at the default scale', () => {
    const { vehicles, catalog, applications } = generate(1);
    expect(MAKES.length).toBeGreaterThanOrEqual(30);
    expect(BRANDS.length).toBeGreaterThanOrEqual(40);
    expect(BRANDS.every((b) => /^[A-Z]{4}$/.test(b.aaia))).toBe(true);
    expect(CATEGORIES.length).toBeGreaterThanOrEqual(60);
    expect(catalog.products.length).toBeGreaterThanOrEqual(20_000);
    expect(applications.length).toBeGreaterThanOrEqual(500_000);
    const years = vehicles.baseVehicles.map((b) => b.year);
    expect(Math.min(...years)).toBe(1990);
    expect(Math.max(...years)).toBe(2026);
    // Every kind of product the later screens need exists.
    expect(catalog.products.some((p) => p.universal)).toBe(true);
    expect(catalog.products.some((p) => p.is_package)).toBe(true);
    expect(catalog.specials.length).toBeGreaterThan(0);
    expect(catalog.rebates.length).toBeGreaterThan(0);
    // A rebate's name says its amount, and no rebate takes more than a quarter of its part's price.
    const priceOf = new Map(catalog.products.map((p) => [p.product_id, p.price_cents]));
    for (const r of catalog.rebates) {
      expect(r.name).toBe(`$${r.amount_cents / 100} Instant Rebate`);
      expect(r.amount_cents * 4).toBeLessThanOrEqual(priceOf.get(r.product_id)!);
    }
    // Part names use the singular of their category ("Battery", "Trailer Hitch"), never a clipped plural.
    expect(catalog.products.some((p) => /(Batterie|Hitche|Bodie|Wrenche)\b/.test(p.name))).toBe(false);
    expect(catalog.discounts.length).toBeGreaterThan(0);
    const optionTypes = new Set(catalog.options.map((o) => o.type));
    expect([...optionTypes].sort()).toEqual([
      'checkbox',
      'date',
      'datetime',
      'image',
      'radio',
      'select',
      'text',
      'textarea',
      'time',
    ]);
    // A part's identity (brand + part number) is unique.
    const keys = new Set(catalog.products.map((p) => `${p.manufacturer_id}:${mpnKey(p.mpn)}`));
    expect(keys.size).toBe(catalog.products.length);
    // Qualified applications exist, so "maybe" answers can happen.
    expect(applications.some((a) => a.engine_id !== null)).toBe(true);
    expect(applications.some((a) => a.sub_model_id !== null)).toBe(true);
    expect(applications.some((a) => a.bed_length_id !== null)).toBe(true);
  });

  it('scales the catalogue with --scale, keeping part numbers unique per brand', () => {
    expect(generate(0.1).catalog.products.length).toBe(2050);
    const big = generateCatalog(new Rng(SEED), 10, [1, 2, 3, 4]).products;
    expect(big.length).toBe(205_000);
    expect(new Set(big.map((p) => `${p.manufacturer_id}:${mpnKey(p.mpn)}`)).size).toBe(big.length);
    expect(new Set(big.map((p) => p.sku)).size).toBe(big.length);
  });
});

describe('singular', () => {
  it('gives every part a cost below its list price, between 55% and 67% of it (decision 0047)', () => {
    const { catalog } = generate(0.05);
    const shares = catalog.products.map((p) => p.cost_cents! / p.price_cents);
    expect(catalog.products.every((p) => Number.isInteger(p.cost_cents))).toBe(true);
    expect(Math.min(...shares)).toBeGreaterThanOrEqual(0.549);
    expect(Math.max(...shares)).toBeLessThanOrEqual(0.671);
  });

  it('turns category names into one part', () => {
    expect(
      ['Batteries', 'Trailer Hitches', 'Wiring Harnesses', 'Brake Pads', 'Motor Oil', 'Throttle Bodies'].map(singular),
    ).toEqual(['Battery', 'Trailer Hitch', 'Wiring Harness', 'Brake Pad', 'Motor Oil', 'Throttle Body']);
  });
});
