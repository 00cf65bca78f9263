// Store → Orders (issue 27): every order, storefront and counter, newest first, 20 a page, filtered by status, period,
// store, customer, payment type and cashier. An order opens the admin order page.
import { useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminOrderRow, AdminOrdersQuery } from '@parts/common/admin-orders';
import { formatCents } from '@parts/common/money';
import { PAYMENT_TYPE_NAMES, PAYMENT_TYPES } from '@parts/common/pos-checkout';
import { formatStoreTime } from '@parts/common/store-time';
import { useFlags } from '../../../app/flags-context';
import { useDebounced } from '../../../ui/useDebounced';
import { PageHeading } from '../../../ui/PageHeading';
import { StaffTable } from '../../pos/shared/StaffTable';
import { adminOrderFiltersQuery, adminOrdersQuery } from '../admin-queries';

const SOURCE: Record<AdminOrderRow['source'], string> = { web: 'Storefront', pos: 'Counter', kiosk: 'Kiosk' };

export default function OrdersPage() {
  const { flags } = useFlags();
  const tz = flags.store.time_zone;
  const [filter, setFilter] = useState<Partial<AdminOrdersQuery>>({ page: 1 });
  const [customer, setCustomer] = useState('');
  const typed = useDebounced(customer, 300);
  const query = useQuery({
    ...adminOrdersQuery({ ...filter, customer: typed || undefined }),
    placeholderData: keepPreviousData,
  });
  const lists = useQuery(adminOrderFiltersQuery());
  const set = (patch: Partial<AdminOrdersQuery>) => setFilter({ ...filter, ...patch, page: 1 });
  const num = (v: string) => (v ? Number(v) : undefined);
  const counts = query.data?.counts ?? {};
  return (
    <>
      <PageHeading title="Orders" description="Every order, from the storefront and the counter." />
      <form className="admin-filters" onSubmit={(e) => e.preventDefault()} aria-label="Filter the orders">
        <label className="field">
          <span className="field__label">Status</span>
          <select
            className="field__input"
            value={filter.status ?? ''}
            onChange={(e) => set({ status: e.target.value || undefined })}
          >
            <option value="">All statuses</option>
            {lists.data?.statuses.map((s) => (
              <option key={s.status} value={s.status}>
                {s.name} {counts[s.status] === undefined ? '' : `(${counts[s.status]})`}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">From</span>
          <input
            type="date"
            className="field__input"
            value={filter.from ?? ''}
            onChange={(e) => set({ from: e.target.value || undefined })}
          />
        </label>
        <label className="field">
          <span className="field__label">To</span>
          <input
            type="date"
            className="field__input"
            value={filter.to ?? ''}
            onChange={(e) => set({ to: e.target.value || undefined })}
          />
        </label>
        <label className="field">
          <span className="field__label">Store</span>
          <select
            className="field__input"
            value={filter.store_id ?? ''}
            onChange={(e) => set({ store_id: num(e.target.value) })}
          >
            <option value="">All stores</option>
            {lists.data?.stores.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">Customer</span>
          <input
            type="search"
            className="field__input"
            value={customer}
            placeholder="Name, email or phone"
            onChange={(e) => {
              setCustomer(e.target.value);
              setFilter({ ...filter, page: 1 });
            }}
          />
        </label>
        <label className="field">
          <span className="field__label">Payment type</span>
          <select
            className="field__input"
            value={filter.payment_type ?? ''}
            onChange={(e) => set({ payment_type: (e.target.value || undefined) as AdminOrdersQuery['payment_type'] })}
          >
            <option value="">All payment types</option>
            {PAYMENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {PAYMENT_TYPE_NAMES[t]}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">Cashier</span>
          <select
            className="field__input"
            value={filter.cashier_id ?? ''}
            onChange={(e) => set({ cashier_id: num(e.target.value) })}
          >
            <option value="">Anyone</option>
            {lists.data?.cashiers.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      </form>
      <StaffTable<AdminOrderRow>
        rows={query.data?.items}
        error={query.error}
        onRetry={() => void query.refetch()}
        loadingLabel="Loading orders"
        emptyText="No results!"
        busy={query.isFetching && query.isPlaceholderData}
        className="admin-table"
        caption="Orders, newest first"
        head={
          <>
            <th scope="col">Order</th>
            <th scope="col">Date</th>
            <th scope="col">Customer</th>
            <th scope="col">Status</th>
            <th scope="col">Store and cashier</th>
            <th scope="col">Paid by</th>
            <th scope="col" className="num">
              Total
            </th>
          </>
        }
        row={(o) => (
          <tr key={o.order_id}>
            <td data-label="Order">
              <Link to={`/admin/orders/view?order_id=${o.order_id}`}>#{o.order_id}</Link>
              <span className="admin-table__sub">{SOURCE[o.source]}</span>
            </td>
            <td data-label="Date">{formatStoreTime(o.created_at, tz)}</td>
            <td data-label="Customer">
              {o.customer || 'Walk-in'}
              {o.email && <span className="admin-table__sub">{o.email}</span>}
            </td>
            <td data-label="Status">{o.status_name}</td>
            <td data-label="Store and cashier">
              {o.store ?? '—'}
              {o.cashier && <span className="admin-table__sub">{o.cashier}</span>}
            </td>
            <td data-label="Paid by">{o.payment_types.join(', ') || '—'}</td>
            <td data-label="Total" className="num">
              {formatCents(o.total_cents)}
            </td>
          </tr>
        )}
        pager={{
          page: query.data?.page ?? 1,
          totalPages: query.data?.total_pages ?? 1,
          onPage: (page) => setFilter({ ...filter, page }),
          label: 'Order pages',
        }}
      />
    </>
  );
}
