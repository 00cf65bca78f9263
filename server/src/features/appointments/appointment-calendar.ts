// The appointment calendar of one store (issue 14, decision 0025) and the admin's settings screen: bays, installers and
// their weekdays.
import { and, asc, eq, gt, gte, inArray, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { weekdayOf, weeklyHours, type CalendarData } from '@parts/common/pos-appointments';

import type { Db } from '#src/db/client';
import {
  appointmentRequests,
  appointments,
  appointmentStatuses,
  bays,
  customers,
  locations,
  users,
} from '#src/db/schema/index';

import { storeInstant } from '@parts/common/store-time';

import { badRequest } from '#src/http/errors';
import { holidayHours, holidayRows } from '#src/features/stores/holidays';
import { addDays, installers, localParts, stores, timeSlotLength, wholename } from './booking';

/** The calendar of one store: its bays as columns, a day or the week (Monday first) of appointments and open requests. */
export async function calendar(
  db: Db,
  q: { location_id: number; date: string; view: 'day' | 'week' },
): Promise<CalendarData> {
  const [store] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.locationId, q.location_id), eq(locations.kind, 'store')));
  if (!store) throw badRequest('Choose a store.', { location_id: 'Choose a store.' });
  const first = q.view === 'day' ? q.date : addDays(q.date, -((weekdayOf(q.date) + 6) % 7));
  const days = Array.from({ length: q.view === 'day' ? 1 : 7 }, (_, i) => addDays(first, i));
  const timeZone = store.timeZone;
  const from = storeInstant(days[0]!, '00:00', timeZone);
  const to = storeInstant(addDays(days[days.length - 1]!, 1), '00:00', timeZone);
  const bayRows = await db
    .select()
    .from(bays)
    .where(and(eq(bays.locationId, store.locationId), eq(bays.active, true)))
    .orderBy(asc(bays.sortOrder), asc(bays.bayId));
  const installer = alias(users, 'installer');
  const rows = await db
    .select({
      a: appointments,
      status: appointmentStatuses.name,
      ifirst: installer.firstname,
      ilast: installer.lastname,
      cfirst: customers.firstname,
      clast: customers.lastname,
    })
    .from(appointments)
    .innerJoin(appointmentStatuses, eq(appointmentStatuses.statusId, appointments.statusId))
    .leftJoin(installer, eq(installer.userId, appointments.userId))
    .leftJoin(customers, eq(customers.customerId, appointments.customerId))
    .where(
      and(
        eq(appointments.locationId, store.locationId),
        eq(appointments.holdsSlot, true),
        lt(appointments.startsAt, to),
        gt(appointments.endsAt, from),
      ),
    )
    .orderBy(asc(appointments.startsAt));
  const requestRows = await db
    .select()
    .from(appointmentRequests)
    .where(
      and(
        eq(appointmentRequests.locationId, store.locationId),
        eq(appointmentRequests.status, 'requested'),
        gte(appointmentRequests.requestedAt, from),
        lt(appointmentRequests.requestedAt, to),
      ),
    )
    .orderBy(asc(appointmentRequests.requestedAt));
  const requestNames = new Map(
    (rows.length
      ? await db
          .select({ id: appointmentRequests.requestId, name: appointmentRequests.name })
          .from(appointmentRequests)
          .where(
            inArray(
              appointmentRequests.requestId,
              rows.map((r) => r.a.requestId ?? -1),
            ),
          )
      : []
    ).map((r) => [r.id, r.name]),
  );
  return {
    location_id: store.locationId,
    time_zone: timeZone,
    days,
    hours: weeklyHours(store.openingHours),
    holidays: holidayHours(
      await holidayRows(db, [store.locationId], days[0]!, days[days.length - 1]!),
      store.locationId,
    ),
    timeSlotLength: await timeSlotLength(db),
    bays: bayRows.map((b) => ({ bay_id: b.bayId, title: b.title })),
    installers: (await installers(db))
      .filter((i) => i.available)
      .map((i) => ({ user_id: i.user_id, wholename: i.wholename })),
    appointments: rows.map(({ a, status, ifirst, ilast, cfirst, clast }) => {
      const p = localParts(a.startsAt, timeZone);
      return {
        id: a.appointmentId,
        bay_id: a.bayId,
        user_id: a.userId,
        installer: ifirst !== null ? wholename({ firstname: ifirst, lastname: ilast ?? '' }) : '',
        customer:
          cfirst !== null
            ? wholename({ firstname: cfirst, lastname: clast ?? '' })
            : (requestNames.get(a.requestId ?? -1) ?? ''),
        order_id: a.orderId,
        status_id: a.statusId,
        status,
        start_date: p.date,
        start_time: p.time,
        duration: a.durationMinutes,
        note: a.note,
      };
    }),
    requests: requestRows.map((r) => {
      const p = localParts(r.requestedAt, timeZone);
      return {
        request_id: r.requestId,
        status: r.status,
        name: r.name,
        email: r.email,
        telephone: r.telephone,
        start_date: p.date,
        start_time: p.time,
        duration: r.durationMinutes,
        vehicle: r.vehicle,
        comment: r.comment,
      };
    }),
  };
}

/** The admin's settings screen: stores, every bay, every installer with availability. */
export async function appointmentSettings(db: Db) {
  const storeRows = await stores(db);
  const bayRows = await db.select().from(bays).orderBy(asc(bays.locationId), asc(bays.sortOrder), asc(bays.bayId));
  return {
    locations: storeRows.map((l) => ({ location_id: l.locationId, location_name: l.name })),
    bays: bayRows.map((b) => ({ bay_id: b.bayId, location_id: b.locationId, title: b.title, active: b.active })),
    installers: await installers(db),
  };
}
