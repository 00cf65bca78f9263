// Store → Staff's calls (issue 27, decision 0075). All need staff.manage; changes write the audit log.
import {
  staffActionAnswerSchema,
  staffFormDataSchema,
  staffListQuerySchema,
  staffPageSchema,
  staffPasswordResetSchema,
  staffPinResetSchema,
  staffSaveAnswerSchema,
  staffSaveSchema,
  staffStatusSchema,
} from '@parts/common/staff-admin';
import { staffOf } from '#src/http/route-access';
import type { App, Deps } from '#src/http/types';
import { auditActor } from '#src/features/audit/audit';
import { resetSecret, saveStaff, setStaffEnabled, staffPage, storeChoices } from './staff-users';

const read = { access: 'staff', permission: 'staff.manage', changesState: false } as const;
const change = { access: 'staff', permission: 'staff.manage', changesState: true } as const;

export async function staffAdminRoutes(app: App, { db }: Deps): Promise<void> {
  const actorOf = async (req: Parameters<typeof staffOf>[0]) => {
    const staff = staffOf(req);
    return { ...(await auditActor(req, staff)), staff };
  };

  app.get(
    '/admin/api/staff/list',
    {
      config: read,
      schema: {
        tags: ['admin'],
        summary: 'Staff users, newest first (?q&role&status&page&limit)',
        querystring: staffListQuerySchema,
        response: { 200: staffPageSchema },
      },
    },
    async (req) => staffPage(db, req.query),
  );

  app.get(
    '/admin/api/staff/form',
    {
      config: read,
      schema: {
        tags: ['admin'],
        summary: "The staff editor's choices (stores)",
        response: { 200: staffFormDataSchema },
      },
    },
    async () => storeChoices(db),
  );

  // A second submit of a new user meets the unique username (409), so no idempotency key is needed here.
  app.post(
    '/admin/api/staff/save',
    {
      config: change,
      schema: {
        tags: ['admin'],
        summary: 'Adds a staff user (no user_id) or changes one: role, permissions, override limit, store',
        body: staffSaveSchema,
        response: { 200: staffSaveAnswerSchema },
      },
    },
    async (req) => saveStaff(db, await actorOf(req), req.body),
  );

  app.post(
    '/admin/api/staff/status',
    {
      config: change,
      schema: {
        tags: ['admin'],
        summary: 'Disables a user (ending their sessions) or enables them',
        body: staffStatusSchema,
        response: { 200: staffActionAnswerSchema },
      },
    },
    async (req) => setStaffEnabled(db, await actorOf(req), req.body.user_id, req.body.enabled),
  );

  app.post(
    '/admin/api/staff/pin',
    {
      config: change,
      schema: {
        tags: ['admin'],
        summary: "Resets a user's PIN",
        body: staffPinResetSchema,
        response: { 200: staffActionAnswerSchema },
      },
    },
    async (req) => resetSecret(db, await actorOf(req), req.body.user_id, 'pin', req.body.pin),
  );

  app.post(
    '/admin/api/staff/password',
    {
      config: change,
      schema: {
        tags: ['admin'],
        summary: "Resets a user's password (ending their sessions)",
        body: staffPasswordResetSchema,
        response: { 200: staffActionAnswerSchema },
      },
    },
    async (req) => resetSecret(db, await actorOf(req), req.body.user_id, 'password', req.body.password),
  );
}
