// The admin customer editor's records (issue 15): custom field definitions, staff history notes, the IPs customers
// used and the banned ones, customer tags, and returns. Custom field values live on the customer and address rows.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './cart';
import { customers } from './customers';
import { users } from './staff';

/** A custom field an admin defines for the account or for each address (spec 001 s3). */
export const customFields = pgTable('custom_fields', {
  customFieldId: serial('custom_field_id').primaryKey(),
  name: text('name').notNull(),
  type: text('type', {
    enum: ['select', 'radio', 'checkbox', 'text', 'textarea', 'date', 'time', 'datetime'],
  }).notNull(),
  location: text('location', { enum: ['account', 'address'] }).notNull(),
  required: boolean('required').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  status: boolean('status').notNull().default(true),
});

export const customFieldValues = pgTable(
  'custom_field_values',
  {
    customFieldValueId: serial('custom_field_value_id').primaryKey(),
    customFieldId: integer('custom_field_id')
      .notNull()
      .references(() => customFields.customFieldId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('custom_field_values_field_idx').on(t.customFieldId)],
);

/** A note staff wrote on a customer, with an optional picture (a media path). */
export const customerHistory = pgTable(
  'customer_history',
  {
    customerHistoryId: serial('customer_history_id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.customerId, { onDelete: 'cascade' }),
    comment: text('comment').notNull().default(''),
    image: text('image'),
    staffUserId: integer('staff_user_id').references(() => users.userId),
    notified: text('notified').notNull().default(''),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_history_customer_idx').on(t.customerId, t.dateAdded)],
);

/** Each address a customer logged in or checked out from; one row per customer and IP, dated by its last use. */
export const customerIps = pgTable(
  'customer_ips',
  {
    customerIpId: serial('customer_ip_id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.customerId, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('customer_ips_customer_ip_uq').on(t.customerId, t.ip), index('customer_ips_ip_idx').on(t.ip)],
);

/** An IP staff banned: it cannot log in, register or check out. */
export const bannedIps = pgTable('banned_ips', {
  ip: text('ip').primaryKey(),
  bannedBy: integer('banned_by').references(() => users.userId),
  dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
});

export const customerTags = pgTable(
  'customer_tags',
  {
    tagId: serial('tag_id').primaryKey(),
    title: text('title').notNull(),
  },
  (t) => [uniqueIndex('customer_tags_title_uq').on(sql`lower(${t.title})`)],
);

export const customerTagAssignments = pgTable(
  'customer_tag_assignments',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.customerId, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => customerTags.tagId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.tagId] })],
);

/** A product a customer brought back from an order (spec 001 s3, return row). */
export const returns = pgTable(
  'returns',
  {
    returnId: serial('return_id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.customerId, { onDelete: 'cascade' }),
    product: text('product').notNull(),
    model: text('model').notNull().default(''),
    quantity: integer('quantity').notNull().default(1),
    /** A row of return_statuses (issue 28): requested, received, refunded, to_vendor, closed. */
    returnStatus: text('return_status').notNull().default('requested'),
    comment: text('comment').notNull().default(''),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
    dateModified: timestamp('date_modified', { withTimezone: true }).notNull().defaultNow(),
    // Issue 28 (decision 0054): the submit it came with, the sold line, a part back to stock or to the defective bin,
    // the core charge it gave back and the vendor return that sent it on.
    refundId: integer('refund_id'),
    orderProductId: integer('order_product_id'),
    productId: integer('product_id'),
    kind: text('kind').$type<'items' | 'core'>().notNull().default('items'),
    condition: text('condition').$type<'stock' | 'defective'>().notNull().default('stock'),
    reasonCode: text('reason_code'),
    aaia: text('aaia').notNull().default(''),
    coreCents: integer('core_cents').notNull().default(0),
    vendorReturnId: integer('vendor_return_id'),
  },
  (t) => [index('returns_customer_idx').on(t.customerId, t.dateAdded)],
);
