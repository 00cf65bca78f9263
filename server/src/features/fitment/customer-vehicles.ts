// Customers' saved vehicles ("My Garage"): the /api/customer_vehicle/ calls, and remembering the chosen vehicle.
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { id } from '@parts/common/input';
import {
  customerVehicleSchema,
  garageChangeAnswerSchema,
  garageSchema,
  vehicleSavedAnswerSchema,
  customerVehicleAddSchema,
  facetEntrySchema,
  type CustomerVehicle,
  type SessionVehicle,
} from '@parts/common/fitment';
import { optionalVin } from '@parts/common/vin';
import type { Db } from '#src/db/client';
import { customers, customerVehicles } from '#src/db/schema/index';
import { badRequest, HttpError, notFound } from '#src/http/errors';
import type { App, Deps } from '#src/http/types';
import { ACCOUNT_MSG, STAFF_MSG } from '@parts/common/messages';
import { signedInStaff } from '#src/http/guards';
import type { FastifyRequest } from 'fastify';

type Row = typeof customerVehicles.$inferSelect;

const toWire = (r: Row): CustomerVehicle => {
  const entries = z.array(facetEntrySchema).catch([]).parse(r.ymmData);
  return {
    vehicle_id: r.vehicleId,
    customer_id: r.customerId,
    title: r.title,
    vin: r.vin,
    notes: r.notes,
    ymm_data: entries,
    display: r.title || entries.map((e) => e.label_value).join(' '),
  };
};

/** Saves the vehicle a logged-in customer just chose to their garage, once per distinct vehicle. */
export async function rememberForCustomer(
  db: Db,
  customerId: number | undefined,
  vehicle: SessionVehicle,
): Promise<void> {
  if (!customerId || !vehicle.hasYmm) return;
  const existing = await db.select().from(customerVehicles).where(eq(customerVehicles.customerId, customerId));
  const signature = JSON.stringify(vehicle.facets);
  if (existing.some((v) => JSON.stringify(v.ymmData) === signature)) return;
  await db.insert(customerVehicles).values({ customerId, title: vehicle.label, ymmData: vehicle.facets });
}

/** Staff may act for any customer; a customer only for themself. */
async function allowedCustomer(db: Db, req: FastifyRequest, customerId: number): Promise<void> {
  const session = await req.session.get();
  if (session.customerId === customerId) return;
  if (!(await signedInStaff(db, session))) throw new HttpError(403, STAFF_MSG.forbidden);
  if (session.posLocked) throw new HttpError(423, STAFF_MSG.locked);
}

export async function customerVehicleRoutes(app: App, { db }: Deps) {
  app.post(
    '/api/customer_vehicle/getVehicleJson',
    {
      config: { access: 'public', changesState: false },
      schema: {
        tags: ['fitment'],
        summary: 'One saved vehicle of a customer',
        body: z.object({ vehicleId: id('vehicleId') }),
        response: { 200: customerVehicleSchema },
      },
    },
    async (req) => {
      const [row] = await db.select().from(customerVehicles).where(eq(customerVehicles.vehicleId, req.body.vehicleId));
      if (!row) throw notFound('That vehicle is not saved.');
      await allowedCustomer(db, req, row.customerId);
      return toWire(row);
    },
  );

  app.post(
    '/api/customer_vehicle/add',
    {
      config: { access: 'public', changesState: true },
      schema: {
        tags: ['fitment'],
        summary: 'Saves a vehicle (VIN, title, notes, ymm_data) to a customer',
        body: customerVehicleAddSchema,
        response: { 200: vehicleSavedAnswerSchema },
      },
    },
    async (req) => {
      const b = req.body;
      await allowedCustomer(db, req, b.customer_id);
      const [customer] = await db
        .select({ id: customers.customerId })
        .from(customers)
        .where(eq(customers.customerId, b.customer_id));
      if (!customer) throw notFound('That customer does not exist.');
      const vin = optionalVin(b.vin);
      if (!vin.ok) throw badRequest(vin.error, { vin: vin.error });
      const title = b.title || b.ymm_data.map((e) => e.label_value).join(' ');
      const [row] = await db
        .insert(customerVehicles)
        .values({
          customerId: b.customer_id,
          title,
          vin: vin.vin,
          notes: b.notes,
          ymmData: b.ymm_data,
        })
        .returning();
      const vehicles = await db
        .select()
        .from(customerVehicles)
        .where(and(eq(customerVehicles.customerId, b.customer_id)))
        .orderBy(desc(customerVehicles.vehicleId));
      return { success: 'The vehicle has been saved.', vehicle: toWire(row!), vehicles: vehicles.map(toWire) };
    },
  );
  app.get(
    '/api/customer_vehicle',
    {
      config: { access: 'public', changesState: false },
      schema: {
        tags: ['fitment'],
        summary: "A customer's saved vehicles (the logged-in customer's when customerId is left out)",
        querystring: z.object({ customerId: id('customerId').optional() }),
        response: { 200: garageSchema },
      },
    },
    async (req) => {
      const customerId = req.query.customerId ?? (await req.session.get()).customerId;
      if (!customerId) throw new HttpError(401, ACCOUNT_MSG.loginRequired);
      await allowedCustomer(db, req, customerId);
      const rows = await db
        .select()
        .from(customerVehicles)
        .where(eq(customerVehicles.customerId, customerId))
        .orderBy(desc(customerVehicles.vehicleId));
      return { vehicles: rows.map(toWire) };
    },
  );

  app.post(
    '/api/customer_vehicle/edit',
    {
      config: { access: 'public', changesState: true },
      schema: {
        tags: ['fitment'],
        summary: 'Changes a saved vehicle (vehicle_id; VIN, title, notes, ymm_data)',
        body: customerVehicleAddSchema.extend({ vehicle_id: id('vehicle_id') }).omit({ customer_id: true }),
        response: { 200: vehicleSavedAnswerSchema },
      },
    },
    async (req) => {
      const b = req.body;
      const [row] = await db.select().from(customerVehicles).where(eq(customerVehicles.vehicleId, b.vehicle_id));
      if (!row) throw notFound('That vehicle is not saved.');
      await allowedCustomer(db, req, row.customerId);
      const vin = optionalVin(b.vin);
      if (!vin.ok) throw badRequest(vin.error, { vin: vin.error });
      const title = b.title || b.ymm_data.map((e) => e.label_value).join(' ');
      const [saved] = await db
        .update(customerVehicles)
        .set({ title, vin: vin.vin, notes: b.notes, ymmData: b.ymm_data })
        .where(eq(customerVehicles.vehicleId, row.vehicleId))
        .returning();
      const rows = await db
        .select()
        .from(customerVehicles)
        .where(eq(customerVehicles.customerId, row.customerId))
        .orderBy(desc(customerVehicles.vehicleId));
      return { success: 'The vehicle has been saved.', vehicle: toWire(saved!), vehicles: rows.map(toWire) };
    },
  );

  app.post(
    '/api/customer_vehicle/delete',
    {
      config: { access: 'public', changesState: true },
      schema: {
        tags: ['fitment'],
        summary: 'Removes a saved vehicle',
        body: z.object({ vehicleId: id('vehicleId') }),
        response: { 200: garageChangeAnswerSchema },
      },
    },
    async (req) => {
      const [row] = await db.select().from(customerVehicles).where(eq(customerVehicles.vehicleId, req.body.vehicleId));
      if (!row) throw notFound('That vehicle is not saved.');
      await allowedCustomer(db, req, row.customerId);
      await db.delete(customerVehicles).where(eq(customerVehicles.vehicleId, row.vehicleId));
      const rows = await db
        .select()
        .from(customerVehicles)
        .where(eq(customerVehicles.customerId, row.customerId))
        .orderBy(desc(customerVehicles.vehicleId));
      return { success: ACCOUNT_MSG.vehicleRemoved, vehicles: rows.map(toWire) };
    },
  );
}
