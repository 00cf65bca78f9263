// Store → Stores (issue 27, decision 0086): a store's address, phone, coordinates (from the ZIP data when none are
// typed), time zone, weekly and holiday hours, services and labor rates. Bays and installers' days are the appointment
// book's rules (features/appointments/appointment-settings.ts). Every change writes the audit log. Nothing caches
// store rows on the server (the locator, contact page, flags and appointment book read them per request); the web
// refetches its store queries after a save.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  STORES_MSG,
  type holidaySaveSchema,
  type laborSaveSchema,
  type DayHours,
  type StoreDetail,
  type StoreRow,
  type StoreSaveParsed,
  type ZipAnswer,
} from '@parts/common/stores-admin';
import { hhmm, minutesOf, weeklyHours, weeklyLines } from '@parts/common/pos-appointments';
import type { z } from 'zod';
import type { Db } from '#src/db/client';
import { isUniqueViolation } from '#src/db/errors';
import { bays, laborRates, locations, storeHolidays } from '#src/db/schema/index';
import { badRequest, HttpError } from '#src/http/errors';
import { recordAudit, type AuditActor } from '#src/features/audit/audit';
import { installers } from '#src/features/appointments/booking';
import { offlineGeocoder, type Geocoder } from '#src/features/locator/geocoder';
import { registersOfStore } from './registers';
import { readersOfStore } from './readers';

type Location = typeof locations.$inferSelect;

/** What the ZIP data knows of a ZIP code. */
export async function zipLookup(zip: string, geocoder: Geocoder = offlineGeocoder): Promise<ZipAnswer> {
  const hit = await geocoder.zip(zip);
  return hit
    ? { found: true, city: hit.city, state: hit.state, lat: hit.lat, lng: hit.lng }
    : { found: false, city: '', state: '', lat: null, lng: null };
}

export async function storeList(db: Db): Promise<{ stores: StoreRow[] }> {
  const rows = await db
    .select({ l: locations, bays: count(bays.bayId) })
    .from(locations)
    .leftJoin(bays, and(eq(bays.locationId, locations.locationId), eq(bays.active, true)))
    .where(eq(locations.kind, 'store'))
    .groupBy(locations.locationId)
    .orderBy(asc(locations.sortOrder), asc(locations.locationId));
  return {
    stores: rows.map(({ l, bays: n }) => ({
      location_id: l.locationId,
      name: l.name,
      address: `${l.address1}, ${l.city}, ${l.zoneCode} ${l.postcode}`,
      telephone: l.telephone,
      time_zone: l.timeZone,
      bays: Number(n),
    })),
  };
}

async function storeRow(db: Db, locationId: number): Promise<Location> {
  const [l] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.locationId, locationId), eq(locations.kind, 'store')));
  if (!l) throw new HttpError(404, STORES_MSG.notFound);
  return l;
}

const dayOf = (h: { open: number; close: number } | null): DayHours =>
  h ? { closed: false, open: hhmm(h.open), close: hhmm(h.close) } : { closed: true, open: '', close: '' };

export async function storeDetail(db: Db, locationId: number): Promise<StoreDetail> {
  const l = await storeRow(db, locationId);
  const [holidays, bayRows, people, rates, tills, readers] = await Promise.all([
    db
      .select()
      .from(storeHolidays)
      .where(
        and(
          eq(storeHolidays.locationId, locationId),
          // The past month stays in view (what was just kept), older holidays drop off the editor.
          sql`${storeHolidays.date} >= current_date - 31`,
        ),
      )
      .orderBy(asc(storeHolidays.date)),
    db.select().from(bays).where(eq(bays.locationId, locationId)).orderBy(asc(bays.sortOrder), asc(bays.bayId)),
    installers(db),
    db
      .select()
      .from(laborRates)
      .where(eq(laborRates.locationId, locationId))
      .orderBy(asc(laborRates.sortOrder), asc(laborRates.laborId)),
    registersOfStore(db, locationId),
    readersOfStore(db, locationId),
  ]);
  return {
    store: {
      location_id: l.locationId,
      name: l.name,
      address_1: l.address1,
      city: l.city,
      zone_code: l.zoneCode,
      postcode: l.postcode,
      telephone: l.telephone,
      email_address: l.emailAddress,
      lat: l.lat,
      lng: l.lng,
      time_zone: l.timeZone,
      sort_order: l.sortOrder,
      hours: weeklyHours(l.openingHours).map(dayOf),
      services: l.services,
    },
    holidays: holidays.map((h) => ({
      holiday_id: h.holidayId,
      date: h.date,
      closed: h.closed,
      open: h.openMinute === null ? '' : hhmm(h.openMinute),
      close: h.closeMinute === null ? '' : hhmm(h.closeMinute),
      note: h.note,
    })),
    bays: bayRows.map((b) => ({ bay_id: b.bayId, title: b.title, active: b.active })),
    installers: people,
    labor_rates: rates.map((r) => ({
      labor_id: r.laborId,
      title: r.title,
      amount_cents: r.amountCents,
      active: r.status,
    })),
    registers: tills,
    readers,
  };
}

/** Adds a store (no location_id) or changes one; coordinates come from the ZIP data when none are typed. */
export async function saveStore(
  db: Db,
  actor: AuditActor,
  body: StoreSaveParsed,
  geocoder: Geocoder = offlineGeocoder,
): Promise<{ success: string; location_id: number }> {
  let { lat, lng } = body;
  if (lat === null || lng === null) {
    const hit = await geocoder.zip(body.postcode);
    if (!hit) throw badRequest(STORES_MSG.unknownZip, { postcode: STORES_MSG.unknownZip });
    ({ lat, lng } = hit);
  }
  const values = {
    name: body.name,
    address1: body.address_1,
    city: body.city,
    zoneCode: body.zone_code,
    postcode: body.postcode,
    telephone: body.telephone,
    emailAddress: body.email_address,
    lat,
    lng,
    timeZone: body.time_zone,
    sortOrder: body.sort_order,
    openingHours: weeklyLines(
      body.hours.map((d) => (d.closed ? null : { open: minutesOf(d.open), close: minutesOf(d.close) })),
    ),
    services: [...new Set(body.services)],
  };
  try {
    const id = await db.transaction(async (tx) => {
      const before = body.location_id
        ? (
            await tx
              .select()
              .from(locations)
              .where(and(eq(locations.locationId, body.location_id), eq(locations.kind, 'store')))
              .for('update')
          )[0]
        : undefined;
      if (body.location_id && !before) throw new HttpError(404, STORES_MSG.notFound);
      const [saved] = before
        ? await tx.update(locations).set(values).where(eq(locations.locationId, before.locationId)).returning()
        : await tx
            .insert(locations)
            .values({ ...values, kind: 'store' })
            .returning();
      const changed = before
        ? (Object.keys(values) as (keyof typeof values)[]).filter(
            (k) => JSON.stringify(before[k]) !== JSON.stringify(values[k]),
          )
        : [];
      await recordAudit(tx, actor, {
        action: 'store.save',
        targetType: 'location',
        targetId: saved!.locationId,
        summary: before ? `Changed store ${body.name}: ${changed.join(', ') || 'nothing'}` : `Added store ${body.name}`,
        detail: {
          old: before ? Object.fromEntries(changed.map((k) => [k, before[k]])) : null,
          new: before ? Object.fromEntries(changed.map((k) => [k, values[k]])) : values,
        },
      });
      return saved!.locationId;
    });
    return { success: (body.location_id ? STORES_MSG.saved : STORES_MSG.added)(body.name), location_id: id };
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, STORES_MSG.nameTaken, { name: STORES_MSG.nameTaken });
    throw err;
  }
}

/** Adds or changes a holiday; a second holiday on the same date of the same store is a field error. */
export async function saveHoliday(db: Db, actor: AuditActor, body: z.output<typeof holidaySaveSchema>) {
  const store = await storeRow(db, body.location_id);
  const values = {
    locationId: body.location_id,
    date: body.date,
    closed: body.closed,
    openMinute: body.closed ? null : minutesOf(body.open),
    closeMinute: body.closed ? null : minutesOf(body.close),
    note: body.note,
  };
  const taken = 'This store already has holiday hours on that date.';
  try {
    await db.transaction(async (tx) => {
      const before = body.holiday_id
        ? (
            await tx
              .select()
              .from(storeHolidays)
              .where(and(eq(storeHolidays.holidayId, body.holiday_id), eq(storeHolidays.locationId, body.location_id)))
          )[0]
        : undefined;
      if (body.holiday_id && !before) throw new HttpError(404, STORES_MSG.holidayNotFound);
      const [saved] = before
        ? await tx.update(storeHolidays).set(values).where(eq(storeHolidays.holidayId, before.holidayId)).returning()
        : await tx.insert(storeHolidays).values(values).returning();
      await recordAudit(tx, actor, {
        action: 'store.holiday',
        targetType: 'location',
        targetId: store.locationId,
        summary: `${store.name}: ${body.date} ${body.closed ? 'closed' : `open ${body.open}–${body.close}`}${
          body.note ? ` (${body.note})` : ''
        }`,
        detail: { holiday_id: saved!.holidayId, old: before ?? null, new: values },
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(taken, { date: taken });
    throw err;
  }
  return { success: STORES_MSG.holidaySaved(body.date), detail: await storeDetail(db, store.locationId) };
}

export async function deleteHoliday(db: Db, actor: AuditActor, holidayId: number) {
  const gone = await db.transaction(async (tx) => {
    const [row] = await tx.delete(storeHolidays).where(eq(storeHolidays.holidayId, holidayId)).returning();
    if (!row) throw new HttpError(404, STORES_MSG.holidayNotFound);
    await recordAudit(tx, actor, {
      action: 'store.holiday',
      targetType: 'location',
      targetId: row.locationId,
      summary: `Removed the holiday hours of ${row.date}${row.note ? ` (${row.note})` : ''}`,
      detail: { old: row, new: null },
    });
    return row;
  });
  return { success: STORES_MSG.holidayDeleted, detail: await storeDetail(db, gone.locationId) };
}

/** Adds or changes a labor rate; a rate is switched off rather than deleted (orders name it). */
export async function saveLaborRate(db: Db, actor: AuditActor, body: z.output<typeof laborSaveSchema>) {
  const store = await storeRow(db, body.location_id);
  const values = { locationId: body.location_id, title: body.title, amountCents: body.amount, status: body.active };
  await db.transaction(async (tx) => {
    const before = body.labor_id
      ? (
          await tx
            .select()
            .from(laborRates)
            .where(and(eq(laborRates.laborId, body.labor_id), eq(laborRates.locationId, body.location_id)))
            .for('update')
        )[0]
      : undefined;
    if (body.labor_id && !before) throw new HttpError(404, STORES_MSG.laborNotFound);
    const [saved] = before
      ? await tx.update(laborRates).set(values).where(eq(laborRates.laborId, before.laborId)).returning()
      : await tx
          .insert(laborRates)
          .values({ ...values, sortOrder: await nextSort(tx, body.location_id) })
          .returning();
    await recordAudit(tx, actor, {
      action: 'store.labor_rate',
      targetType: 'labor_rate',
      targetId: saved!.laborId,
      summary: `${store.name}: ${before ? 'changed' : 'added'} labor rate ${body.title} at $${(body.amount / 100).toFixed(2)}/hr${
        body.active ? '' : ' (off)'
      }`,
      detail: { old: before ?? null, new: values },
    });
  });
  return { success: STORES_MSG.laborSaved(body.title), detail: await storeDetail(db, store.locationId) };
}

async function nextSort(tx: Db, locationId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(${laborRates.sortOrder}), 0) + 1` })
    .from(laborRates)
    .where(eq(laborRates.locationId, locationId));
  return Number(row?.n ?? 1);
}
