import { useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { vehicleKey } from '@parts/common/fitment';
import { useQuery } from '@tanstack/react-query';
import { partCount, SORT_CHOICES, type ListingAnswer } from '@parts/common/listing';
import { MSG } from '@parts/common/messages';
import { useFlags } from '../../app/flags-context';
import { Button } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { Skeleton } from '../../ui/Skeleton';
import { queryErrorMessage } from '../../ui/query/errors';
import { ProductCard } from '../catalog/ProductCard';
import {
  apiParams,
  listingParams,
  PAGE_SIZE_CHOICES,
  pageWindow,
  readDisplay,
  withChoice,
  writeDisplay,
  type Display,
} from './listing-state';
import { listingQuery } from './listing-queries';
import './listing.css';

export interface ListingViewProps {
  /** The call: /api/products or /api/search. */
  endpoint: string;
  /** What the listing is (category_id=…, list=specials, search=…); paging and sorting come from the page URL. */
  query: URLSearchParams;
  /** The page heading; the server's title (category or brand name) when not given. */
  heading?: (answer: ListingAnswer | undefined) => ReactNode;
  /** Shown above the toolbar (filters of the search page). */
  children?: ReactNode;
  /** When the vehicle filter emptied the listing: one click lists every part instead (the search page). */
  onSearchAll?: () => void;
}

/** A listing as the screens read it: the answer, its error text, whether a request is under way, and Retry. */
function useListing(path: string) {
  const { flags } = useFlags();
  const q = useQuery(listingQuery(path, vehicleKey(flags.vehicle)));
  return { data: q.data, error: queryErrorMessage(q.error), loading: q.isFetching, reload: () => void q.refetch() };
}

/**
 * A full listing screen body (spec 000 section 2): sort and page-size selects, grid/list toggle (kept under `display`),
 * the cards with fit badge, price block and Add to Cart, and pagination. One request per view.
 */
export function ListingView({ endpoint, query, heading, children, onSearchAll }: ListingViewProps) {
  const { flags } = useFlags();
  const [params, setParams] = useSearchParams();
  const state = listingParams(params);
  const [display, setDisplay] = useState<Display>(readDisplay);
  const call = new URLSearchParams(query);
  for (const [k, v] of apiParams(state)) call.set(k, v);
  const { data, error, loading, reload } = useListing(`${endpoint}?${call.toString()}`);
  const sortId = useId();
  const limitId = useId();
  const headingId = useId();

  const change = (c: Parameters<typeof withChoice>[1]) => setParams(withChoice(params, c));
  const choose = (d: Display) => {
    setDisplay(d);
    writeDisplay(d);
  };
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  return (
    <section className={`listing listing--${display}`} aria-labelledby={headingId} aria-busy={loading || undefined}>
      <h1 id={headingId} className="listing__title">
        {heading ? heading(data) : (data?.title ?? <Skeleton width="12rem" height="1lh" />)}
      </h1>
      {children}
      <div className="listing__toolbar">
        <p className="listing__count" aria-live="polite">
          {data && !loading ? partCount(data.total) : '\u00a0'}
        </p>
        <div className="listing__controls">
          <label htmlFor={sortId}>Sort By:</label>
          <select
            id={sortId}
            className="field__input"
            name="sort"
            value={state.sortChoice}
            onChange={(e) => change({ sortChoice: e.target.value })}
          >
            {SORT_CHOICES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
          <label htmlFor={limitId}>Show:</label>
          <select
            id={limitId}
            className="field__input"
            name="limit"
            value={state.limit}
            onChange={(e) => change({ limit: Number(e.target.value) })}
          >
            {(PAGE_SIZE_CHOICES.includes(state.limit)
              ? PAGE_SIZE_CHOICES
              : [...PAGE_SIZE_CHOICES, state.limit].sort((a, b) => a - b)
            ).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          <div className="listing__display" role="group" aria-label="Display">
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              aria-pressed={display === 'grid'}
              onClick={() => choose('grid')}
            >
              Grid
            </button>
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              aria-pressed={display === 'list'}
              onClick={() => choose('list')}
            >
              List
            </button>
          </div>
        </div>
      </div>
      {error && <ErrorState message={error} onRetry={reload} />}
      {!error && loading && !data && <ListingSkeleton />}
      {data && data.products.length === 0 && !loading && (
        <div className="listing__empty">
          <p>
            {data.vehicle_filtered && onSearchAll ? `${MSG.noResults} for your ${flags.vehicle.label}.` : MSG.noResults}
          </p>
          {data.vehicle_filtered && onSearchAll && (
            <Button variant="secondary" onClick={onSearchAll}>
              Search all parts
            </Button>
          )}
        </div>
      )}
      {data && data.products.length > 0 && (
        <ul className="listing__items" style={loading ? { opacity: 0.6 } : undefined}>
          {data.products.map((p) => (
            <li key={p.product_id}>
              <ProductCard product={p} />
            </li>
          ))}
        </ul>
      )}
      {data && pages > 1 && (
        <nav className="pagination" aria-label="Pages">
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={state.page <= 1}
            onClick={() => change({ page: state.page - 1 })}
          >
            Previous
          </button>
          {pageWindow(Math.min(state.page, pages), pages).map((n, i) =>
            n === null ? (
              <span key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
                …
              </span>
            ) : (
              <button
                key={n}
                type="button"
                className="btn btn--ghost btn--sm"
                aria-current={n === state.page ? 'page' : undefined}
                aria-label={`Page ${n}`}
                onClick={() => change({ page: n })}
              >
                {n}
              </button>
            ),
          )}
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={state.page >= pages}
            onClick={() => change({ page: state.page + 1 })}
          >
            Next
          </button>
        </nav>
      )}
    </section>
  );
}

function ListingSkeleton() {
  return (
    <ul className="listing__items" aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i}>
          <Skeleton height="22rem" style={{ display: 'block' }} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A small listing without toolbar (featured module, related products, package components): the first `limit` cards.
 * The product page can place `<ListingModule title="Related Products" query={new URLSearchParams({ list: 'related', product_id })} />`.
 */
export function ListingModule({ title, query, limit = 8 }: { title: string; query: URLSearchParams; limit?: number }) {
  const call = new URLSearchParams(query);
  call.set('limit', String(limit));
  const { data, error, loading, reload } = useListing(`/api/products?${call.toString()}`);
  const headingId = useId();
  if (data && data.products.length === 0) return null;
  return (
    <section className="listing-module listing--grid" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {error && <ErrorState message={error} onRetry={reload} />}
      {loading && !data && <ListingSkeleton />}
      {data && (
        <ul className="listing__items">
          {data.products.map((p) => (
            <li key={p.product_id}>
              <ProductCard product={p} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
