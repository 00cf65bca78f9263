// The customer editor's other tabs (issue 15, spec 001 s5 and s7): Orders, Returns, History, Credits, IP Addresses,
// Tags, and the contact details the order-history and receipt screens update. Each tab pages the same way (tabQuerySchema
// in, paging out).
import { z } from 'zod';
import { flag, id, intRange, money, optionalText as optionalInput, wholeNumber } from './input';
import { MSG } from './messages';
import { email as emailRule, phone as phoneRule, requiredText } from './validation';
import { CUSTOMER_MSG } from './customers';

/** The paging every editor tab takes: customerId, page, limit (admin default 20, newest first). */
export const tabQuerySchema = z.object({
  customerId: id('customerId'),
  page: intRange('page', 1, 100_000).default(1),
  limit: intRange('limit', 1, 100).default(20),
  sort: z.enum(['date_added', 'amount', 'description']).default('date_added'),
  order: z
    .enum(['asc', 'desc', 'ASC', 'DESC'])
    .default('desc')
    .transform((v) => v.toLowerCase() as 'asc' | 'desc'),
});

export const paging = {
  total_items: z.number().int(),
  total_pages: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
};
export type Paging = { total_items: number; total_pages: number; page: number; limit: number };

export const customerOrderRowSchema = z.object({
  order_id: z.number().int(),
  status: z.string(),
  total_text: z.string(),
  balance: z.string(),
  balance_text: z.string(),
  date_added: z.string(),
  date_modified: z.string(),
  viewUrl: z.string(),
  editUrl: z.string(),
  deleteUrl: z.string(),
  paceapi: z.string(),
  order_status_id: z.number().int(),
});
export const customerOrdersSchema = z.object({
  orders: z.array(customerOrderRowSchema),
  ...paging,
  total_spent_text: z.string(),
  total_orders: z.number().int(),
  total_returns: z.number().int(),
  outstanding_balance_text: z.string(),
});
export type CustomerOrders = z.infer<typeof customerOrdersSchema>;

export const returnRowSchema = z.object({
  return_id: z.number().int(),
  order_id: z.number().int(),
  product: z.string(),
  model: z.string(),
  return_status: z.string(),
  date_added: z.string(),
  date_modified: z.string(),
  editUrl: z.string(),
});
export const customerReturnsSchema = z.object({ returns: z.array(returnRowSchema), ...paging });
export type CustomerReturns = z.infer<typeof customerReturnsSchema>;

export const historyRowSchema = z.object({
  customer_history_id: z.number().int(),
  date_added: z.string(),
  comment: z.string(),
  image: z.string(),
});
export const customerHistoryListSchema = z.object({ histories: z.array(historyRowSchema), ...paging });
export type CustomerHistoryList = z.infer<typeof customerHistoryListSchema>;

/** Notification options (spec 001 s5): email when by email, phone when by text, the consent override. */
export const notificationSchema = z
  .object({
    notifyCustomer: flag,
    notifyByEmail: flag,
    notifyByText: flag,
    overrideTextPermission: flag,
    textingAlerts: flag,
    email: optionalInput(96),
    phone: optionalInput(32),
  })
  .superRefine((n, ctx) => {
    if (!n.notifyCustomer) return;
    if (n.notifyByEmail) {
      const r = emailRule.safeParse(n.email);
      if (!r.success) ctx.addIssue({ code: 'custom', path: ['email'], message: r.error.issues[0]!.message });
    }
    if (n.notifyByText) {
      const r = phoneRule.safeParse(n.phone);
      if (!r.success) ctx.addIssue({ code: 'custom', path: ['phone'], message: r.error.issues[0]!.message });
      if (!n.textingAlerts && !n.overrideTextPermission)
        ctx.addIssue({ code: 'custom', path: ['overrideTextPermission'], message: CUSTOMER_MSG.noTextConsent });
    }
  });
export const historyAddSchema = z.intersection(notificationSchema, z.object({ comment: optionalInput(2000) }));

export const HISTORY_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export const creditRowSchema = z.object({
  customer_transaction_id: z.number().int(),
  date_added: z.string(),
  description: z.string(),
  amount: z.string(),
  amount_text: z.string(),
});
export const creditListSchema = z.object({
  results: z.array(creditRowSchema),
  totalPages: z.number().int(),
  position: z.number().int(),
  data: z.object({ balance: z.string(), balance_text: z.string() }),
});
export type CreditList = z.infer<typeof creditListSchema>;
/** POST /api/customer_credit/add: a credit (positive) or a debit (type debit); amount in dollars. */
const CREDIT_AMOUNT = 'Amount must be more than $0.00';
/** Dollars with an optional minus sign ("-10.00" takes credit away): signed cents, never zero. */
const signedCreditAmount = z.union([z.string(), z.number()], { error: CREDIT_AMOUNT }).transform((v, ctx) => {
  const negative = typeof v === 'number' ? v < 0 : v.trim().startsWith('-');
  const unsigned = typeof v === 'number' ? Math.abs(v) : v.trim().replace(/^-\s*/, '');
  const r = money('Amount', CREDIT_AMOUNT).safeParse(unsigned);
  if (!r.success || r.data <= 0) {
    ctx.addIssue({ code: 'custom', message: r.error?.issues[0]?.message ?? CREDIT_AMOUNT });
    return z.NEVER;
  }
  return negative ? -r.data : r.data;
});

/**
 * A store-credit entry (the Credits tab): a credit, or a debit that takes credit away. A negative amount is a debit
 * (issue 28: store credit adjusted down), and the description is its reason; either way the amount is sent positive.
 */
export const creditAddSchema = z
  .object({
    description: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(255, MSG.maxChars(255)),
    amount: signedCreditAmount,
    type: z.enum(['credit', 'debit']).default('credit'),
  })
  .transform((v) => (v.amount < 0 ? { ...v, amount: -v.amount, type: 'debit' as const } : v));

export const ipRowSchema = z.object({
  customer_ip_id: z.number().int(),
  ip: z.string(),
  total_accounts: z.number().int(),
  filter_ip_url: z.string(),
  date_added: z.string(),
  is_banned: z.boolean(),
});
export const customerIpListSchema = z.object({ ips: z.array(ipRowSchema), ...paging });
export type CustomerIpList = z.infer<typeof customerIpListSchema>;
export const ipBodySchema = z.object({
  ip: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(45, MSG.maxChars(45)),
});
export const geoSchema = z.object({ ip: z.string(), city: z.string(), region: z.string(), country: z.string() });

export const tagSchema = z.object({ tag_id: z.number().int(), title: z.string() });
export const customerTagsSchema = z.object({
  customerTags: z.array(tagSchema),
  assignedTags: z.array(z.number().int()),
  createTagUrl: z.string(),
});
export type CustomerTags = z.infer<typeof customerTagsSchema>;
export const tagSaveSchema = z.object({ tags: z.array(id('tags')).max(100).default([]) });
export const tagCreateSchema = z.object({ title: requiredText(2, 32) });

/** A checkbox that may be left out: absent stays undefined (the stored value is kept). */
const optionalFlag = z
  .union([z.string(), z.number(), z.boolean()])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === true || v === 1 || v === '1' || v === 'true' || v === 'on'));

export const contactInfoSchema = z.intersection(
  z.object({ email: optionalInput(96), phone: optionalInput(32) }).superRefine((c, ctx) => {
    if (c.email !== '' && !z.email().safeParse(c.email).success)
      ctx.addIssue({ code: 'custom', path: ['email'], message: MSG.invalidEmail });
    if (c.phone !== '' && !phoneRule.safeParse(c.phone).success)
      ctx.addIssue({ code: 'custom', path: ['phone'], message: MSG.invalidPhone });
  }),
  z.object({ textingAlerts: optionalFlag, newsletter: optionalFlag }),
);

export const vehicleYear = wholeNumber({
  min: 1896,
  max: 2100,
  notNumber: 'Choose a year.',
  belowMin: 'Choose a year.',
  aboveMax: 'Choose a year.',
});

/** The answer of a change that only confirms it (the spec's `{ success }`): a delete, a tab's add or remove. */
export const successAnswerSchema = z.object({ success: z.string() });
/** GET /api/order/delete (the Orders tab's and the POS orders list's delete). */
export const orderDeleteAnswerSchema = successAnswerSchema;

/** POST /api/customer_credit/add: the customer's balance after the credit or debit. */
export const creditAddAnswerSchema = z.object({ success: z.string(), balance: z.string(), balance_text: z.string() });
/** POST /api/customer_history/add: the channels the customer was told through (email, text). */
export const historyAddAnswerSchema = z.object({ success: z.string(), notified: z.array(z.string()) });
/** POST /api/customer_tag/save: the tags as they are now. */
export const tagsSavedSchema = customerTagsSchema.extend({ success: z.string() });
/** POST /api/customer_tag/create. */
export const tagCreatedSchema = z.object({ success: z.string(), tag: tagSchema });
