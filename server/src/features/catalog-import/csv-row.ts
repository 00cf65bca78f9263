// One row of the product CSV → a ProductInput, or the first field's message. An empty cell leaves the field as it is
// (so a sheet with only brand_code, part_number and price changes prices only); the column reference is in the README.
import { mpnKey } from '@parts/common/part-number';
import type { ProductInput } from './product-upsert';

export interface CsvLookups {
  brands: Map<string, number>;
  /** "brakes > brake pads" (lower case, single spaces) → category id; leaf categories only. */
  categories: Map<string, number>;
}

export class FieldError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
  }
}

const MONEY = /^\$?\s*(\d{1,7})(?:\.(\d{1,2}))?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function money(field: string, text: string): number {
  const m = MONEY.exec(text);
  if (!m) throw new FieldError(field, `"${text}" is not an amount like 54.99`);
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

function date(field: string, text: string): string {
  if (!DATE.test(text) || Number.isNaN(Date.parse(`${text}T00:00:00Z`)))
    throw new FieldError(field, `"${text}" is not a date like 2026-12-31`);
  return text;
}

function flag(field: string, text: string, yes: string[], no: string[]): boolean {
  const t = text.toLowerCase();
  if (yes.includes(t)) return true;
  if (no.includes(t)) return false;
  throw new FieldError(field, `"${text}" must be ${yes[0]} or ${no[0]}`);
}

export const categoryPathKey = (path: string) =>
  path
    .split('>')
    .map((p) => p.trim().toLowerCase().replace(/\s+/g, ' '))
    .join(' > ');

export function csvRowToInput(
  line: number,
  cells: Record<string, string | undefined>,
  lookups: CsvLookups,
): ProductInput {
  const cell = (name: string) => (cells[name] ?? '').trim();
  const brand = cell('brand_code').toUpperCase();
  const mpn = cell('part_number');
  if (!brand) throw new FieldError('brand_code', 'enter the brand’s code (its AAIA id, e.g. WGNR)');
  if (!mpn || !mpnKey(mpn)) throw new FieldError('part_number', 'enter the part number');
  const manufacturerId = lookups.brands.get(brand);
  if (manufacturerId === undefined) throw new FieldError('brand_code', `no brand has the code ${brand}`);
  const input: ProductInput = { line, key: `${brand} ${mpn}`, manufacturerId, aaia: brand, mpn };
  const given = (name: string) => cell(name) !== '';
  if (given('name')) input.name = cell('name').slice(0, 255);
  if (given('description')) input.description = cell('description');
  if (given('category_path')) {
    const id = lookups.categories.get(categoryPathKey(cell('category_path')));
    if (id === undefined)
      throw new FieldError('category_path', `no category "${cell('category_path')}" (write it as Brakes > Brake Pads)`);
    input.categoryId = id;
  }
  if (given('price')) input.priceCents = money('price', cell('price'));
  if (given('cost')) input.costCents = money('cost', cell('cost'));
  if (given('special_price')) {
    const start = given('special_start') ? date('special_start', cell('special_start')) : null;
    const end = given('special_end') ? date('special_end', cell('special_end')) : null;
    if (start && end && end < start) throw new FieldError('special_end', 'the special ends before it starts');
    input.special = { priceCents: money('special_price', cell('special_price')), start, end };
  } else if (given('special_start') || given('special_end'))
    throw new FieldError('special_price', 'a special’s dates need its price');
  if (given('quantity')) {
    if (!/^\d{1,7}$/.test(cell('quantity')))
      throw new FieldError('quantity', `"${cell('quantity')}" is not a whole number of 0 or more`);
    input.quantity = Number(cell('quantity'));
  }
  if (given('universal'))
    input.universal = flag('universal', cell('universal'), ['yes', '1', 'true'], ['no', '0', 'false']);
  if (given('weight')) {
    if (!/^\d{1,5}(\.\d{1,3})?$/.test(cell('weight')))
      throw new FieldError('weight', `"${cell('weight')}" is not a weight in pounds like 2.5`);
    input.weightGrams = Math.round(Number(cell('weight')) * 453.592);
  }
  if (given('upc')) {
    if (!/^\d{8,14}$/.test(cell('upc'))) throw new FieldError('upc', `"${cell('upc')}" is not 8 to 14 digits`);
    input.upc = cell('upc');
  }
  if (given('status'))
    input.status = flag('status', cell('status'), ['enabled', '1', 'yes', 'true'], ['disabled', '0', 'no', 'false']);
  return input;
}
