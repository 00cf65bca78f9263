// Catalogue → Products (issue 26): search by name, part number or UPC; filter by brand, category, status, stock, price
// and "no applications"; sort; 20 a page with counts per status; pick rows for a bulk change or change the whole filter.
import { useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductRow } from '@parts/common/catalog-admin';
import { formatCents, toCents } from '@parts/common/money';
import { useFlags } from '../../../app/flags-context';
import { PageHeading } from '../../../ui/PageHeading';
import { StaffTable } from '../../pos/shared/StaffTable';
import { BulkPanel } from './BulkPanel';
import { productEditQuery, productListQuery, type ListParams } from './product-queries';
import './catalog.css';

const SORTS = [
  ['newest', 'Newest first'],
  ['name', 'Name'],
  ['part_number', 'Part number'],
  ['price', 'Price, low to high'],
  ['price_desc', 'Price, high to low'],
  ['stock', 'Stock, lowest first'],
] as const;

const cents = (dollars: string) => {
  const c = dollars.trim() ? toCents(dollars) : null;
  return c === null || c < 0 ? undefined : c;
};

export default function ProductListPage() {
  const { flags } = useFlags();
  const permissions = flags.staff?.permissions ?? [];
  const [filter, setFilter] = useState<ListParams>({ page: 1 });
  const [text, setText] = useState('');
  const [prices, setPrices] = useState({ min: '', max: '' });
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const query = useQuery({ ...productListQuery(filter), placeholderData: keepPreviousData });
  const choices = useQuery(productEditQuery('new'));
  const set = (change: ListParams) => {
    setFilter({ ...filter, ...change, page: change.page ?? 1 });
    if (change.page === undefined) setPicked(new Set());
  };
  const counts = query.data?.counts ?? {};
  const seeCost = permissions.includes('catalog.seeCost');
  const toggle = (id: number) => {
    const next = new Set(picked);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setPicked(next);
  };
  const { page: _page, sort: _sort, ...listFilter } = filter;
  return (
    <div className="catalog-page">
      <PageHeading title="Products" description="Search, filter and edit the catalogue; change many products at once.">
        <p>
          <Link className="button button--primary" to="/admin/catalog/products/new">
            Add product
          </Link>
        </p>
      </PageHeading>
      <div className="catalog-tabs" role="group" aria-label="Status">
        {(
          [
            ['', 'All', counts.all],
            ['enabled', 'Enabled', counts.enabled],
            ['disabled', 'Disabled', counts.disabled],
          ] as const
        ).map(([value, label, n]) => (
          <button
            key={label}
            type="button"
            className="catalog-tab"
            aria-pressed={(filter.status ?? '') === value}
            onClick={() => set({ status: value || undefined })}
          >
            {label} {n === undefined ? '' : `(${n})`}
          </button>
        ))}
      </div>
      <form
        className="admin-filters"
        aria-label="Filter the products"
        onSubmit={(e) => {
          e.preventDefault();
          set({ q: text.trim() || undefined, price_min: cents(prices.min), price_max: cents(prices.max) });
        }}
      >
        <label className="field">
          <span className="field__label">Search</span>
          <input
            className="field__input"
            type="search"
            placeholder="Name, part number or UPC"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <label className="field">
          <span className="field__label">Brand</span>
          <select
            className="field__input"
            value={filter.brand_id ?? ''}
            onChange={(e) => set({ brand_id: e.target.value || undefined })}
          >
            <option value="">All brands</option>
            {choices.data?.brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">Category</span>
          <select
            className="field__input"
            value={filter.category_id ?? ''}
            onChange={(e) => set({ category_id: e.target.value || undefined })}
          >
            <option value="">All categories</option>
            {choices.data?.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">Stock</span>
          <select
            className="field__input"
            value={filter.stock ?? ''}
            onChange={(e) => set({ stock: e.target.value || undefined })}
          >
            <option value="">Any stock</option>
            <option value="in">In stock</option>
            <option value="out">Out of stock</option>
          </select>
        </label>
        <label className="field catalog-narrow">
          <span className="field__label">Price from</span>
          <input
            className="field__input"
            inputMode="decimal"
            value={prices.min}
            onChange={(e) => setPrices({ ...prices, min: e.target.value })}
          />
        </label>
        <label className="field catalog-narrow">
          <span className="field__label">Price to</span>
          <input
            className="field__input"
            inputMode="decimal"
            value={prices.max}
            onChange={(e) => setPrices({ ...prices, max: e.target.value })}
          />
        </label>
        <label className="field">
          <span className="field__label">Sort</span>
          <select
            className="field__input"
            value={filter.sort ?? 'newest'}
            onChange={(e) => setFilter({ ...filter, sort: e.target.value, page: 1 })}
          >
            {SORTS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="catalog-check">
          <input
            type="checkbox"
            checked={filter.no_applications === '1'}
            onChange={(e) => set({ no_applications: e.target.checked ? '1' : undefined })}
          />
          No applications
        </label>
        <button type="submit" className="button button--secondary">
          Search
        </button>
      </form>
      <StaffTable<ProductRow>
        rows={query.data?.items}
        error={query.error}
        onRetry={() => void query.refetch()}
        loadingLabel="Loading the products"
        emptyText="No products match."
        busy={query.isFetching && query.isPlaceholderData}
        className="admin-table"
        caption="Products"
        head={
          <>
            <th scope="col">
              <span className="visually-hidden">Pick</span>
            </th>
            <th scope="col">Product</th>
            <th scope="col">Category</th>
            <th scope="col" className="num">
              Price
            </th>
            {seeCost && (
              <th scope="col" className="num">
                Cost
              </th>
            )}
            <th scope="col" className="num">
              Stock
            </th>
            <th scope="col">Status</th>
          </>
        }
        row={(r) => (
          <tr key={r.product_id}>
            <td data-label="Pick">
              <input
                type="checkbox"
                aria-label={`Pick ${r.part_number}`}
                checked={picked.has(r.product_id)}
                onChange={() => toggle(r.product_id)}
              />
            </td>
            <td data-label="Product">
              <Link to={`/admin/catalog/products/${r.product_id}`}>{r.name}</Link>
              <span className="admin-table__sub">
                {r.brand} {r.part_number}
                {r.upc ? ` · UPC ${r.upc}` : ''}
                {!r.universal && r.applications === 0 ? ' · no applications' : ''}
              </span>
            </td>
            <td data-label="Category">{r.category}</td>
            <td data-label="Price" className="num">
              {formatCents(r.price_cents)}
            </td>
            {seeCost && (
              <td data-label="Cost" className="num">
                {r.cost_cents === null || r.cost_cents === undefined ? '—' : formatCents(r.cost_cents)}
              </td>
            )}
            <td data-label="Stock" className="num">
              {r.stock}
            </td>
            <td data-label="Status">{r.status === 'enabled' ? 'Enabled' : 'Disabled'}</td>
          </tr>
        )}
        pager={{
          page: query.data?.page ?? 1,
          totalPages: query.data?.total_pages ?? 1,
          onPage: (page) => setFilter({ ...filter, page }),
          label: 'Product pages',
        }}
      />
      {permissions.includes('catalog.bulk') && choices.data && (
        <BulkPanel
          picked={[...picked]}
          filter={listFilter}
          matching={query.data?.total_items ?? 0}
          choices={choices.data}
          mayChangePrices={permissions.includes('catalog.prices')}
          onApplied={() => setPicked(new Set())}
        />
      )}
    </div>
  );
}
