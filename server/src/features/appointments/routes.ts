// Appointment calls (spec 001 s7 getAppointmentData/addAppointment; issue 14; decision 0025). Every one is declared
// staff-only; bays and installers' availability need stores.manage (decision 0086).
import { randomUUID } from 'node:crypto';
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
import { auditActor } from '#src/features/audit/audit';
import { staffOf } from '#src/http/route-access';
import type { App, Deps } from '#src/http/types';
import { appointmentData, book, bookedWire, zoneOf } from './booking';
import { appointmentSettings, calendar } from './appointment-calendar';
import { saveBay, saveInstallerDays } from './appointment-settings';
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

  // The counter's settings page (admin) and Store → Stores in the back office share these rules (appointment-settings.ts):
  // both need stores.manage, and each change is audited (decision 0086).
  const manage = { access: 'staff', permission: 'stores.manage', changesState: true } as const;
  app.get(
    '/pos/appointments/getSettings',
    {
      config: { ...manage, changesState: false },
      schema: {
        tags,
        summary: 'Bays per store and installers’ availability (stores.manage)',
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
      config: manage,
      schema: {
        tags,
        summary: 'Adds a bay, or renames / (de)activates one (stores.manage; audited)',
        body: bayInput,
        response: { 200: settingsSavedSchema },
      },
    },
    async (req) => {
      await saveBay(db, await auditActor(req, staffOf(req)), req.body);
      return { success: 'Bay saved.', ...(await appointmentSettings(db)) };
    },
  );

  app.post(
    '/pos/appointments/saveInstaller',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Sets an installer’s availability: available, weekdays (stores.manage; audited)',
        body: installerInput,
        response: { 200: settingsSavedSchema },
      },
    },
    async (req) => {
      await saveInstallerDays(db, await auditActor(req, staffOf(req)), req.body);
      return { success: 'Availability saved.', ...(await appointmentSettings(db)) };
    },
  );
}
