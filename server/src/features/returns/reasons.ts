// The owner's return reasons and their restocking fees (issue 28): rows of return_reasons, seeded with defaults by
// migration 0031, replaced as a whole list by the admin screen. A reason that returns already use stays (renamed or
// re-priced); one no return uses may be dropped.
import { notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { saveReasonsSchema } from '@parts/common/returns';
import type { Db } from '#src/db/client';
import { returnReasons } from '#src/db/schema/index';

export async function saveReasons(db: Db, input: z.output<typeof saveReasonsSchema>): Promise<void> {
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    for (const [i, r] of input.reasons.entries()) {
      // fee_value arrives as cents from the money field: for a percent, "15" → 1500 cents = 1500 basis points.
      const values = {
        name: r.name,
        feeType: r.fee_type,
        feeValue: r.fee_type === 'none' ? 0 : r.fee_value,
        sortOrder: i + 1,
      };
      await tx
        .insert(returnReasons)
        .values({ code: r.code, ...values })
        .onConflictDoUpdate({ target: returnReasons.code, set: values });
    }
    await tx.delete(returnReasons).where(
      sql`${notInArray(
        returnReasons.code,
        input.reasons.map((r) => r.code),
      )} and not exists (select 1 from return_refunds f where f.reason_code = ${returnReasons.code})`,
    );
  });
}
