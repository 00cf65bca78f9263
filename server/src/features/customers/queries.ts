// The customer editor's reads and writes: custom field definitions, one customer with its addresses, the save, the
// POS list and the picker search.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { CUSTOMER_MSG, type CustomerList } from '@parts/common/customers';
import {
  customerFormSchema,
  type CustomerForm,
  type EditorAddress,
  type EditorCustomer,
} from '@parts/common/customer-form';
import { keepKnownFields, type CustomField } from '@parts/common/customer-fields';
import { formatCents, centsToDecimal } from '@parts/common/money';
import type { Db } from '#src/db/client';
import { isUniqueViolation } from '#src/db/errors';
import {
  customerAddresses,
  customerGroups,
  customers,
  customFields,
  customFieldValues,
  locations,
} from '#src/db/schema/index';
import { badRequest, notFound } from '#src/http/errors';
import { loadSettings } from '#src/features/settings/queries';
import { placeByIds } from '#src/features/account/localization';
import { addressToWire } from '#src/features/account/queries';
import { hashSecret } from '#src/features/staff/passwords';
import { defaultCustomerGroupId } from '#src/features/pricing/facts';
import { outstandingByCustomer } from './balances';
import { pagingOf } from './route-helpers';
import { searchCondition } from './search';

export async function loadCustomFields(db: Db, onlyActive = true): Promise<CustomField[]> {
  const [defs, values] = await Promise.all([
    db
      .select()
      .from(customFields)
      .where(onlyActive ? eq(customFields.status, true) : undefined)
      .orderBy(asc(customFields.sortOrder), asc(customFields.customFieldId)),
    db
      .select()
      .from(customFieldValues)
      .orderBy(asc(customFieldValues.sortOrder), asc(customFieldValues.customFieldValueId)),
  ]);
  return defs.map((d) => ({
    custom_field_id: d.customFieldId,
    name: d.name,
    type: d.type,
    location: d.location,
    required: d.required,
    sort_order: d.sortOrder,
    custom_field_value: values
      .filter((v) => v.customFieldId === d.customFieldId)
      .map((v) => ({ custom_field_value_id: v.customFieldValueId, name: v.name })),
  }));
}

/** The flags the form's rules depend on, and the definitions: what both the editor and POST /save build the schema from. */
export async function formOptions(db: Db, edit: boolean) {
  const s = await loadSettings(db);
  return {
    requireEmail: s.customer_require_email,
    requireTelephone: s.customer_require_telephone,
    requireAddress: s.customer_require_address,
    edit,
    customFields: await loadCustomFields(db),
  };
}

const emptyAddress: EditorAddress = {
  address_id: 0,
  firstname: '',
  lastname: '',
  company: '',
  address_1: '',
  address_2: '',
  city: '',
  postcode: '',
  country_id: 0,
  zone_id: 0,
  default: false,
  custom_field: {},
};

type AddressRow = typeof customerAddresses.$inferSelect;
/** The address book's wire form (account/queries.ts, one mapping) with the editor's custom fields. */
const addressToEditor = (r: AddressRow): EditorAddress => {
  const {
    address_id,
    firstname,
    lastname,
    company,
    address_1,
    address_2,
    city,
    postcode,
    country_id,
    zone_id,
    default: isDefault,
  } = addressToWire(r);
  return {
    address_id,
    firstname,
    lastname,
    company,
    address_1,
    address_2,
    city,
    postcode,
    country_id,
    zone_id,
    default: isDefault,
    custom_field: r.customField,
  };
};

/** GET /get: a customer for the editor, or an empty one (customerId left out) for Add Customer. */
export async function loadEditorCustomer(db: Db, customerId: number | undefined): Promise<EditorCustomer> {
  const [settings, defs, groups, stores] = await Promise.all([
    loadSettings(db),
    loadCustomFields(db),
    db.select().from(customerGroups).orderBy(asc(customerGroups.customerGroupId)),
    db
      .select({ location_id: locations.locationId, name: locations.name })
      .from(locations)
      .where(eq(locations.kind, 'store'))
      .orderBy(asc(locations.sortOrder)),
  ]);
  const common = {
    custom_fields: defs,
    require_email: settings.customer_require_email,
    require_telephone: settings.customer_require_telephone,
    require_address: settings.customer_require_address,
    empty_address: emptyAddress,
    customer_groups: groups.map((g) => ({ customer_group_id: g.customerGroupId, name: g.name })),
    locations: stores,
    // Spec 001 s2: the default location select only in the pro edition with at least 2 locations.
    show_default_location: settings.is_pro && stores.length >= 2,
    vehicles_tab: settings.customer_vehicles_tab,
  };
  if (customerId === undefined) {
    return {
      ...common,
      customer_id: null,
      customer_group_id: await defaultCustomerGroupId(db),
      firstname: '',
      lastname: '',
      email: '',
      telephone: '',
      newsletter: false,
      texting_alerts: false,
      tax_exempt: false,
      tax_exempt_number: '',
      default_location_id: null,
      status: true,
      safe: false,
      addresses: [],
      address_id: null,
      account_custom_field: {},
    };
  }
  const [c] = await db.select().from(customers).where(eq(customers.customerId, customerId));
  if (!c) throw notFound(CUSTOMER_MSG.notFound);
  const rows = await db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(asc(customerAddresses.addressId));
  return {
    ...common,
    customer_id: c.customerId,
    customer_group_id: c.customerGroupId,
    firstname: c.firstname,
    lastname: c.lastname,
    email: c.email,
    telephone: c.telephone,
    newsletter: c.newsletter,
    texting_alerts: c.textingAlerts,
    tax_exempt: c.taxExempt,
    tax_exempt_number: c.taxExemptNumber,
    default_location_id: c.defaultLocationId,
    status: c.status,
    safe: c.safe,
    addresses: rows.map(addressToEditor),
    address_id: rows.find((r) => r.isDefault)?.addressId ?? null,
    account_custom_field: c.customField,
  };
}

const digits = (phone: string) => phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
const isBlank = (a: CustomerForm['addresses'][number]) =>
  !a.firstname &&
  !a.lastname &&
  !a.company &&
  !a.address_1 &&
  !a.address_2 &&
  !a.city &&
  !a.postcode &&
  !a.country_id &&
  !a.zone_id &&
  Object.keys(a.custom_field).length === 0;

/** Parses a /save body with the one schema; 400 with every field's message on failure. */
export async function parseCustomerForm(
  db: Db,
  body: unknown,
  edit: boolean,
): Promise<{ form: CustomerForm; defs: CustomField[] }> {
  const opts = await formOptions(db, edit);
  const r = customerFormSchema(opts).safeParse(body ?? {});
  if (!r.success) {
    const errors: Record<string, string> = {};
    for (const issue of r.error.issues) {
      const field = issue.path.join('.') || 'form';
      if (!(field in errors)) errors[field] = issue.message;
    }
    throw badRequest(Object.values(errors)[0] ?? 'Invalid request', errors);
  }
  return { form: r.data, defs: opts.customFields };
}

/** POST /save: creates or updates a customer and replaces their address book as the form sent it. */
export async function saveCustomer(
  db: Db,
  customerId: number | undefined,
  form: CustomerForm,
  defs: CustomField[],
): Promise<number> {
  const [group] = await db
    .select({ id: customerGroups.customerGroupId })
    .from(customerGroups)
    .where(eq(customerGroups.customerGroupId, form.customer_group_id));
  if (!group) throw badRequest(CUSTOMER_MSG.unknownGroup, { customer_group_id: CUSTOMER_MSG.unknownGroup });
  if (form.default_location_id !== null) {
    const [loc] = await db
      .select({ id: locations.locationId })
      .from(locations)
      .where(and(eq(locations.locationId, form.default_location_id), eq(locations.kind, 'store')));
    if (!loc) throw badRequest(CUSTOMER_MSG.unknownLocation, { default_location_id: CUSTOMER_MSG.unknownLocation });
  }
  const addresses = form.addresses.filter((a) => !isBlank(a));
  const places = addresses.map((a, i) => {
    if (!a.country_id && !a.zone_id) return { countryCode: '', zoneCode: '' };
    const place = placeByIds(a.country_id, a.zone_id);
    if ('error' in place) {
      const field = place.error === 'country' ? `addresses.${i}.country_id` : `addresses.${i}.zone_id`;
      const msg = place.error === 'country' ? CUSTOMER_MSG.unknownCountry : CUSTOMER_MSG.unknownZone;
      throw badRequest(msg, { [field]: msg });
    }
    return { countryCode: place.country.iso_code_2, zoneCode: place.zone.code };
  });
  if (form.email) {
    const where = sql`lower(${customers.email}) = ${form.email.toLowerCase()}`;
    const taken = await db
      .select({ id: customers.customerId })
      .from(customers)
      .where(customerId ? and(where, ne(customers.customerId, customerId)) : where);
    if (taken.length) throw badRequest(CUSTOMER_MSG.emailTaken, { email: CUSTOMER_MSG.emailTaken });
  }
  const accountDefs = defs.filter((d) => d.location === 'account');
  const addressDefs = defs.filter((d) => d.location === 'address');
  const values = {
    customerGroupId: form.customer_group_id,
    firstname: form.firstname,
    lastname: form.lastname,
    email: form.email.toLowerCase(),
    telephone: digits(form.telephone),
    newsletter: form.newsletter,
    textingAlerts: form.texting_alerts,
    taxExempt: form.tax_exempt,
    taxExemptNumber: form.tax_exempt_number,
    defaultLocationId: form.default_location_id,
    status: form.status,
    safe: form.safe,
    customField: keepKnownFields(accountDefs, form.custom_field),
    ...(form.password ? { passwordHash: await hashSecret(form.password) } : {}),
  };
  try {
    return await db.transaction(async (tx) => {
      let id = customerId;
      if (id === undefined) {
        const [row] = await tx.insert(customers).values(values).returning({ id: customers.customerId });
        id = row!.id;
      } else {
        const done = await tx
          .update(customers)
          .set(values)
          .where(eq(customers.customerId, id))
          .returning({ id: customers.customerId });
        if (!done.length) throw notFound(CUSTOMER_MSG.notFound);
      }
      const keep = addresses.map((a) => a.address_id).filter((n) => n > 0);
      const existing = await tx
        .select({ id: customerAddresses.addressId })
        .from(customerAddresses)
        .where(eq(customerAddresses.customerId, id));
      const existingIds = new Set(existing.map((e) => e.id));
      const gone = existing.map((e) => e.id).filter((n) => !keep.includes(n));
      if (gone.length)
        await tx
          .delete(customerAddresses)
          .where(and(eq(customerAddresses.customerId, id), inArray(customerAddresses.addressId, gone)));
      // Defaults cleared first so the one-default index never sees two.
      await tx.update(customerAddresses).set({ isDefault: false }).where(eq(customerAddresses.customerId, id));
      const defaultAt = Math.max(
        0,
        addresses.findIndex((a) => a.default),
      );
      for (const [i, a] of addresses.entries()) {
        const row = {
          firstname: a.firstname,
          lastname: a.lastname,
          company: a.company,
          address1: a.address_1,
          address2: a.address_2,
          city: a.city,
          postcode: a.postcode,
          ...places[i]!,
          isDefault: i === defaultAt,
          customField: keepKnownFields(addressDefs, a.custom_field),
        };
        if (a.address_id > 0 && existingIds.has(a.address_id))
          await tx.update(customerAddresses).set(row).where(eq(customerAddresses.addressId, a.address_id));
        else await tx.insert(customerAddresses).values({ ...row, customerId: id });
      }
      return id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(CUSTOMER_MSG.emailTaken, { email: CUSTOMER_MSG.emailTaken });
    throw err;
  }
}

const fmtDate = (d: Date) => d.toISOString().slice(0, 10);

/** GET /api/customer/get: the POS list, sorted by custname by default, with order counts and outstanding balances. */
export async function listCustomers(
  db: Db,
  q: { search: string; filter_ip: string; sort: string; order: 'asc' | 'desc'; page: number; limit: number },
): Promise<CustomerList> {
  const byIp = q.filter_ip
    ? sql`exists (select 1 from customer_ips i where i.customer_id = "customers"."customer_id" and i.ip = ${q.filter_ip})`
    : undefined;
  const where = and(searchCondition(q.search), byIp);
  const [countRow] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(customers)
    .where(where);
  const total = Number(countRow?.n ?? 0);
  const totalOrders = sql<number>`(select count(*)::int from orders o where o.customer_id = "customers"."customer_id")`;
  const dir = q.order === 'desc' ? sql`desc` : sql`asc`;
  const orderBy = {
    custname: sql`lower(${customers.firstname} || ' ' || ${customers.lastname}) ${dir}, ${customers.customerId} ${dir}`,
    email: sql`${customers.email} ${dir}, ${customers.customerId} ${dir}`,
    date_added: sql`${customers.dateAdded} ${dir}, ${customers.customerId} ${dir}`,
    total_orders: sql`${totalOrders} ${dir}, ${customers.customerId} ${dir}`,
  }[q.sort as 'custname'];
  const rows = await db
    .select({
      id: customers.customerId,
      firstname: customers.firstname,
      lastname: customers.lastname,
      email: customers.email,
      telephone: customers.telephone,
      dateAdded: customers.dateAdded,
      totalOrders,
    })
    .from(customers)
    .where(where)
    .orderBy(orderBy)
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const owed = await outstandingByCustomer(
    db,
    rows.map((r) => r.id),
  );
  return {
    customers: rows.map((r) => ({
      customer_id: r.id,
      date_added: fmtDate(r.dateAdded),
      custname: `${r.firstname} ${r.lastname}`.trim(),
      email: r.email,
      telephone: r.telephone,
      total_orders: Number(r.totalOrders),
      outstanding_balance: centsToDecimal(owed.get(r.id) ?? 0),
      outstanding_balance_text: formatCents(owed.get(r.id) ?? 0),
      edit: `/pos/customer/edit?customer_id=${r.id}`,
    })),
    ...pagingOf(total, q),
  };
}

export async function requireCustomerRow(db: Db, customerId: number) {
  const [c] = await db.select().from(customers).where(eq(customers.customerId, customerId));
  if (!c) throw notFound(CUSTOMER_MSG.notFound);
  return c;
}
