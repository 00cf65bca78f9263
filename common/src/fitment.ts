// Vehicle fitment on the wire (spec 000 sections 3, 4, 7): facets, the session vehicle, fitment results.
import { z } from 'zod';
import { id, jsonText } from './input';
import { MSG } from './messages';

/** The facet fields in the order a vehicle is narrowed down; ids as the spec's facet entries name them. */
export const YMM_FIELDS = ['Year', 'MakeID', 'ModelID'] as const;
export const CHOICE_FIELDS = ['SubModelID', 'BodyTypeID', 'BedLengthID'] as const;
export const ENGINE_FIELDS = ['EngineMfrID', 'EngineFamilyID', 'EngineSizeID'] as const;
export const FACET_FIELDS = [...YMM_FIELDS, ...CHOICE_FIELDS, ...ENGINE_FIELDS] as const;
export type FacetField = (typeof FACET_FIELDS)[number];

export const FACET_LABELS: Record<FacetField, string> = {
  Year: 'Year',
  MakeID: 'Make',
  ModelID: 'Model',
  SubModelID: 'Sub Model',
  BodyTypeID: 'Body Type',
  BedLengthID: 'Bed Length',
  EngineMfrID: 'Engine Manufacturer',
  EngineFamilyID: 'Engine Family',
  EngineSizeID: 'Engine Size',
};

export const isFacetField = (v: string): v is FacetField => (FACET_FIELDS as readonly string[]).includes(v);

/** One option of a facet select. */
export const facetOptionSchema = z.object({ id: z.number().int(), name: z.string(), popular: z.boolean().optional() });
export type FacetOption = z.infer<typeof facetOptionSchema>;

/** Answer of years, makes, models, engine_mfrs, engine_family_sizes and engine_sizes. */
export const facetListSchema = z.object({
  field: z.enum(FACET_FIELDS),
  label: z.string(),
  options: z.array(facetOptionSchema),
});
export type FacetList = z.infer<typeof facetListSchema>;

/** Answer of choices: the further facets a chosen Year/Make/Model can be narrowed by (only those with a real choice). */
export const choicesSchema = z.object({ choices: z.array(facetListSchema) });

/** A chosen facet as the spec's facet display entries carry it. */
export const facetEntrySchema = z.object({
  api_field: z.enum(FACET_FIELDS),
  api_value: z.string(),
  label_field: z.string(),
  label_value: z.string(),
});
export type FacetEntry = z.infer<typeof facetEntrySchema>;

export const sessionVehicleSchema = z.object({
  facets: z.array(facetEntrySchema),
  hasYmm: z.boolean(),
  hasEngine: z.boolean(),
  /** "2015 Ford F-150 XLT" or "GM LS 5.3L"; empty when no vehicle is chosen. */
  label: z.string(),
  show_universal: z.boolean(),
});
export type SessionVehicle = z.infer<typeof sessionVehicleSchema>;

export const saveVehicleAnswerSchema = z.object({
  success: z.boolean(),
  vehicle: sessionVehicleSchema,
  /** Where to go after saving (ymm_redirect), or null to stay. */
  redirect: z.string().nullable(),
  /** ymm_page_refresh: reload the page (true) or just update state (false). */
  refresh: z.boolean(),
});
export type SaveVehicleAnswer = z.infer<typeof saveVehicleAnswerSchema>;

/** Changes whenever any chosen facet or the universal switch changes (the label leaves some facets out). */
export const vehicleKey = (v: SessionVehicle) =>
  `${v.facets.map((f) => `${f.api_field}:${f.api_value}`).join('|')}${v.show_universal ? '+u' : ''}`;

export const FIT_RESULTS = ['yes', 'no', 'maybe', 'universal', 'unknown'] as const;
export type FitResult = (typeof FIT_RESULTS)[number];

export const fitmentPartSchema = z.object({
  aaia: z.string(),
  mpn: z.string(),
  product_id: z.number().int().nullable(),
  name: z.string(),
  result: z.enum(FIT_RESULTS),
  /** The badge text (spec 000 section 4). */
  label: z.string(),
  /** The product-page sentence (spec 000 section 8), empty for maybe. */
  message: z.string(),
  notes: z.array(z.string()),
  /** For maybe with a vehicle: the facets still to choose, with every value the vehicle is built with; fits marks those the part fits. */
  choices: z.array(facetListSchema.extend({ options: z.array(facetOptionSchema.extend({ fits: z.boolean() })) })),
});
export type FitmentPart = z.infer<typeof fitmentPartSchema>;

export const validateFitmentAnswerSchema = z.object({
  parts: z.array(fitmentPartSchema),
  vehicle: sessionVehicleSchema,
  /** True when a part resolved to maybe and more vehicle detail would settle it (spec 000 section 4). */
  refresh: z.boolean(),
});

export function fitLabel(result: FitResult, hasVehicle: boolean): string {
  switch (result) {
    case 'yes':
    case 'universal':
      return MSG.fitYes;
    case 'no':
      return MSG.fitNo;
    case 'unknown':
      return MSG.fitUnknown;
    case 'maybe':
      return hasVehicle ? MSG.fitVerify : MSG.fitSelectVehicle;
  }
}

export function fitMessage(result: FitResult): string {
  if (result === 'yes' || result === 'universal') return 'This product will fit your application.';
  if (result === 'no') return 'This product will not fit your application.';
  if (result === 'unknown') return "We don't know if this product will fit your application.";
  return '';
}

/** Tone for the badge colour; words are always shown too (colour is never the only signal). */
export const fitTone = (result: FitResult, hasVehicle: boolean): 'fit' | 'nofit' | 'unknown' | 'verify' =>
  result === 'yes' || result === 'universal'
    ? 'fit'
    : result === 'no'
      ? 'nofit'
      : result === 'maybe' && hasVehicle
        ? 'verify'
        : 'unknown';

export const catalogDetailsSchema = z.object({
  seriesCount: z.number().int(),
  categoryCount: z.number().int(),
  manufacturerCount: z.number().int(),
  seriesUrl: z.string().nullable(),
  categoryUrl: z.string().nullable(),
  manufacturerUrl: z.string().nullable(),
});
export type CatalogDetails = z.infer<typeof catalogDetailsSchema>;
/** POST /ymm/json/getCatalogDetails. */
export const catalogDetailsAnswerSchema = z.object({ catalogDetails: catalogDetailsSchema });

/** A row of the product page's fitment table. */
export const fitmentRowSchema = z.object({
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  qualifiers: z.array(z.string()),
  position: z.string().nullable(),
  quantity: z.number().int(),
  notes: z.array(z.string()),
});
export const fitmentTableSchema = z.object({
  product_id: z.number().int(),
  universal: z.boolean(),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  rows: z.array(fitmentRowSchema),
});
export type FitmentTable = z.infer<typeof fitmentTableSchema>;

export const customerVehicleSchema = z.object({
  vehicle_id: z.number().int(),
  customer_id: z.number().int(),
  title: z.string(),
  vin: z.string(),
  notes: z.string(),
  ymm_data: z.array(facetEntrySchema),
  display: z.string(),
});
export type CustomerVehicle = z.infer<typeof customerVehicleSchema>;

/** What the full offline VIN decode (NHTSA vPIC) says, before it is matched to the store's vehicles. */
export const vinFactsSchema = z.object({
  vin: z.string(),
  year: z.number().int(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  trim: z.string().nullable(),
  series: z.string().nullable(),
  body: z.string().nullable(),
  drive: z.string().nullable(),
  engine: z.object({
    liters: z.string().nullable(),
    cylinders: z.number().int().nullable(),
    fuel: z.string().nullable(),
    model: z.string().nullable(),
    manufacturer: z.string().nullable(),
  }),
  country: z.string().nullable(),
});
export type VinFacts = z.infer<typeof vinFactsSchema>;

/** GET /ymm/json/vin: the decoded facts, the store's vehicle as far as they name it, and the facets still to ask. */
export const vinAnswerSchema = z.object({
  facts: vinFactsSchema,
  /** The chosen facets (Year, Make, Model, then sub model, body, engine) the store knows by those names. */
  facets: z.array(facetEntrySchema),
  /** The facets the shopper still has to choose, in the order the selector asks them. */
  ask: z.array(z.enum(FACET_FIELDS)),
  /** One sentence for the shopper: what was filled in and what is left. */
  message: z.string(),
});
export type VinAnswer = z.infer<typeof vinAnswerSchema>;

/** GET /api/customer_vehicle: a customer's saved vehicles (the garage), newest first. */
export const garageSchema = z.object({ vehicles: z.array(customerVehicleSchema) });
/** POST /api/customer_vehicle/delete: the garage as it now is. */
export const garageChangeAnswerSchema = garageSchema.extend({ success: z.string() });
/** POST /api/customer_vehicle/add and /edit: the vehicle as saved and the garage. */
export const vehicleSavedAnswerSchema = garageChangeAnswerSchema.extend({ vehicle: customerVehicleSchema });

/** POST /api/customer_vehicle/add (and /edit with vehicle_id): the staff vehicle form checks itself with it too. */
export const customerVehicleAddSchema = z.object({
  customer_id: id('customer_id'),
  title: z.string().trim().max(128, 'Maximum 128 characters').default(''),
  vin: z.string().max(40, 'Maximum 40 characters').default(''),
  notes: z.string().max(1000, 'Maximum 1000 characters').default(''),
  ymm_data: z.preprocess(
    jsonText,
    z.array(facetEntrySchema, { error: 'ymm_data must name the vehicle.' }).min(1, 'ymm_data must name the vehicle.'),
  ),
});
