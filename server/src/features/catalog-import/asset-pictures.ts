// PIES digital assets become the product's pictures (decision 0100). After an import commits (never inside its
// transaction: a slow or dead supplier server must not hold or fail the import) the assets due are claimed, fetched
// through the AssetFetcher and, when the bytes are a JPEG, PNG or WebP picture, go through the editor's picture
// pipeline (resizeProductPicture, addImage: the same sizes, the same change-log row). One that cannot be reached is
// retried later with a growing wait; one that is not a picture, or still unreachable after MAX_ATTEMPTS, stays a link.
// Runs after each import and every ASSET_RUN_INTERVAL_MS; claims use SKIP LOCKED, so two processes share the work.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PRODUCT_IMAGE_MAX_BYTES } from '@parts/common/product-editor';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import type { App, Deps } from '#src/http/types';
import { HttpError } from '#src/http/errors';
import { loadSettings } from '#src/features/settings/queries';
import { addImage } from '#src/features/catalog-admin/product-images';
import type { ChangeAuthor } from '#src/features/catalog-admin/change-log';
import { isProductPicture, resizeProductPicture } from '#src/features/media/product-pictures';
import { AssetTooLarge, assetFetcher, type AssetFetcher } from './asset-fetcher';

export const ASSET_RUN_INTERVAL_MS = 10 * 60_000;
export const MAX_ATTEMPTS = 6;
/** The first retry's wait; each further one doubles it (10 min, 20, 40 … about 5 h before the last try). */
const RETRY_BASE_MS = 10 * 60_000;
/** A claimed asset is due again after this if its process died mid-fetch. */
const LEASE_MS = 5 * 60_000;
const BATCH = 10;
const WHO: ChangeAuthor = { userId: null, firstname: 'PIES', lastname: 'import' };

export interface AssetRunCounts {
  pictures: number;
  links: number;
  retries: number;
}

interface Claimed {
  product_id: number;
  sort_order: number;
  url: string;
  fetch_attempts: number;
}

type Outcome = { status: 'picture' } | { status: 'link' | 'retry'; error: string };

/**
 * Fetches every asset due (at most `limit`); answers what became of them. The time is read afresh for each claim and
 * each status write (`clock`, the tests' hand on it): a run can outlast a lease, and a lease or retry wait computed from
 * its start would already be over.
 */
export async function fetchDueAssets(
  db: Db,
  fetcher: AssetFetcher,
  opts: { clock?: () => Date; limit?: number; stop?: AbortSignal } = {},
): Promise<AssetRunCounts> {
  const counts: AssetRunCounts = { pictures: 0, links: 0, retries: 0 };
  const clock = opts.clock ?? (() => new Date());
  const after = (ms: number) => new Date(clock().getTime() + ms);
  const timeoutMs = Number((await loadSettings(db)).pies_asset_fetch_timeout_ms) || 15_000;
  for (let done = 0; done < (opts.limit ?? Infinity) && !opts.stop?.aborted;) {
    // fetch_attempts < MAX_ATTEMPTS: a row whose status write never happened (the process died) is not claimed forever.
    const claimed = rowsOf<Claimed>(
      await db.execute(sql`
        update product_assets a set fetch_attempts = a.fetch_attempts + 1, next_fetch_at = ${after(LEASE_MS)}
        from (select product_id, sort_order from product_assets
          where fetch_status in ('pending', 'retry') and next_fetch_at <= ${clock()}
            and fetch_attempts < ${MAX_ATTEMPTS}
          order by next_fetch_at, product_id, sort_order limit ${BATCH} for update skip locked) d
        where a.product_id = d.product_id and a.sort_order = d.sort_order
        returning a.product_id, a.sort_order, a.url, a.fetch_attempts`),
    );
    if (!claimed.length) break;
    for (const asset of claimed) {
      let outcome: Outcome;
      try {
        outcome = await fetchOne(db, fetcher, asset, timeoutMs, opts.stop);
      } catch (err) {
        // Whatever went wrong with this one asset is written on it; the others still get their turn.
        outcome = { status: 'retry', error: (err as Error).message };
      }
      const status = outcome.status === 'retry' && asset.fetch_attempts >= MAX_ATTEMPTS ? 'link' : outcome.status;
      const wait = RETRY_BASE_MS * 2 ** (asset.fetch_attempts - 1);
      // Written only while the claim is still ours: the url check (an import that replaced the part's assets meanwhile
      // has rows of its own to fetch) and fetch_attempts (a run that claimed it again after our lease ran out owns it).
      const written = rowsOf(
        await db.execute(sql`
          update product_assets set fetch_status = ${status},
            fetch_error = ${'error' in outcome ? outcome.error : ''}, next_fetch_at = ${after(wait)}
          where product_id = ${asset.product_id} and sort_order = ${asset.sort_order} and url = ${asset.url}
            and fetch_attempts = ${asset.fetch_attempts}
          returning 1 as n`),
      );
      if (written.length) counts[status === 'picture' ? 'pictures' : status === 'link' ? 'links' : 'retries']++;
    }
    done += claimed.length;
  }
  return counts;
}

async function fetchOne(
  db: Db,
  fetcher: AssetFetcher,
  asset: Claimed,
  timeoutMs: number,
  stop?: AbortSignal,
): Promise<Outcome> {
  const [already] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select 1 as n from product_images where product_id = ${asset.product_id} and source_url = ${asset.url}`,
    ),
  );
  if (already) return { status: 'picture' };
  let body: Buffer;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = stop ? AbortSignal.any([timeout, stop]) : timeout;
  try {
    const res = await fetcher.get(asset.url, signal);
    if (res.status < 200 || res.status > 299) return { status: 'retry', error: `the server answered ${res.status}` };
    body = await res.read(PRODUCT_IMAGE_MAX_BYTES);
  } catch (err) {
    if (err instanceof AssetTooLarge) return { status: 'link', error: `the file is ${err.message}` };
    if (timeout.aborted) return { status: 'retry', error: `no answer in ${timeoutMs / 1000} s` };
    return { status: 'retry', error: (err as Error).message };
  }
  if (!isProductPicture(body)) return { status: 'link', error: 'not a JPEG, PNG or WebP picture' };
  try {
    const sized = await resizeProductPicture(body);
    const sha256 = createHash('sha256').update(body).digest('hex');
    const name = fileName(asset.url);
    await addImage(db, asset.product_id, { body, sha256 }, sized, name, WHO, asset.url);
    return { status: 'picture' };
  } catch (err) {
    // Unreadable, too many pixels, the product's 12 pictures taken, the product gone: no retry changes that.
    if (err instanceof HttpError) return { status: 'link', error: err.message };
    throw err;
  }
}

/** The picture's name in the change log: the address's last segment, decoded when it is valid percent-encoding. */
function fileName(url: string): string {
  const last = new URL(url).pathname.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last) || 'picture';
  } catch {
    return last || 'picture'; // '100%zz.jpg': not percent-encoding, so the name is as written
  }
}

const runs = new WeakMap<Db, () => Promise<AssetRunCounts | undefined>>();

/** Starts a run now (after an import) unless one is running; the server's job, or nothing outside a server. */
export function kickAssetFetch(db: Db): void {
  void runs.get(db)?.();
}

/** Runs the fetch once the server is ready, after each import and every ten minutes; the timer keeps no process alive. */
export function startAssetFetchRun(app: App, deps: Deps): void {
  const fetcher = assetFetcher(deps.db, deps.config);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<AssetRunCounts | undefined> | undefined;
  let again = false;
  // Closing the server cancels a fetch in flight (the asset is retried later) instead of waiting for its timeout.
  const stop = new AbortController();
  const tick = (): Promise<AssetRunCounts | undefined> => {
    if (stop.signal.aborted) return Promise.resolve(undefined);
    if (running) {
      // An import committed while a run was going: its assets may be past that run's last claim.
      again = true;
      return running;
    }
    running = fetchDueAssets(deps.db, fetcher, { stop: stop.signal })
      .then((c) => {
        if (c.pictures || c.links || c.retries) app.log.info(c, 'PIES digital assets fetched');
        return c;
      })
      .catch((err: unknown) => {
        app.log.error({ err }, 'the PIES asset fetch failed; it runs again later');
        return undefined;
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void tick();
        }
      });
    return running;
  };
  runs.set(deps.db, tick);
  app.addHook('onReady', async () => {
    // Not awaited: a supplier's slow server must not delay the server's start.
    void tick();
    timer = setInterval(() => void tick(), ASSET_RUN_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    runs.delete(deps.db);
    again = false;
    stop.abort();
    await running;
  });
}
