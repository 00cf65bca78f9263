// Coverage before and after each import (decision 0084). The scope (popular vehicles, major categories) is fixed
// before the import, so before and after count the same pairs; the after figures and the snapshot row are written in
// the import's own transaction, so a rolled-back import leaves none.
import { desc } from 'drizzle-orm';
import { COVERAGE_VEHICLES_DEFAULT, type CoverageHistory } from '@parts/common/coverage';
import type { Db } from '#src/db/client';
import { coverageSnapshots } from '#src/db/schema/index';
import { coverageFigures, coverageScope, type CoverageScope } from './coverage';

export interface CoverageBefore {
  scope: CoverageScope;
  holes: number;
  covered: number;
  unfitted: number;
}

/** Coverage just before an import, over the default number of popular vehicles. */
export async function coverageBefore(db: Db): Promise<CoverageBefore> {
  const scope = await coverageScope(db, COVERAGE_VEHICLES_DEFAULT);
  return { scope, ...(await coverageFigures(db, scope)) };
}

/** Counts coverage again inside the import's transaction and records before → after for it. */
export async function recordCoverageSnapshot(
  tx: Db,
  before: CoverageBefore,
  source: { kind: 'aces' | 'pies' | 'products'; importId: number; fileName: string },
): Promise<void> {
  const after = await coverageFigures(tx, before.scope);
  await tx.insert(coverageSnapshots).values({
    importKind: source.kind,
    importId: source.importId,
    fileName: source.fileName,
    vehicles: before.scope.vehicles.length,
    categories: before.scope.majors.length,
    holesBefore: before.holes,
    holesAfter: after.holes,
    coveredBefore: before.covered,
    coveredAfter: after.covered,
    unfittedBefore: before.unfitted,
    unfittedAfter: after.unfitted,
  });
}

/** The last 50 imports' before → after, newest first. */
export async function coverageHistory(db: Db): Promise<CoverageHistory> {
  const rows = await db
    .select()
    .from(coverageSnapshots)
    .orderBy(desc(coverageSnapshots.createdAt), desc(coverageSnapshots.snapshotId))
    .limit(50);
  return {
    items: rows.map((r) => ({
      snapshot_id: r.snapshotId,
      import_kind: r.importKind,
      import_id: r.importId,
      file_name: r.fileName,
      created_at: r.createdAt.toISOString(),
      vehicles: r.vehicles,
      categories: r.categories,
      holes_before: r.holesBefore,
      holes_after: r.holesAfter,
      covered_before: r.coveredBefore,
      covered_after: r.coveredAfter,
      unfitted_before: r.unfittedBefore,
      unfitted_after: r.unfittedAfter,
    })),
  };
}
