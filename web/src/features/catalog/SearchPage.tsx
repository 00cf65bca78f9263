import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { SEARCH_MAX_CHARS, searchTooLong } from '@parts/common/listing';
import { catalogHomeQuery } from '../listing/listing-queries';
import { ListingView } from '../listing/ListingView';
import { track } from '../tracking/track';

/**
 * /index.php?route=product/search (= /product/search): search, description, search_in_brand_or_category,
 * manufacturer_id and category_id (the last two only when not 0), 15 hits a page. The filters change the URL.
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const { t } = useTranslation();
  const term = params.get('search')?.trim() ?? params.get('tag')?.trim() ?? '';
  const query = new URLSearchParams({ search: term });
  for (const key of ['description', 'search_in_brand_or_category', 'in_stock', 'all_parts'])
    if (params.get(key) === 'true') query.set(key, 'true');
  // Spec 000 s5: the description flag is added when the in-stock box is checked.
  if (query.has('in_stock')) query.set('description', 'true');
  for (const key of ['manufacturer_id', 'category_id']) {
    const v = params.get(key);
    if (v && /^\d+$/.test(v) && v !== '0') query.set(key, v);
  }
  const { data: catalog } = useQuery(catalogHomeQuery());
  // One search event per term searched (issue 5 tracking), not per filter change or page.
  useEffect(() => {
    if (term) track('search', { search_term: term });
  }, [term]);
  const ids = { description: useId(), brand: useId(), category: useId(), inStock: useId() };
  const headingId = useId();

  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null || value === '0' || value === '') next.delete(key);
    else next.set(key, value);
    next.delete('page');
    setParams(next);
  };

  // An address holding a longer search (a pasted page, a hand-made link) is answered here, not sent (decision 0046).
  if (term.length > SEARCH_MAX_CHARS)
    return (
      <section className="listing" aria-labelledby={headingId}>
        <title>Search</title>
        <h1 id={headingId} className="listing__title">
          Search
        </h1>
        <p role="alert" className="listing__empty">
          {searchTooLong}. Shorten the search and try again.
        </p>
      </section>
    );

  return (
    <>
      <title>{term ? `Search: ${term}` : 'Search'}</title>
      <ListingView
        endpoint="/api/search"
        query={query}
        onSearchAll={() => set('all_parts', 'true')}
        heading={() => (term ? `Search: ${term}` : 'Search')}
      >
        <div className="search-filters">
          <label htmlFor={ids.brand}>
            Brand
            <select
              id={ids.brand}
              className="field__input"
              value={query.get('manufacturer_id') ?? '0'}
              onChange={(e) => set('manufacturer_id', e.target.value)}
            >
              <option value="0">All brands</option>
              {catalog?.brands.map((b) => (
                <option key={b.manufacturer_id} value={b.manufacturer_id}>
                  {b.name}
                </option>
              ))}
            </select>
          </label>
          <label htmlFor={ids.category}>
            Category
            <select
              id={ids.category}
              className="field__input"
              value={query.get('category_id') ?? '0'}
              onChange={(e) => set('category_id', e.target.value)}
            >
              <option value="0">All categories</option>
              {catalog?.groups.map((g) => (
                <optgroup key={g.category_id} label={g.name}>
                  <option value={g.category_id}>All {g.name}</option>
                  {g.children.map((c) => (
                    <option key={c.category_id} value={c.category_id}>
                      {c.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </label>
          <span className="check">
            <input
              id={ids.description}
              type="checkbox"
              checked={query.get('description') === 'true'}
              onChange={(e) => set('description', e.target.checked ? 'true' : null)}
            />
            <label htmlFor={ids.description}>Search in product descriptions</label>
          </span>
          <span className="check">
            <input
              id={ids.inStock}
              type="checkbox"
              checked={query.get('in_stock') === 'true'}
              onChange={(e) => set('in_stock', e.target.checked ? 'true' : null)}
            />
            <label htmlFor={ids.inStock}>{t('search.inStockOnly')}</label>
          </span>
        </div>
      </ListingView>
    </>
  );
}
