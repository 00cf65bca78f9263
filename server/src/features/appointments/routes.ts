// Appointment calls (spec 001 s7 getAppointmentData/addAppointment; issue 14; decision 0025). Every one is declared
// staff-only; bays and installers' availability are the admin's.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  addAppointmentAnswerSchema,
  addAppointmentInput,
  APPT_MSG,
  appointmentDataQuery,
  appointmentDataSchema,
  appointmentSettingsSchema,
  bayInput,
  calendarDataSchema,
  calendarQuery,
  confirmRequestAnswerSchema,
  confirmRequestInput,
  declineRequestAnswerSchema,
  declineRequestInput,
  installerInput,
  settingsSavedSchema,
} from '@parts/common/pos-appointments';
import { bays, installerAvailability, users } from '#src/db/schema/index';
import { isUniqueViolation } from '#src/db/errors';
import { badRequest, HttpError } from '#src/http/errors';
import { staffOf } from '#src/http/route-access';
import type { App, Deps } from '#src/http/types';
import { appointmentData, book, bookedWire, zoneOf } from './booking';
import { appointmentSettings, calendar } from './appointment-calendar';
import { confirmRequest, declineRequest, notifyBooked } from './appointment-requests';

const tags = ['appointments'];

export async function posAppointmentRoutes(app: App, { db, config }: Deps) {
  app.get(
    '/pos/order/getAppointmentData',
    {
      config: { access: 'staff', changesState: false },
      schema: {
        tags,
        summary: 'The Book Appointment form’s data (spec 001 s3 "Appointment data")',
        querystring: appointmentDataQuery,
        response: { 200: appointmentDataSchema },
      },
    },
    async (req) => {
      const staff = staffOf(req);
      return appointmentData(db, req.query.orderId ?? null, staff, req.query.customerId ?? null);
    },
  );

  app.post(
    '/pos/order/addAppointment',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        tags,
        summary: 'Books an appointment; refuses an overlap on the bay or installer (409 naming it); idempotent by key',
        body: addAppointmentInput,
        response: { 200: addAppointmentAnswerSchema },
      },
    },
    async (req) => {
      const staff = staffOf(req);
      const b = req.body;
      const [date, time] = b.start.split(' ') as [string, string];
      const { appt, created } = await book(db, {
        locationId: b.location_id,
        bayId: b.bay_id,
        userId: b.user_id,
        customerId: b.customer_id,
        orderId: b.order_id,
        vehicleId: b.vehicle_id,
        statusId: b.status_id,
        date,
        time,
        duration: b.duration,
        note: b.appt_note,
        products: b.category_products,
        notifyCustomer: b.notify_customer,
        idempotencyKey: b.idempotency_key ?? randomUUID(),
        // Whoever is signed in books it; a created_by naming someone else is not taken on trust.
        createdBy: staff.userId,
      });
      if (created && appt.notifyCustomer) await notifyBooked(db, config, appt);
      return {
        success: APPT_MSG.booked,
        error: '',
        appt: {
          ...bookedWire(appt, await zoneOf(db, appt.locationId)),
          bay_id: appt.bayId,
          user_id: appt.userId,
          duration: appt.durationMinutes,
        },
      };
    },
  );

  app.get(
    '/pos/appointments/calendar',
    {
      config: { access: 'staff', changesState: false },
      schema: {
        tags,
        summary: 'A store’s day or week: bays, appointments, open storefront requests',
        querystring: calendarQuery,
        response: { 200: calendarDataSchema },
      },
    },
    async (req) => {
      return calendar(db, req.query);
    },
  );

  app.post(
    '/pos/appointments/requests/confirm',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        tags,
        summary: 'Books a storefront request into a bay at a time and tells the customer',
        body: confirmRequestInput,
        response: { 200: confirmRequestAnswerSchema },
      },
    },
    async (req) => {
      const staff = staffOf(req);
      const appt = await confirmRequest(db, config, req.body, staff);
      return { success: APPT_MSG.confirmed, appt: bookedWire(appt, await zoneOf(db, appt.locationId)) };
    },
  );

  app.post(
    '/pos/appointments/requests/decline',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        tags,
        summary: 'Declines a storefront request and tells the customer',
        body: declineRequestInput,
        response: { 200: declineRequestAnswerSchema },
      },
    },
    async (req) => {
      await declineRequest(db, config, req.body);
      return { success: APPT_MSG.declined };
    },
  );

  app.get(
    '/pos/appointments/getSettings',
    {
      config: { access: 'admin', changesState: false },
      schema: {
        tags,
        summary: 'Bays per store and installers’ availability (admin)',
        response: { 200: appointmentSettingsSchema },
      },
    },
    async () => {
      return appointmentSettings(db);
    },
  );

  app.post(
    '/pos/appointments/saveBay',
    {
      config: { access: 'admin', changesState: true },
      schema: {
        tags,
        summary: 'Adds a bay, or renames / (de)activates one (admin)',
        body: bayInput,
        response: { 200: settingsSavedSchema },
      },
    },
    async (req) => {
      const b = req.body;
      try {
        if (b.bay_id === null)
          await db.insert(bays).values({ locationId: b.location_id, title: b.title, active: b.active, sortOrder: 99 });
        else {
          const done = await db
            .update(bays)
            .set({ locationId: b.location_id, title: b.title, active: b.active })
            .where(eq(bays.bayId, b.bay_id))
            .returning({ id: bays.bayId });
          if (!done.length) throw badRequest(APPT_MSG.noBay, { bay_id: APPT_MSG.noBay });
        }
      } catch (err) {
        if (isUniqueViolation(err)) throw badRequest(APPT_MSG.bayTaken, { title: APPT_MSG.bayTaken });
        throw err;
      }
      return { success: 'Bay saved.', ...(await appointmentSettings(db)) };
    },
  );

  app.post(
    '/pos/appointments/saveInstaller',
    {
      config: { access: 'admin', changesState: true },
      schema: {
        tags,
        summary: 'Sets an installer’s availability: available, weekdays (admin)',
        body: installerInput,
        response: { 200: settingsSavedSchema },
      },
    },
    async (req) => {
      const b = req.body;
      const [u] = await db.select().from(users).where(eq(users.userId, b.user_id));
      if (!u || u.role !== 'installer')
        throw new HttpError(400, APPT_MSG.noInstaller, { user_id: APPT_MSG.noInstaller });
      const weekdays = [...new Set(b.weekdays)].sort();
      await db
        .insert(installerAvailability)
        .values({ userId: b.user_id, available: b.available, weekdays })
        .onConflictDoUpdate({ target: installerAvailability.userId, set: { available: b.available, weekdays } });
      return { success: 'Availability saved.', ...(await appointmentSettings(db)) };
    },
  );
}
