// The card readers and smart terminals the POS checkout offers a cashier (decision 0104): their own register's first,
// then the other readers of their store, then readers of no store; never another store's. A reader's store is its
// register's (decision 0098), else the store it was put at. The same list refuses a reader the screen did not offer
// (a stale screen, a hand-made request): a payment on another store's reader would land in that reader's batch and in
// no close of this store.
import { sql } from 'drizzle-orm';
import type { DeviceWire } from '@parts/common/pos-checkout';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { storeOfStaff } from '#src/features/stores/store-of-staff';

type ReaderKind = 'card_device' | 'smart_terminal';

/** The enabled readers of each kind the cashier may take a card on, in the order the checkout lists them. */
export async function readersFor(db: Db, staffUserId: number): Promise<Record<ReaderKind, DeviceWire[]>> {
  const [me] = rowsOf<{ location_id: number | null }>(
    await db.execute(sql`select location_id from users where user_id = ${staffUserId}`),
  );
  const store = await storeOfStaff(db, { locationId: me?.location_id ?? null });
  const rows = rowsOf<{ device_id: number; name: string; kind: ReaderKind }>(
    await db.execute(sql`select d.device_id, d.name, d.kind
      from payment_devices d left join registers g on g.register_id = d.register_id
      where d.status and d.kind in ('card_device', 'smart_terminal')
        and (coalesce(g.location_id, d.location_id) = ${store.locationId} or coalesce(g.location_id, d.location_id) is null)
      order by coalesce(d.register_id = till_register_pick(${store.locationId}, ${staffUserId}, null), false) desc,
        (coalesce(g.location_id, d.location_id) is null) asc, d.device_id`),
  );
  const of = (kind: ReaderKind) =>
    rows.filter((r) => r.kind === kind).map((r) => ({ device_id: r.device_id, name: r.name }));
  return { card_device: of('card_device'), smart_terminal: of('smart_terminal') };
}
