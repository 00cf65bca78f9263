// A product's editable state as text, field by field, the way the change log shows it ("$10.99", "Enabled",
// "Default $9.99 from 2026-12-01 to 2026-12-31"): the save compares two snapshots and logs the fields that differ.
import { formatCents } from '@parts/common/money';

export interface ProductState {
  name: string;
  description: string;
  brand: string;
  partNumber: string;
  sku: string;
  upc: string;
  category: string;
  categories: string[];
  series: string;
  priceCents: number;
  costCents: number | null;
  coreChargeCents: number | null;
  laborMinutes: number | null;
  weightGrams: number;
  /** The package's size in millimetres (product_packaging); null when unknown. */
  packageMm: [number | null, number | null, number | null];
  /** Hazardous material (product_packaging, as PIES sets it). */
  hazardous: boolean;
  universal: boolean;
  status: boolean;
  minimum: number;
  position: string;
  specials: { group: string; priceCents: number; start: string; end: string }[];
  tiers: { group: string; quantity: number; priceCents: number }[];
  rebates: { name: string; amountCents: number; end: string }[];
  stock: Record<string, number>;
}

const dollars = (c: number | null) => (c === null ? '' : formatCents(c));
const yes = (b: boolean) => (b ? 'Yes' : 'No');
const period = (start: string, end: string) =>
  start && end ? ` from ${start} to ${end}` : start ? ` from ${start}` : end ? ` until ${end}` : '';

/** The fields whose change needs catalog.prices. */
export const PRICE_FIELDS = new Set(['Price', 'Cost', 'Core charge', 'Specials', 'Quantity tiers', 'Instant rebates']);

export function snapshot(s: ProductState): Record<string, string> {
  const out: Record<string, string> = {
    Name: s.name,
    Description: s.description,
    Brand: s.brand,
    'Part number': s.partNumber,
    SKU: s.sku,
    UPC: s.upc,
    Category: s.category,
    Categories: [...s.categories].sort().join(', '),
    Series: s.series,
    Price: dollars(s.priceCents),
    Cost: dollars(s.costCents),
    'Core charge': dollars(s.coreChargeCents),
    'Labor time': s.laborMinutes === null ? '' : `${s.laborMinutes} min`,
    Weight: `${s.weightGrams} g`,
    'Package size': s.packageMm.every((v) => v === null)
      ? ''
      : `${s.packageMm.map((v) => (v === null ? '?' : String(v))).join(' × ')} mm`,
    'Hazardous material': yes(s.hazardous),
    Universal: yes(s.universal),
    Status: s.status ? 'Enabled' : 'Disabled',
    Minimum: String(s.minimum),
    Position: s.position,
    Specials: s.specials.map((x) => `${x.group} ${dollars(x.priceCents)}${period(x.start, x.end)}`).join('; '),
    'Quantity tiers': s.tiers.map((t) => `${t.group} ${t.quantity}+ ${dollars(t.priceCents)}`).join('; '),
    'Instant rebates': s.rebates.map((r) => `${r.name} ${dollars(r.amountCents)}${period('', r.end)}`).join('; '),
  };
  for (const [place, qty] of Object.entries(s.stock)) out[`Stock at ${place}`] = String(qty);
  return out;
}

/** The fields that differ between two snapshots, old → new. */
export function differences(before: Record<string, string>, after: Record<string, string>) {
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...fields]
    .filter((f) => (before[f] ?? '') !== (after[f] ?? ''))
    .map((field) => ({ field, oldValue: before[field] ?? '', newValue: after[field] ?? '' }));
}
