// Customer search, the one home (decision 0044): the POS customer list and pickers (searchCondition,
// searchCustomers) and the counter cart's Find Customer (findCounterCustomers). The two rules differ today (the
// counter compares phone digits from 4 with punctuation stripped and answers 20; the list from 3 as stored, 10 for the
// pickers); they sit side by side so that making them one is one edit.
import { asc, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#src/db/client';
import { customers } from '#src/db/schema/index';

/** Searches names, email and phone (digits compared as digits). */
export function searchCondition(search: string): SQL | undefined {
  const q = search.trim();
  if (!q) return undefined;
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const d = q.replace(/\D/g, '');
  const parts = [
    sql`(${customers.firstname} || ' ' || ${customers.lastname}) ilike ${like}`,
    sql`${customers.email} ilike ${like}`,
  ];
  if (d.length >= 3) parts.push(sql`${customers.telephone} like ${`%${d}%`}`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** /pos/customer/search: up to 10 matches for the pickers. */
export async function searchCustomers(db: Db, search: string) {
  const where = searchCondition(search);
  if (!where) return [];
  const rows = await db
    .select({
      customer_id: customers.customerId,
      firstname: customers.firstname,
      lastname: customers.lastname,
      email: customers.email,
      telephone: customers.telephone,
    })
    .from(customers)
    .where(where)
    .orderBy(sql`lower(${customers.firstname} || ' ' || ${customers.lastname})`, asc(customers.customerId))
    .limit(10);
  return rows.map((r) => ({ ...r, name: `${r.firstname} ${r.lastname}`.trim() }));
}

/** /checkout/cart/getCustomer: the counter cart's Find Customer (name, email, or phone digits), up to 20. */
export function findCounterCustomers(db: Db, text: string) {
  const like = `%${text.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;
  const digits = text.replace(/\D/g, '');
  return db
    .select({
      customer_id: customers.customerId,
      firstname: customers.firstname,
      lastname: customers.lastname,
      email: customers.email,
      telephone: customers.telephone,
      customer_group_id: customers.customerGroupId,
      tax_exempt: customers.taxExempt,
    })
    .from(customers)
    .where(
      or(
        ilike(customers.email, like),
        ilike(sql`${customers.firstname} || ' ' || ${customers.lastname}`, like),
        digits.length >= 4
          ? sql`regexp_replace(${customers.telephone}, '[^0-9]', '', 'g') like ${`%${digits}%`}`
          : sql`false`,
      ),
    )
    .orderBy(asc(customers.lastname), asc(customers.firstname))
    .limit(20);
}
