// The drawer day calls (issue 28, decisions 0056 and 0094) under /pos/till/ (staff): the screen's state, the register
// worked, the float, cash paid in and out, the close and a day's Z report. A day is a register's.
import { auditActor } from '#src/features/audit/audit';
import {
  closeDayInput,
  dayIdQuery,
  movementInput,
  openDayInput,
  pickRegisterInput,
  TILL_MSG,
  tillAnswerSchema,
  tillStateSchema,
  zReportSchema,
} from '@parts/common/till';
import { staffOf } from '#src/http/route-access';
import type { App, Deps } from '#src/http/types';
import { addMovement, closeDay, countFloat, dayReport, pickRegister, tillState } from './days';

export async function tillRoutes(app: App, deps: Deps): Promise<void> {
  const { db } = deps;
  const tags = ['pos till', 'staff'];

  app.get(
    '/pos/till/state',
    {
      config: { access: 'staff', changesState: false },
      schema: {
        tags,
        summary:
          "The staff member's register: the store's registers, the open day's live Z report and the last closed days",
        response: { 200: tillStateSchema },
      },
    },
    async (req) => tillState(db, staffOf(req)),
  );

  app.get(
    '/pos/till/report',
    {
      config: { access: 'staff', changesState: false },
      schema: {
        tags,
        summary: "A day's Z report (?day_id): as printed at the close, or live while open",
        querystring: dayIdQuery,
        response: { 200: zReportSchema },
      },
    },
    async (req) => dayReport(db, staffOf(req), req.query.day_id),
  );

  app.post(
    '/pos/till/register',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        tags,
        summary: 'Picks the register the staff member works: their tenders and refunds land in its day',
        body: pickRegisterInput,
        response: { 200: tillStateSchema },
      },
    },
    async (req) => pickRegister(db, staffOf(req), req.body.register_id),
  );

  app.post(
    '/pos/till/open',
    {
      config: { access: 'staff', permission: 'till.close', changesState: true },
      schema: {
        tags,
        summary: "Counts the opening float into the register's open day (opening one when none is open); once per day",
        body: openDayInput,
        response: { 200: tillAnswerSchema },
      },
    },
    async (req) => ({
      success: TILL_MSG.opened,
      day: await countFloat(db, staffOf(req), req.body.register_id, req.body.counts, req.body.idempotency_key),
    }),
  );

  app.post(
    '/pos/till/movement',
    {
      config: { access: 'staff', permission: 'till.cash', changesState: true },
      schema: {
        tags,
        summary: "Records cash paid in or out of the register's drawer with a reason, in its open day",
        body: movementInput,
        response: { 200: tillAnswerSchema },
      },
    },
    async (req) => ({
      success: TILL_MSG.recorded,
      day: await addMovement(
        db,
        staffOf(req),
        {
          registerId: req.body.register_id,
          kind: req.body.kind,
          amountCents: req.body.amount,
          reason: req.body.reason,
          key: req.body.idempotency_key,
        },
        await auditActor(req, staffOf(req)),
      ),
    }),
  );

  app.post(
    '/pos/till/close',
    {
      config: { access: 'staff', permission: 'till.close', changesState: true },
      schema: {
        tags,
        summary: 'Closes the day: the drawer counted by denomination, over/short with a reason, the Z report frozen',
        body: closeDayInput,
        response: { 200: tillAnswerSchema },
      },
    },
    async (req) => ({
      success: TILL_MSG.closed,
      day: await closeDay(
        db,
        staffOf(req),
        {
          dayId: req.body.day_id,
          counts: req.body.counts,
          reason: req.body.over_short_reason,
          key: req.body.idempotency_key,
          managerPin: req.body.manager_pin || undefined,
        },
        await auditActor(req, staffOf(req)),
      ),
    }),
  );
}
