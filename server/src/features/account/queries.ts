// Customer account reads and writes: details, the address book.
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Account, Address, AddressInput, CustomerDetails, Details } from '@parts/common/account';
import { ACCOUNT_MSG } from '@parts/common/messages';
import type { Db } from '#src/db/client';
import { isUniqueViolation } from '#src/db/errors';
import { customerAddresses, customers, customerWishlist } from '#src/db/schema/index';
import { badRequest, notFound } from '#src/http/errors';
import { placeByCodes, placeByIds } from './localization';

type AddressRow = typeof customerAddresses.$inferSelect;

export const findCustomerByEmail = async (db: Db, email: string) =>
  (
    await db
      .select()
      .from(customers)
      .where(sql`lower(${customers.email}) = ${email.trim().toLowerCase()}`)
  )[0];

export async function emailTaken(db: Db, email: string, exceptCustomerId?: number): Promise<boolean> {
  const where = sql`lower(${customers.email}) = ${email.trim().toLowerCase()}`;
  const rows = await db
    .select({ id: customers.customerId })
    .from(customers)
    .where(exceptCustomerId ? and(where, ne(customers.customerId, exceptCustomerId)) : where);
  return rows.length > 0;
}

export function addressToWire(r: AddressRow): Address {
  const place = placeByCodes(r.countryCode, r.zoneCode);
  return {
    address_id: r.addressId,
    firstname: r.firstname,
    lastname: r.lastname,
    company: r.company,
    address_1: r.address1,
    address_2: r.address2,
    city: r.city,
    postcode: r.postcode,
    country_id: place?.country.country_id ?? 0,
    zone_id: place?.zone.zone_id ?? 0,
    iso_code_2: r.countryCode,
    zone_code: r.zoneCode,
    country: place?.country.name ?? r.countryCode,
    zone: place?.zone.name ?? r.zoneCode,
    default: r.isDefault,
  };
}

export async function loadAccount(db: Db, customerId: number): Promise<Account> {
  const [[c], rows, [w]] = await Promise.all([
    db.select().from(customers).where(eq(customers.customerId, customerId)),
    db
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId))
      .orderBy(desc(customerAddresses.isDefault), asc(customerAddresses.addressId)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(customerWishlist)
      .where(eq(customerWishlist.customerId, customerId)),
  ]);
  if (!c) throw notFound('That customer does not exist.');
  const customer: CustomerDetails = {
    customer_id: c.customerId,
    customer_group_id: c.customerGroupId,
    firstname: c.firstname,
    lastname: c.lastname,
    email: c.email,
    telephone: c.telephone,
    newsletter: c.newsletter,
    address_id: rows.find((r) => r.isDefault)?.addressId ?? null,
  };
  return { customer, addresses: rows.map(addressToWire), wishlist_total: Number(w?.n ?? 0) };
}

export async function saveDetails(db: Db, customerId: number, d: Details): Promise<void> {
  if (await emailTaken(db, d.email, customerId))
    throw badRequest(ACCOUNT_MSG.emailTaken, { email: ACCOUNT_MSG.emailTaken });
  try {
    await db
      .update(customers)
      .set({
        firstname: d.firstname,
        lastname: d.lastname,
        email: d.email.toLowerCase(),
        telephone: d.telephone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, ''),
        newsletter: d.newsletter,
      })
      .where(eq(customers.customerId, customerId));
  } catch (err) {
    // Another account took the email between the check and the update.
    if (isUniqueViolation(err)) throw badRequest(ACCOUNT_MSG.emailTaken, { email: ACCOUNT_MSG.emailTaken });
    throw err;
  }
}

function codesOf(a: AddressInput): { countryCode: string; zoneCode: string } {
  const place = placeByIds(a.country_id, a.zone_id);
  if ('error' in place) {
    if (place.error === 'country')
      throw badRequest(ACCOUNT_MSG.unknownCountry, { country_id: ACCOUNT_MSG.unknownCountry });
    throw badRequest(ACCOUNT_MSG.unknownZone, { zone_id: ACCOUNT_MSG.unknownZone });
  }
  return { countryCode: place.country.iso_code_2, zoneCode: place.zone.code };
}

const columns = (a: AddressInput) => ({
  firstname: a.firstname,
  lastname: a.lastname,
  company: a.company,
  address1: a.address_1,
  address2: a.address_2,
  city: a.city,
  postcode: a.postcode,
  ...codesOf(a),
});

/** Adds an address; the first one, or one marked default, becomes the default. */
export async function addAddress(db: Db, customerId: number, a: AddressInput): Promise<number> {
  const values = columns(a);
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: customerAddresses.addressId })
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId));
    const makeDefault = a.default || existing.length === 0;
    if (makeDefault)
      await tx.update(customerAddresses).set({ isDefault: false }).where(eq(customerAddresses.customerId, customerId));
    const [row] = await tx
      .insert(customerAddresses)
      .values({ ...values, customerId, isDefault: makeDefault })
      .returning({ id: customerAddresses.addressId });
    return row!.id;
  });
}

async function ownAddress(db: Db, customerId: number, addressId: number): Promise<AddressRow> {
  const [row] = await db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.addressId, addressId), eq(customerAddresses.customerId, customerId)));
  if (!row) throw notFound(ACCOUNT_MSG.addressNotFound);
  return row;
}

export async function editAddress(db: Db, customerId: number, addressId: number, a: AddressInput): Promise<void> {
  const values = columns(a);
  const row = await ownAddress(db, customerId, addressId);
  await db.transaction(async (tx) => {
    // Unticking default does not leave the book without one: the default moves only by choosing another.
    if (a.default && !row.isDefault)
      await tx.update(customerAddresses).set({ isDefault: false }).where(eq(customerAddresses.customerId, customerId));
    await tx
      .update(customerAddresses)
      .set({ ...values, isDefault: row.isDefault || a.default })
      .where(eq(customerAddresses.addressId, addressId));
  });
}

export async function setDefaultAddress(db: Db, customerId: number, addressId: number): Promise<void> {
  await ownAddress(db, customerId, addressId);
  await db.transaction(async (tx) => {
    await tx.update(customerAddresses).set({ isDefault: false }).where(eq(customerAddresses.customerId, customerId));
    await tx.update(customerAddresses).set({ isDefault: true }).where(eq(customerAddresses.addressId, addressId));
  });
}

/** Deletes an address; when it was the default, the oldest remaining one takes its place. */
export async function deleteAddress(db: Db, customerId: number, addressId: number): Promise<void> {
  const row = await ownAddress(db, customerId, addressId);
  await db.transaction(async (tx) => {
    await tx.delete(customerAddresses).where(eq(customerAddresses.addressId, addressId));
    if (!row.isDefault) return;
    const [next] = await tx
      .select({ id: customerAddresses.addressId })
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId))
      .orderBy(asc(customerAddresses.addressId))
      .limit(1);
    if (next)
      await tx.update(customerAddresses).set({ isDefault: true }).where(eq(customerAddresses.addressId, next.id));
  });
}
