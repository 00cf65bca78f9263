// Store → Settings' lists (issue 27, decision 0095): tax classes, customer groups, currencies and languages. Each
// list's editor and the server's input are checked by the same schemas; every save answers the whole list again.
import { z } from 'zod';
import { addKey, id } from './input';
import { MSG } from './messages';
import { requiredText } from './validation';

const answer = <T extends z.ZodType>(list: T) => z.object({ success: z.string(), list });

// ---- Tax classes ("Taxable Goods", "Labor"): the rates hang on them, products and custom lines point at them. ----

export const taxClassSaveSchema = z.object({
  tax_class_id: id('tax_class_id').optional(),
  title: requiredText(1, 64),
  idempotency_key: addKey,
});
export type TaxClassSave = z.input<typeof taxClassSaveSchema>;
export const taxClassDeleteSchema = z.object({ tax_class_id: id('tax_class_id') });

// ---- Customer groups: the pricing keys its specials and quantity discounts by group (features/pricing). ----

export const customerGroupRowSchema = z.object({
  customer_group_id: z.number().int(),
  name: z.string(),
  is_default: z.boolean(),
  /** Customers in the group, and the special prices and quantity discounts priced for it: a group in use stays. */
  customers: z.number().int(),
  prices: z.number().int(),
});
export type CustomerGroupRow = z.infer<typeof customerGroupRowSchema>;
export const customerGroupsSchema = z.array(customerGroupRowSchema);
export const customerGroupSaveSchema = z.object({
  customer_group_id: id('customer_group_id').optional(),
  name: requiredText(1, 64),
  /** The group of shoppers who are not logged in and of new customers; exactly one group is it. */
  is_default: z.boolean().default(false),
  idempotency_key: addKey,
});
export type CustomerGroupSave = z.input<typeof customerGroupSaveSchema>;
export const customerGroupDeleteSchema = z.object({ customer_group_id: id('customer_group_id') });
export const customerGroupsAnswerSchema = answer(customerGroupsSchema);

// ---- Currencies: display only; prices are kept and charged in the default currency, whose rate is 1. ----

export const currencyRowSchema = z.object({
  code: z.string(),
  title: z.string(),
  symbol: z.string(),
  /** Units of this currency per unit of the default, as typed ("0.920000"). */
  rate: z.string(),
  is_default: z.boolean(),
  status: z.boolean(),
});
export type CurrencyRow = z.infer<typeof currencyRowSchema>;
export const currenciesSchema = z.array(currencyRowSchema);
export const currencySaveSchema = z.object({
  /** The code being edited (absent: a new currency). */
  original_code: z.string().optional(),
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'Three letters, such as EUR.'),
  title: requiredText(1, 32),
  symbol: requiredText(1, 4),
  rate: z
    .string({ error: MSG.required })
    .trim()
    .regex(/^\d{1,4}(\.\d{1,6})?$/, 'A number with up to six decimals, e.g. 0.92.')
    // Rates are kept as integer millionths: 2000 is the most that fits (decision 0095).
    .refine((v) => Number(v) > 0 && Number(v) <= 2000, 'More than 0 and at most 2000.'),
  is_default: z.boolean().default(false),
  status: z.boolean().default(true),
});
export type CurrencySave = z.input<typeof currencySaveSchema>;
export const currencyDeleteSchema = z.object({ code: z.string().trim().min(1) });
export const currenciesAnswerSchema = answer(currenciesSchema);

// ---- Languages: the storefront's language switch offers the enabled ones. ----

export const languageRowSchema = z.object({ code: z.string(), name: z.string(), status: z.boolean() });
export type LanguageRow = z.infer<typeof languageRowSchema>;
export const languagesSchema = z.array(languageRowSchema);
export const languageSaveSchema = z.object({
  original_code: z.string().optional(),
  code: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2}(-[a-z]{2})?$/, 'A language code such as es or pt-br.'),
  name: requiredText(1, 32),
  status: z.boolean().default(true),
});
export type LanguageSave = z.input<typeof languageSaveSchema>;
export const languageDeleteSchema = z.object({ code: z.string().trim().min(1) });
export const languagesAnswerSchema = answer(languagesSchema);

export const MONEY_MSG = {
  saved: (what: string) => `${what} has been saved.`,
  deleted: (what: string) => `${what} has been deleted.`,
  notFound: 'That no longer exists.',
  classInUse: (uses: string) => `This tax class is in use (${uses}): change those first.`,
  groupInUse: 'This group has customers or prices: move them to another group first.',
  groupDefault: 'The default group cannot be deleted: make another group the default first.',
  needsDefault: 'One group must stay the default: make another group the default instead.',
  currencyTaken: 'There is already a currency with that code.',
  currencyDefault: 'The default currency cannot be deleted or turned off: make another one the default first.',
  defaultRate: "The default currency's rate is 1.",
  languageTaken: 'There is already a language with that code.',
  lastLanguage: 'The store needs at least one enabled language.',
} as const;
