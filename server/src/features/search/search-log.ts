// Each search as the shopper sent it, with how many parts it found (issue 27, decision 0077): one insert per search,
// read by the owner's "searches with no results" report. Only a search's first page counts (paging on is the same
// search), and a failed insert never fails the search.
import type { FastifyBaseLogger } from 'fastify';
import type { SearchQuery } from '@parts/common/listing';
import type { Db } from '#src/db/client';
import { searchLog } from '#src/db/schema/index';

/** The listing answer is cached as JSON text; its total sits right before its page number. */
const TOTAL = /"total":(\d+),"page":/;

/** `baseVehicleId`: the vehicle the shopper had chosen (the coverage report ranks vehicles by it, decision 0084). */
export async function logSearch(
  db: Db,
  q: SearchQuery,
  answer: string,
  log: FastifyBaseLogger,
  baseVehicleId: number | null = null,
): Promise<void> {
  const term = (q.search || q.tag || '').trim().toLowerCase();
  if (!term || q.page !== 1) return;
  const found = TOTAL.exec(answer);
  if (!found) return;
  try {
    await db.insert(searchLog).values({ term: term.slice(0, 200), resultCount: Number(found[1]), baseVehicleId });
  } catch (err) {
    log.warn({ err }, 'search not logged');
  }
}
