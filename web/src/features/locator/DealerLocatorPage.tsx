import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { DISTANCE_CHOICES, normalizeDistance, STORE_SERVICES, type DealerAnswer } from '@parts/common/locator';
import { useFlags } from '../../app/flags-context';
import { errorMessage, isAbort } from '../../ui/api';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { PageHeading } from '../../ui/PageHeading';
import { Skeleton } from '../../ui/Skeleton';
import { useToast } from '../../ui/toast/toast-context';
import {
  addForPickup,
  fetchDealers,
  FILTER_COOKIE,
  LOCATOR,
  makeMyStore,
  PICKUP_COOKIE,
  readCookie,
  writeCookie,
  type SourceParams,
} from './locator-api';
import { StoreCard } from './StoreCard';
import { StoreMap } from './StoreMap';
import './locator.css';

type Result = { data?: DealerAnswer; error?: string; loading: boolean };

function useDealers(query: SourceParams | null, nonce: number): Result {
  const [result, setResult] = useState<Result>({ loading: query !== null });
  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    setResult((r) => ({ ...r, loading: true }));
    fetchDealers(query, controller.signal).then(
      (data) => setResult({ data, loading: false }),
      (err: unknown) => {
        if (!isAbort(err)) setResult({ error: errorMessage(err), loading: false });
      },
    );
    return () => controller.abort();
  }, [query, nonce]);
  return result;
}

/** /index.php?route=module/dealer_locator/ (spec 000 sections 2, 4, 5, 9): search, distance, filters, make my store. */
export function DealerLocatorPage() {
  const { refresh } = useFlags();
  const toast = useToast();
  const [params] = useSearchParams();
  const productId = Number(params.get('product_id')) || undefined;
  const [search, setSearch] = useState(params.get('search') ?? '');
  const [query, setQuery] = useState<SourceParams>(() => ({
    type: productId ? 'product' : 'nearest',
    search: params.get('search') ?? '',
    distance: normalizeDistance(params.get('distance') ?? undefined),
    filter: (readCookie(FILTER_COOKIE) ?? '').split(',').filter((f) => f in STORE_SERVICES),
    product_id: productId,
  }));
  const [nonce, setNonce] = useState(0);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [allOpen, setAllOpen] = useState(false);
  const result = useDealers(query, nonce);
  const allQuery = useMemo<SourceParams | null>(() => (allOpen ? { ...query, type: 'all' } : null), [allOpen, query]);
  const all = useDealers(allQuery, nonce);
  const answer = result.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery((q) => ({ ...q, search: search.trim(), lat: undefined, lng: undefined }));
  };
  const useMyLocation = () => {
    navigator.geolocation.getCurrentPosition(
      (pos) => setQuery((q) => ({ ...q, search: '', lat: pos.coords.latitude, lng: pos.coords.longitude })),
      (err) => console.warn('geolocation refused', err.message),
    );
  };
  const toggleFilter = (f: string, on: boolean) => {
    const filter = on ? [...query.filter, f] : query.filter.filter((x) => x !== f);
    writeCookie(FILTER_COOKIE, filter.join(','), LOCATOR.filterCookieMinutes);
    setQuery((q) => ({ ...q, filter }));
  };
  const makeMine = async (id: number) => {
    setBusyId(id);
    try {
      toast.success((await makeMyStore(id)).success);
      writeCookie(PICKUP_COOKIE, String(id), 30 * 24 * 60);
      await refresh();
      setNonce((n) => n + 1);
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setBusyId(null);
    }
  };
  const pickup = async (id: number) => {
    if (!productId) return;
    try {
      writeCookie(PICKUP_COOKIE, String(id), 30 * 24 * 60);
      const answer = await addForPickup(productId, 1);
      toast.success(answer.success ?? 'Added to your cart for pickup.');
      await refresh();
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };

  const dealers = answer?.dealers ?? [];
  return (
    <div className="locator">
      <PageHeading
        title="Store Locator"
        description="Find the stores nearest to a ZIP code or your location, see how far they are and make one your store."
      />
      <form className="locator__search" role="search" aria-label="Find a store" onSubmit={submit}>
        <div className="field locator__zip">
          <label className="field__label" htmlFor="locator-search">
            ZIP code, city or store name
          </label>
          <input
            id="locator-search"
            className="field__input"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            autoComplete="postal-code"
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="locator-distance">
            Distance
          </label>
          <select
            id="locator-distance"
            className="field__input"
            value={query.distance}
            onChange={(e) => setQuery((q) => ({ ...q, distance: normalizeDistance(e.target.value) }))}
          >
            {DISTANCE_CHOICES.map((d) => (
              <option key={d} value={d}>
                {d} miles
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">Search</Button>
        {'geolocation' in navigator && (
          <Button variant="secondary" onClick={useMyLocation}>
            Use my location
          </Button>
        )}
      </form>
      <fieldset className="locator__filters">
        <legend>Services</legend>
        {Object.entries(STORE_SERVICES).map(([key, label]) => (
          <label key={key} className="locator__filter">
            <input
              type="checkbox"
              checked={query.filter.includes(key)}
              onChange={(e) => toggleFilter(key, e.target.checked)}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
      {result.error && (
        <p className="locator__error" role="alert">
          {result.error}
        </p>
      )}
      <div className="locator__body" aria-busy={result.loading || undefined}>
        <section aria-label="Stores found" className="locator__list">
          {result.loading && !answer ? (
            <Skeleton height="12rem" />
          ) : dealers.length === 0 && !result.error ? (
            <p className="locator__empty">
              {answer?.message ?? `No stores within ${query.distance} miles. Try a larger distance.`}
            </p>
          ) : (
            <ol className="locator__stores">
              {dealers.map((s, i) => (
                <StoreCard
                  key={s.location_id}
                  store={s}
                  index={i}
                  mine={answer?.selected_store === s.location_id}
                  busy={busyId === s.location_id}
                  onMakeMine={() => void makeMine(s.location_id)}
                  onPickup={productId ? () => void pickup(s.location_id) : undefined}
                />
              ))}
            </ol>
          )}
          <Button variant="link" onClick={() => setAllOpen(true)}>
            View all stores within {LOCATOR.allStoresMiles} miles
          </Button>
        </section>
        <StoreMap stores={dealers} center={answer?.center ?? null} selectedId={answer?.selected_store ?? null} />
      </div>
      <Modal
        open={allOpen}
        onClose={() => setAllOpen(false)}
        title={`All stores within ${LOCATOR.allStoresMiles} miles`}
      >
        {all.error ? (
          <p role="alert">{all.error}</p>
        ) : !all.data ? (
          <Skeleton height="8rem" />
        ) : all.data.dealers.length === 0 ? (
          <p>No stores within {LOCATOR.allStoresMiles} miles.</p>
        ) : (
          <ol className="locator__stores">
            {all.data.dealers.map((s, i) => (
              <StoreCard
                key={s.location_id}
                store={s}
                index={i}
                mine={all.data?.selected_store === s.location_id}
                busy={busyId === s.location_id}
                onMakeMine={() => void makeMine(s.location_id)}
              />
            ))}
          </ol>
        )}
      </Modal>
      <p className="visually-hidden" aria-live="polite">
        {answer ? `${dealers.length} ${dealers.length === 1 ? 'store' : 'stores'} found.` : ''}
      </p>
    </div>
  );
}
