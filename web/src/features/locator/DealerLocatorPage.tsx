import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { dealerSearchInput, DISTANCE_CHOICES, normalizeDistance, STORE_SERVICES } from '@parts/common/locator';
import { useFlags } from '../../app/flags-context';
import { errorMessage } from '../../ui/api';
import { queryErrorMessage } from '../../ui/query/errors';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { PageHeading } from '../../ui/PageHeading';
import { Skeleton } from '../../ui/Skeleton';
import { useToast } from '../../ui/toast/toast-context';
import {
  addForPickup,
  FILTER_COOKIE,
  LOCATOR,
  makeMyStore,
  PICKUP_COOKIE,
  readCookie,
  writeCookie,
  type SourceParams,
} from './locator-api';
import { dealersQuery, locatorKeys } from './locator-queries';
import { StoreCard } from './StoreCard';
import { StoreMap } from './StoreMap';
import './locator.css';

type SearchInput = z.input<typeof dealerSearchInput>;

/** The stores for a search; while a new search loads, the last list stays (aria-busy). */
function useDealers(query: SourceParams | null) {
  const q = useQuery({
    ...dealersQuery(query ?? { type: 'all', search: '', distance: 0, filter: [] }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  return { data: query ? q.data : undefined, error: queryErrorMessage(q.error), loading: q.isFetching };
}

/** /index.php?route=module/dealer_locator/ (spec 000 sections 2, 4, 5, 9): search, distance, filters, make my store. */
export function DealerLocatorPage() {
  const { refresh } = useFlags();
  const toast = useToast();
  const [params] = useSearchParams();
  const productId = Number(params.get('product_id')) || undefined;
  const [query, setQuery] = useState<SourceParams>(() => ({
    type: productId ? 'product' : 'nearest',
    search: params.get('search') ?? '',
    distance: normalizeDistance(params.get('distance') ?? undefined),
    filter: (readCookie(FILTER_COOKIE) ?? '').split(',').filter((f) => f in STORE_SERVICES),
    product_id: productId,
  }));
  const [allOpen, setAllOpen] = useState(false);
  const client = useQueryClient();
  const result = useDealers(query);
  const all = useDealers(allOpen ? { ...query, type: 'all' } : null);
  const answer = result.data;

  // The search form is checked with the route's own query schema (decision 0066); a search asks the list again.
  const { register, handleSubmit, formState } = useForm<SearchInput, unknown, SearchInput>({
    resolver: zodResolver(dealerSearchInput),
    defaultValues: { search: query.search, distance: String(query.distance) },
  });
  const searchError = formState.errors.search?.message;
  const submit = handleSubmit((v) =>
    setQuery((q) => ({
      ...q,
      search: v.search ?? '',
      distance: normalizeDistance(v.distance),
      lat: undefined,
      lng: undefined,
    })),
  );
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
  // The chosen store leads every list and is marked "My Store": the lists are asked again.
  const choose = useMutation({
    mutationFn: makeMyStore,
    onSuccess: async (answer, id) => {
      toast.success(answer.success);
      writeCookie(PICKUP_COOKIE, String(id), 30 * 24 * 60);
      await Promise.all([refresh(), client.invalidateQueries({ queryKey: locatorKeys.dealerLists() })]);
    },
    onError: (err) => toast.error(errorMessage(err)),
  });
  const makeMine = (id: number) => choose.mutate(id);
  const busyId = choose.isPending ? choose.variables : null;
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
      <form
        className="locator__search"
        role="search"
        aria-label="Find a store"
        onSubmit={(e) => void submit(e)}
        noValidate
      >
        <div className={searchError !== undefined ? 'field field--invalid locator__zip' : 'field locator__zip'}>
          <label className="field__label" htmlFor="locator-search">
            ZIP code, city or store name
          </label>
          <input
            id="locator-search"
            className="field__input"
            autoComplete="postal-code"
            aria-invalid={searchError !== undefined || undefined}
            aria-describedby={searchError !== undefined ? 'locator-search-error' : undefined}
            {...register('search')}
          />
          {searchError !== undefined && (
            <p id="locator-search-error" className="field__error">
              {searchError}
            </p>
          )}
        </div>
        <div className="field">
          <label className="field__label" htmlFor="locator-distance">
            Distance
          </label>
          <select
            id="locator-distance"
            className="field__input"
            {...register('distance', {
              onChange: (e: { target: HTMLSelectElement }) =>
                setQuery((q) => ({ ...q, distance: normalizeDistance(e.target.value) })),
            })}
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
                  onMakeMine={() => makeMine(s.location_id)}
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
                onMakeMine={() => makeMine(s.location_id)}
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
