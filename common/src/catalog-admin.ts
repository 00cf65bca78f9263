// The back office's products (issue 26, decisions 0062 and 0071): the list with its filters, the editor's product and
// its save, the change log, and bulk changes with their preview, apply and undo. Money is typed as dollars in the
// forms ("19.99", money() turns it into cents) and answered as cents.
import { z } from 'zod';
import { adminListQuerySchema, adminPageSchema } from './admin';
import { INT4_MAX, decimal, money, optionalText, text, wholeNumber } from './input';
import { editorOptionSchema, kitComponentSchema, productImageSchema } from './product-editor';
import { id } from './validation';

const dateText = z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Use the format YYYY-MM-DD.');
const count = (label: string, min = 0) =>
  wholeNumber({
    min,
    max: 1_000_000,
    notNumber: `${label} must be a whole number.`,
    belowMin: `${label} must be ${min} or more.`,
    aboveMax: `${label} must be 1000000 or less.`,
  });
const optionalId = z.union([z.literal(''), z.null(), id]).optional();

export const PRODUCT_SORTS = ['newest', 'name', 'price', 'price_desc', 'stock', 'part_number'] as const;
export const PRODUCT_STATUS = ['enabled', 'disabled'] as const;

/** The list's filters; the same object names "the current filter" of a bulk change. */
export const productFilterSchema = z.object({
  q: z.string().trim().max(100).optional(),
  brand_id: z.coerce.number().int().positive().optional(),
  category_id: z.coerce.number().int().positive().optional(),
  status: z.enum(PRODUCT_STATUS).optional(),
  stock: z.enum(['in', 'out']).optional(),
  price_min: z.coerce.number().int().min(0).max(INT4_MAX).optional(),
  price_max: z.coerce.number().int().min(0).max(INT4_MAX).optional(),
  /** Not universal and without a single application: parts no vehicle search finds. */
  no_applications: z.enum(['1']).optional(),
});
export type ProductFilter = z.infer<typeof productFilterSchema>;

export const productListQuerySchema = adminListQuerySchema.extend(productFilterSchema.shape).extend({
  sort: z.enum(PRODUCT_SORTS).default('newest'),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productRowSchema = z.object({
  product_id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  part_number: z.string(),
  sku: z.string(),
  upc: z.string(),
  category: z.string(),
  price_cents: z.number().int(),
  /** Only for staff who may see cost (catalog.seeCost). */
  cost_cents: z.number().int().nullable().optional(),
  stock: z.number().int(),
  status: z.enum(PRODUCT_STATUS),
  universal: z.boolean(),
  applications: z.number().int(),
});
export type ProductRow = z.infer<typeof productRowSchema>;
/** counts: rows per status (enabled, disabled, all) over the filter without its status. */
export const productListPageSchema = adminPageSchema(productRowSchema);
export type ProductListPage = z.infer<typeof productListPageSchema>;

// ---- The editor ----

const specialInput = z.object({
  customer_group_id: id,
  price: money('Special price'),
  date_start: dateText,
  date_end: dateText,
});
const tierInput = z.object({ customer_group_id: id, quantity: count('Quantity', 1), price: money('Tier price') });
const rebateInput = z.object({
  name: text(100).min(1, 'Name the rebate.'),
  amount: money('Rebate'),
  date_end: dateText,
});
const stockInput = z.object({ location_id: id, quantity: count('Quantity') });

/** The editor's save: every field at once; the server writes what changed to the change log. */
export const productSaveSchema = z.object({
  product_id: z.number().int().positive().optional(),
  name: text(255).min(1, 'Enter the name.'),
  description: text(20_000),
  manufacturer_id: id,
  part_number: text(64).min(1, 'Enter the part number.'),
  sku: text(64).min(1, 'Enter the SKU.'),
  upc: optionalText(32),
  category_id: id,
  /** Further categories the part is listed in (the main one is always among them). */
  category_ids: z.array(id).max(20),
  series_id: optionalId,
  price: money('Price'),
  /** Left out by staff who may not see cost: the cost then stays as it is. '' clears it. */
  cost: z.union([z.literal(''), money('Cost')]).optional(),
  core_charge: z.union([z.literal(''), money('Core charge')]),
  labor_minutes: z.union([z.literal(''), count('Labor time')]),
  weight_grams: count('Weight'),
  /** The package's size in millimetres, as the PIES import stores it ('' = unknown); left out, it stays as it is. */
  length_mm: z.union([z.literal(''), count('Length')]).optional(),
  width_mm: z.union([z.literal(''), count('Width')]).optional(),
  height_mm: z.union([z.literal(''), count('Height')]).optional(),
  /** Hazardous material (PIES HazardousMaterialCode, product_packaging); left out, it stays as it is. */
  hazardous: z.boolean().optional(),
  universal: z.boolean(),
  status: z.enum(PRODUCT_STATUS),
  minimum: count('Minimum', 1),
  position: optionalText(40),
  specials: z.array(specialInput).max(20),
  tiers: z.array(tierInput).max(20),
  rebates: z.array(rebateInput).max(5),
  stock: z.array(stockInput).max(200),
});
export type ProductSaveInput = z.input<typeof productSaveSchema>;
export type ProductSave = z.output<typeof productSaveSchema>;

const choice = z.object({ id: z.number().int(), name: z.string() });

export const interchangeSchema = z.object({ brand: z.string(), part_number: z.string(), number_key: z.string() });
export type Interchange = z.infer<typeof interchangeSchema>;

/** GET /admin/api/catalog/products/:id (and /new): the product as the editor shows it, with its choices. */
export const productEditSchema = z.object({
  product: z.object({
    product_id: z.number().int().nullable(),
    name: z.string(),
    description: z.string(),
    manufacturer_id: z.string(),
    part_number: z.string(),
    sku: z.string(),
    upc: z.string(),
    category_id: z.string(),
    category_ids: z.array(z.number().int()),
    series_id: z.string(),
    price: z.string(),
    cost: z.string().optional(),
    core_charge: z.string(),
    labor_minutes: z.string(),
    weight_grams: z.string(),
    length_mm: z.string(),
    width_mm: z.string(),
    height_mm: z.string(),
    hazardous: z.boolean(),
    universal: z.boolean(),
    status: z.enum(PRODUCT_STATUS),
    minimum: z.string(),
    position: z.string(),
    specials: z.array(
      z.object({
        customer_group_id: z.number().int(),
        price: z.string(),
        date_start: z.string(),
        date_end: z.string(),
      }),
    ),
    tiers: z.array(z.object({ customer_group_id: z.number().int(), quantity: z.string(), price: z.string() })),
    rebates: z.array(z.object({ name: z.string(), amount: z.string(), date_end: z.string() })),
    stock: z.array(z.object({ location_id: z.number().int(), quantity: z.string() })),
  }),
  image: z.string(),
  /** Pictures (main first), options and kit components: each saved by its own call (decision 0097). */
  images: z.array(productImageSchema),
  options: z.array(editorOptionSchema),
  kit: z.array(kitComponentSchema),
  applications: z.array(z.object({ application_id: z.number().int(), vehicle: z.string(), notes: z.string() })),
  /** Other brands' numbers for the same part: the storefront's search finds the part by them. */
  interchange: z.array(interchangeSchema),
  brands: z.array(choice),
  categories: z.array(choice),
  series: z.array(choice.extend({ brand_id: z.number().int() })),
  customer_groups: z.array(choice),
  locations: z.array(choice.extend({ kind: z.string() })),
  may_see_cost: z.boolean(),
  may_change_prices: z.boolean(),
});
export type ProductEdit = z.infer<typeof productEditSchema>;

export const applicationRemoveSchema = z.object({ application_id: id });
export const applicationRemovedSchema = z.object({ product_id: z.number().int(), removed: z.number().int() });

// ---- Adding an application (decision 0085) ----

const pick = (label: string) =>
  z
    .union([z.literal(''), z.null(), id])
    .optional()
    .describe(label);
const required = (message: string) =>
  wholeNumber({ min: 1, max: INT4_MAX, notNumber: message, belowMin: message, aboveMax: message });

/** A vehicle by year, make and model, narrowed by its qualifiers ('' = any), with position, quantity and a note. */
export const applicationAddSchema = z.object({
  year: wholeNumber({
    min: 1900,
    max: 2100,
    notNumber: 'Choose the year.',
    belowMin: 'Choose the year.',
    aboveMax: 'Choose the year.',
  }),
  make_id: required('Choose the make.'),
  model_id: required('Choose the model.'),
  sub_model_id: pick('Trim'),
  body_type_id: pick('Body'),
  bed_length_id: pick('Bed length'),
  engine_id: pick('Engine'),
  position: optionalText(40),
  quantity: count('Quantity', 1),
  notes: optionalText(200),
});
export type ApplicationAddInput = z.input<typeof applicationAddSchema>;
export type ApplicationAdd = z.output<typeof applicationAddSchema>;
export const applicationAddedSchema = z.object({
  product_id: z.number().int(),
  application_id: z.number().int(),
  vehicle: z.string(),
});

/** GET /admin/api/catalog/vehicle-qualifiers?Year&MakeID&ModelID: what the base vehicle's configurations offer. */
export const vehicleQualifiersQuerySchema = z.object({
  Year: wholeNumber({
    min: 1900,
    max: 2100,
    notNumber: 'Year must be a number.',
    belowMin: 'Year must be 1900 or later.',
    aboveMax: 'Year must be 2100 or earlier.',
  }),
  MakeID: id,
  ModelID: id,
});
export const vehicleQualifiersSchema = z.object({
  base_vehicle_id: z.number().int().nullable(),
  sub_models: z.array(choice),
  body_types: z.array(choice),
  bed_lengths: z.array(choice),
  engines: z.array(choice),
});
export type VehicleQualifiers = z.infer<typeof vehicleQualifiersSchema>;

// ---- Interchange numbers (decision 0085) ----

export const interchangeAddSchema = z.object({
  brand: optionalText(64),
  part_number: text(64)
    .min(1, 'Enter the part number.')
    .refine((v) => /[A-Za-z0-9]/.test(v), 'A part number needs a letter or a digit.'),
});
export type InterchangeAddInput = z.input<typeof interchangeAddSchema>;
export const interchangeRemoveSchema = z.object({ brand: z.string().max(64), number_key: z.string().min(1).max(64) });
export const interchangeListSchema = z.object({
  product_id: z.number().int(),
  interchange: z.array(interchangeSchema),
});

export const productSavedSchema = z.object({ product_id: z.number().int(), changes: z.number().int() });

// ---- The change log ----

export const productChangeSchema = z.object({
  change_id: z.number().int(),
  created_at: z.string(),
  user_name: z.string(),
  field: z.string(),
  old_value: z.string(),
  new_value: z.string(),
  bulk_change_id: z.number().int().nullable(),
});
export type ProductChange = z.infer<typeof productChangeSchema>;
export const productHistorySchema = adminPageSchema(productChangeSchema);
export const productHistoryQuerySchema = adminListQuerySchema;

// ---- Bulk changes ----

export const BULK_KINDS = ['price', 'cost', 'status', 'category', 'stock'] as const;
export const PRICE_ENDINGS = ['none', '99', '49'] as const;

/** What to change: a selection (product_ids) or the list's current filter; and how. One flat object for the form. */
export const bulkChangeSchema = z
  .object({
    product_ids: z.array(z.number().int().positive()).max(1000).optional(),
    filter: productFilterSchema.optional(),
    kind: z.enum(BULK_KINDS),
    by: z.enum(['percent', 'amount']).default('percent'),
    /** Percent (5, -10, 2.5) or dollars (1.50, -2) by `by`. */
    value: z.union([z.literal(''), decimal('The change', -100_000, 100_000)]).optional(),
    ending: z.enum(PRICE_ENDINGS).default('none'),
    status: z.enum(PRODUCT_STATUS).optional(),
    category_id: z.union([z.literal(''), id]).optional(),
    location_id: z.union([z.literal(''), id]).optional(),
    quantity: z.union([z.literal(''), count('Quantity')]).optional(),
    idempotency_key: z.string().min(8).max(64).optional(),
  })
  .superRefine((v, ctx) => {
    const need = (field: keyof typeof v, message: string) => {
      if (v[field] === undefined || v[field] === '') ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (v.kind === 'price' || v.kind === 'cost') need('value', 'Enter the change.');
    if (v.kind === 'status') need('status', 'Choose the status.');
    if (v.kind === 'category') need('category_id', 'Choose the category.');
    if (v.kind === 'stock') {
      need('location_id', 'Choose the location.');
      need('quantity', 'Enter the quantity.');
    }
    if (v.by === 'percent' && typeof v.value === 'number' && (v.value <= -100 || v.value > 1000))
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percentage must be above -100 and at most 1000.' });
  });
export type BulkChangeInput = z.input<typeof bulkChangeSchema>;
export type BulkChange = z.output<typeof bulkChangeSchema>;

const bulkRowSchema = z.object({
  product_id: z.number().int(),
  name: z.string(),
  part_number: z.string(),
  old_value: z.string(),
  new_value: z.string(),
});
/** The preview: how many products, the first rows old → new, and (for prices and costs) the totals before and after. */
export const bulkPreviewSchema = z.object({
  products: z.number().int(),
  changed: z.number().int(),
  rows: z.array(bulkRowSchema),
  total_before_cents: z.number().int().nullable(),
  total_after_cents: z.number().int().nullable(),
  summary: z.string(),
});
export type BulkPreview = z.infer<typeof bulkPreviewSchema>;

export const bulkAppliedSchema = z.object({
  bulk_change_id: z.number().int(),
  changed: z.number().int(),
  summary: z.string(),
});
export type BulkApplied = z.infer<typeof bulkAppliedSchema>;

export const bulkRecordSchema = z.object({
  bulk_change_id: z.number().int(),
  created_at: z.string(),
  user_name: z.string(),
  summary: z.string(),
  changed: z.number().int(),
  undone_at: z.string().nullable(),
  undone_by: z.string().nullable(),
});
export const bulkHistorySchema = z.object({ changes: z.array(bulkRecordSchema) });
export const bulkUndoSchema = z.object({ bulk_change_id: id });
export const bulkUndoneSchema = z.object({ bulk_change_id: z.number().int(), restored: z.number().int() });

export const CATALOG_ADMIN_MSG = {
  notFound: 'That product does not exist.',
  noSuchVehicle: 'No vehicle has that year, make and model.',
  qualifierNotOnVehicle: (what: string) => `That ${what} is not offered on this vehicle.`,
  noSuchConfiguration: 'No configuration of this vehicle has all of those qualifiers together.',
  applicationExists: 'The part already lists that vehicle with those qualifiers.',
  interchangeExists: 'The part already lists that number for that brand.',
  interchangeNotFound: 'That number is not on this product.',
  duplicate: 'This brand already has a product with that part number.',
  duplicateSku: 'Another product already has that SKU.',
  pricesNeedPermission: 'Changing prices, specials and costs needs the permission to change prices.',
  nothingChosen: 'Choose products, or a filter, to change.',
  tooMany: 'A bulk change takes at most 20000 products. Narrow the filter.',
  notLast: 'Only the last bulk change can be undone.',
  alreadyUndone: 'That bulk change was already undone.',
  changedSince: (n: number) =>
    `${n} of its products changed again since; undo would overwrite those edits. Change them back by hand.`,
  unknownChoice: (what: string) => `Choose a ${what} from the list.`,
} as const;
