// The validation report of an ACES file, as ACESinspector gives it (decision 0073): the importer's rejections sorted
// into kinds (invalid vehicle ids, impossible years, parts the store does not have, duplicate ids, other problems),
// and two warnings read from the rows the dry run wrote: overlapping applications (the same part on the same vehicle
// configuration and position from two Apps, e.g. Years ranges that overlap) and quantity outliers.
import { sql } from 'drizzle-orm';
import type { AcesFinding, AcesFindingKind } from '@parts/common/fitment-admin';
import { rows, type Executor, type Rejection } from '#src/features/fitment/aces/resolve';

/** Findings kept per import (all are counted). */
export const MAX_FINDINGS = 10_000;

/** The kind of an importer's rejection, from its reason (the importer's one wording for each). */
export function rejectionKind(reason: string): AcesFindingKind {
  if (/Years|no base vehicles for/.test(reason)) return 'years';
  if (
    /unknown (BaseVehicle|Make|Model|SubModel|BodyType|BedLength|EngineBase)|not a model of|describe no configuration|names no vehicle/.test(
      reason,
    )
  )
    return 'vehicle';
  if (/unknown part|unknown brand|no brand/.test(reason)) return 'part';
  if (/duplicate App id|already imported/.test(reason)) return 'duplicate';
  return 'format';
}

export const rejectionFinding = (r: Rejection): AcesFinding => ({
  kind: rejectionKind(r.reason),
  line: r.line,
  app_id: r.appId,
  message: r.reason,
  rejected: true,
});

/**
 * Warnings on the rows this import wrote (application_id ≥ firstNewId), with the App's line from the import's
 * aces_seen table. A quantity is an outlier above three times its category's most common quantity in the file, and
 * above 8.
 */
export async function importWarnings(tx: Executor, firstNewId: number): Promise<AcesFinding[]> {
  const overlaps = await rows<{ line: number; app_id: string; other: string; other_line: number; bv: number }>(
    tx,
    sql`
    with n as (select * from applications where application_id >= ${firstNewId})
    select distinct on (s.line) s.line, y.source_ref as app_id, x.source_ref as other, t.line as other_line, y.base_vehicle_id as bv
    from n x join n y on y.product_id = x.product_id and y.base_vehicle_id = x.base_vehicle_id
      and y.sub_model_id is not distinct from x.sub_model_id and y.body_type_id is not distinct from x.body_type_id
      and y.bed_length_id is not distinct from x.bed_length_id and y.engine_id is not distinct from x.engine_id
      and y.position is not distinct from x.position and y.source_ref <> x.source_ref
    join aces_seen s on s.ref = y.source_ref join aces_seen t on t.ref = x.source_ref
    where t.line < s.line
    order by s.line, t.line
    limit ${MAX_FINDINGS}`,
  );
  const outliers = await rows<{ line: number; app_id: string; quantity: number; usual: number; category: string }>(
    tx,
    sql`
    with n as (
      select distinct on (a.source_ref) a.source_ref, a.quantity, pc.category_id
      from applications a join product_categories pc on pc.product_id = a.product_id
      where a.application_id >= ${firstNewId} order by a.source_ref, pc.category_id),
    usual as (select category_id, mode() within group (order by quantity) as q from n group by category_id)
    select s.line, n.source_ref as app_id, n.quantity, u.q as usual, c.name as category
    from n join usual u using (category_id) join categories c using (category_id) join aces_seen s on s.ref = n.source_ref
    where n.quantity > greatest(3 * u.q, 8)
    order by s.line
    limit ${MAX_FINDINGS}`,
  );
  return [
    ...overlaps.map((o) => ({
      kind: 'overlap' as const,
      line: o.line,
      app_id: o.app_id,
      message: `the same part on BaseVehicle ${o.bv} with the same qualifiers and position as App ${o.other} (line ${o.other_line})`,
      rejected: false,
    })),
    ...outliers.map((o) => ({
      kind: 'quantity' as const,
      line: o.line,
      app_id: o.app_id,
      message: `Qty ${o.quantity}, where ${o.category} in this file usually has ${o.usual}`,
      rejected: false,
    })),
  ];
}

/** Findings per kind. */
export function countFindings(findings: AcesFinding[], rejections: Rejection[], rejectedCount: number) {
  const counts: Record<string, number> = {};
  for (const r of rejections) counts[rejectionKind(r.reason)] = (counts[rejectionKind(r.reason)] ?? 0) + 1;
  // Rejections past the kept ones are counted as other problems, so the kinds add up to the file's total.
  if (rejectedCount > rejections.length) counts.format = (counts.format ?? 0) + rejectedCount - rejections.length;
  for (const f of findings) if (!f.rejected) counts[f.kind] = (counts[f.kind] ?? 0) + 1;
  return counts;
}
