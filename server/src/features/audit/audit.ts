// Writes the audit log (decision 0062). One function every risky action calls, inside the action's own transaction
// where it has one, so a rolled-back void leaves no audit row and a committed one always has its row.
import type { FastifyRequest } from 'fastify';
import type { Db } from '#src/db/client';
import { auditLog } from '#src/db/schema/index';

export interface AuditEntry {
  /** A dotted name: `order.void`, `price.override`, `setting.change`, `import.pies`, `user.disable`… */
  action: string;
  targetType: string;
  targetId?: string | number;
  /** One line a manager reads in the log. */
  summary: string;
  detail?: Record<string, unknown>;
}

/** Who did it and from which register: the staff user, the store their session works in, and the caller's address. */
export interface AuditActor {
  /** A staff user row (features/staff): only who they are is read. */
  staff: { userId: number; firstname: string; lastname: string };
  locationId?: number | null;
  ip?: string;
}

/** The actor of a staff route's request (its declaration let `staff` in; the session names the store). */
export async function auditActor(req: FastifyRequest, staff: AuditActor['staff']): Promise<AuditActor> {
  const session = await req.session.get();
  return { staff, locationId: session.locationId ?? null, ip: req.ip };
}

export async function recordAudit(db: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    userId: actor.staff.userId,
    userName: `${actor.staff.firstname} ${actor.staff.lastname}`.trim(),
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === undefined ? '' : String(entry.targetId),
    summary: entry.summary,
    detail: entry.detail ?? {},
    locationId: actor.locationId ?? null,
    ip: actor.ip ?? '',
  });
}
