// The demo store's shopper demand (decision 0084): a year of searches made with a vehicle chosen, spread over one base
// vehicle in seven from 2008 on (popular models or not, so some are vehicles the catalogue has no part for), one to
// six searches each. The fitment coverage report ranks vehicles by it; each search found parts, so the "searches with
// no results" report is unchanged.
import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client';

const TERMS = ['brake pads', 'rotors', 'oil filter', 'battery', 'alternator', 'spark plugs'];

export async function loadSearchDemand(db: Db): Promise<void> {
  await db.execute(sql`
    insert into search_log (term, result_count, base_vehicle_id, created_at)
    select (${`{${TERMS.join(',')}}`}::text[])[1 + (b.base_vehicle_id + k) % ${TERMS.length}], 12, b.base_vehicle_id,
      now() - make_interval(days => (b.base_vehicle_id * 13 + k * 29) % 360)
    from base_vehicles b cross join lateral generate_series(1, 1 + b.base_vehicle_id % 6) k
    where b.year >= 2008 and b.base_vehicle_id % 7 = 0`);
}
