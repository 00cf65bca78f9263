import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CUSTOMER_MSG, customerListSchema, POS_PAGE_BUTTONS, POS_PAGE_SIZE } from '@parts/common/customers';
import { Button } from '../../../ui/Button';
import { PageHeading } from '../../../ui/PageHeading';
import { customerKeys, useCustomerQuery } from './customer-queries';
import { ActionsHeader, StaffTable } from '../shared/StaffTable';
import './customers.css';

const SORTS = [
  { key: 'date_added', label: 'Date Added' },
  { key: 'custname', label: 'Customer Name' },
  { key: 'email', label: 'E-Mail' },
  { key: 'total_orders', label: 'Total Orders' },
] as const;

/** POS Customers (spec 001 s2): search, sort by column, 10 a page with up to 10 page buttons, Add Customer, Edit. */
export default function CustomersPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const filterIp = params.get('filter_ip') ?? '';
  const sort = params.get('sort') ?? 'custname';
  const order = params.get('order') === 'desc' ? 'desc' : 'asc';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(search);
  useEffect(() => setTyped(search), [search]);
  const query = new URLSearchParams({
    search,
    filter_ip: filterIp,
    sort,
    order,
    page: String(page),
    limit: String(POS_PAGE_SIZE),
  });
  const { data, error, loading, retry } = useCustomerQuery(
    customerKeys.list(query.toString()),
    `/api/customer/get?${query}`,
    customerListSchema,
  );

  const go = (patch: Record<string, string>) => {
    const next = new URLSearchParams({ search, sort, order, page: String(page), ...patch });
    next.delete('filter_ip');
    for (const [k, v] of [...next]) if (!v || (k === 'page' && v === '1')) next.delete(k);
    setParams(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({ search: typed.trim(), page: '1' });
  };
  const sortBy = (key: string) => go({ sort: key, order: sort === key && order === 'asc' ? 'desc' : 'asc', page: '1' });

  return (
    <div className="pos-customers">
      <PageHeading title="Customers" description="Find a customer by name, email or phone, or add a new one.">
        <div className="pos-customers__actions">
          <Link className="btn btn--ghost btn--sm" to="/pos/customer/fields">
            Custom Fields
          </Link>
          <Link className="btn btn--primary btn--md" to="/pos/customer/add">
            Add Customer
          </Link>
        </div>
      </PageHeading>
      <form className="pos-customers__search" role="search" onSubmit={submit}>
        <label htmlFor="customer-search" className="visually-hidden">
          Search customers
        </label>
        <input
          id="customer-search"
          className="field__input"
          type="search"
          placeholder="Name, email or phone"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      {filterIp && (
        <p className="customers-filter">
          Customers who used IP <strong>{filterIp}</strong>.{' '}
          <Button size="sm" variant="link" onClick={() => go({ page: '1' })}>
            Show all customers
          </Button>
        </p>
      )}
      <StaffTable
        rows={data?.customers}
        error={error}
        onRetry={retry}
        loadingLabel="Loading customers"
        emptyText={CUSTOMER_MSG.noResults}
        busy={loading}
        caption={<>Customers, sorted by {SORTS.find((s) => s.key === sort)?.label ?? 'name'}</>}
        head={
          <>
            {SORTS.map((s) => (
              <th
                key={s.key}
                scope="col"
                aria-sort={sort === s.key ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
              >
                <button type="button" className="customers-table__sort" onClick={() => sortBy(s.key)}>
                  {s.label}
                  {sort === s.key && <span aria-hidden="true">{order === 'asc' ? ' ▲' : ' ▼'}</span>}
                </button>
              </th>
            ))}
            <th scope="col">Outstanding Balance</th>
            <ActionsHeader />
          </>
        }
        row={(c) => (
          <tr key={c.customer_id}>
            <td data-label="Date Added">{c.date_added}</td>
            <td data-label="Customer Name">{c.custname}</td>
            <td data-label="E-Mail" className="customers-table__email">
              {c.email}
            </td>
            <td data-label="Total Orders">{c.total_orders}</td>
            <td data-label="Outstanding Balance">{c.outstanding_balance_text}</td>
            <td>
              <Link className="btn btn--secondary btn--sm" to={c.edit} aria-label={`Edit ${c.custname}`}>
                Edit
              </Link>
            </td>
          </tr>
        )}
        pager={{
          page: data?.page ?? page,
          totalPages: data?.total_pages ?? 1,
          buttons: POS_PAGE_BUTTONS,
          onPage: (p) => go({ page: String(p) }),
          label: 'Customer pages',
        }}
      />
    </div>
  );
}
