import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MSG } from '@parts/common/messages';
import { Button } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { Skeleton } from '../../ui/Skeleton';
import { queryErrorMessage } from '../../ui/query/errors';
import { fitmentTableQuery } from './fitment-queries';
import { groupRows, pageCount, showingText } from './fitment-table';
import { useDebouncedValue } from './useDebouncedValue';
import './fitment-table.css';

const LIMIT = 20;
const SEARCH_DEBOUNCE_MS = 300;
const COLUMNS = ['Year', 'Vehicle', 'Qualifiers', 'Position', 'Qty', 'Notes'] as const;

export const UNIVERSAL_TEXT = 'This is a universal part: it fits all vehicles.';

/** The vehicles a part fits, grouped by make and model, searchable and paged (GET /api/products/:id/fitment). */
export function FitmentTable({ productId, universal }: { productId: number; universal: boolean }) {
  const id = useId();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // A new search starts at page 1: the page number belongs to the term it was chosen for.
  const [paging, setPaging] = useState({ term: '', page: 1 });
  const page = paging.term === term ? paging.page : 1;
  const query = new URLSearchParams({ page: String(page), limit: String(LIMIT), ...(term ? { search: term } : {}) });
  // While the next page or search loads, the last page stays on screen (aria-busy).
  const table = useQuery({ ...fitmentTableQuery(productId, query.toString()), placeholderData: keepPreviousData });
  const { data, isFetching: loading } = table;
  const error = queryErrorMessage(table.error);
  const pages = data ? pageCount(data.limit, data.total) : 1;
  const goTo = (p: number) => setPaging({ term, page: p });

  return (
    <section className="fitment-table" aria-labelledby={`${id}-title`}>
      <div className="fitment-table__head">
        <h2 id={`${id}-title`}>Vehicle Fitment</h2>
        <div className="fitment-table__search">
          <label htmlFor={`${id}-search`} className="facet-select__label">
            Search vehicles
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className="field__input"
            placeholder="Year, make, model or trim"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
      </div>
      {universal && <p className="fitment-table__universal">{UNIVERSAL_TEXT}</p>}
      {error ? (
        <ErrorState message={error} onRetry={() => void table.refetch()} />
      ) : !data ? (
        <div className="fitment-table__skeleton" aria-busy="true">
          <p className="visually-hidden" role="status">
            Loading the vehicles this part fits
          </p>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height="2.25rem" />
          ))}
        </div>
      ) : data.total === 0 ? (
        (term || !universal) && <p className="fitment-table__empty">{MSG.noResults}</p>
      ) : (
        <>
          {/* Scrolls sideways on a phone: focusable and named, so a keyboard can scroll it too (axe scrollable-region-focusable). */}
          <div
            className="fitment-table__scroll"
            role="region"
            aria-label="Vehicles this part fits, scrollable"
            tabIndex={0}
            aria-busy={loading || undefined}
          >
            <table className="fitment-table__table">
              <caption className="visually-hidden">Vehicles this part fits</caption>
              <thead>
                <tr>
                  {COLUMNS.map((c) => (
                    <th key={c} scope="col">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              {groupRows(data.rows).map((g) => (
                <tbody key={g.key}>
                  <tr className="fitment-table__group">
                    <th colSpan={COLUMNS.length} scope="colgroup">
                      {g.make} {g.model} <span className="fitment-table__years">{g.years}</span>
                    </th>
                  </tr>
                  {g.rows.map((r, i) => (
                    <tr key={i}>
                      <td>{r.year}</td>
                      <td>
                        {r.make} {r.model}
                      </td>
                      <td>{r.qualifiers.join(', ') || '—'}</td>
                      <td>{r.position ?? '—'}</td>
                      <td>{r.quantity}</td>
                      <td>{r.notes.join('; ') || '—'}</td>
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
          </div>
          <nav className="fitment-table__pager" aria-label="Fitment table pages">
            <Button variant="secondary" size="sm" disabled={page <= 1 || loading} onClick={() => goTo(page - 1)}>
              Previous
            </Button>
            <p role="status">{showingText(data.page, data.limit, data.total)}</p>
            <Button variant="secondary" size="sm" disabled={page >= pages || loading} onClick={() => goTo(page + 1)}>
              Next
            </Button>
          </nav>
        </>
      )}
    </section>
  );
}
