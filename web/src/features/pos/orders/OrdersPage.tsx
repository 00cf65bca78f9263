// POS Orders (spec 001 s2 "POS Orders page", s7 "POS lists", s8, s9; decision 0024): tabs by status, the filter panel,
// 10 a page with up to 10 page buttons, Continue Order with exactly one selected, PACE / edit / delete links only when
// the server gives them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  continueAnswerSchema,
  isPaid,
  POS_ORDER_TABS,
  POS_ORDERS_MSG,
  POS_PAGE_BUTTONS,
  showPace,
} from '@parts/common/pos-orders';
import { api, errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { PageHeading } from '../../../ui/PageHeading';
import { useToast } from '../../../ui/toast/toast-context';
import { ActionsHeader, StaffTable } from '../shared/StaffTable';
import '../customers/customers.css';
import './receipt.css';
import './orders.css';
import { useStoreTime } from '../../../app/store-time';
import { orderDeleteAnswerSchema } from '@parts/common/customer-tabs';
import { orderKeys, orderListQuery } from './order-data';

const FILTERS = [
  'filter_customer',
  'filter_order_id',
  'filter_date_from',
  'filter_date_to',
  'filter_total_min',
  'filter_total_max',
] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

export default function OrdersPage() {
  const storeTime = useStoreTime();
  const [params, setParams] = useSearchParams();
  const toast = useToast();
  const navigate = useNavigate();
  const tab = POS_ORDER_TABS.find((t) => t.key === params.get('tab')) ?? POS_ORDER_TABS[0];
  const page = Math.max(1, Number(params.get('page')) || 1);
  const applied = Object.fromEntries(FILTERS.map((f) => [f, params.get(f) ?? ''])) as Filters;
  const [typed, setTyped] = useState<Filters>(applied);
  const appliedKey = FILTERS.map((f) => applied[f]).join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => setTyped(applied), [appliedKey]);
  const [selected, setSelected] = useState<number[]>([]);
  const client = useQueryClient();

  const query = new URLSearchParams({
    status: tab.status,
    from_pos: '1',
    sort: 'o.date_added',
    order: 'desc',
    page: String(page),
  });
  for (const f of FILTERS) if (applied[f]) query.set(f, applied[f]);
  const list = useQuery({ ...orderListQuery(query.toString()), placeholderData: (previous) => previous });
  const { data, error } = list;
  const loading = list.isFetching;
  const continuing = useMutation({
    mutationFn: (orderId: number) => api(`/pos/order/continue?order_id=${orderId}`, { schema: continueAnswerSchema }),
    onSuccess: () => void navigate('/checkout/cart'),
    onError: (err) => toast.error(errorMessage(err), { staff: true }),
  });
  const removal = useMutation({
    mutationFn: (url: string) => api(url, { schema: orderDeleteAnswerSchema }),
    onSuccess: (answer) => toast.success(answer.success),
    onError: (err) => toast.error(errorMessage(err), { staff: true }),
    // The list (and any open order, a customer's Orders tab) is fetched again, whichever way the delete went.
    onSettled: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
  useEffect(() => setSelected([]), [tab.key, page, appliedKey]);

  const go = (patch: Record<string, string>) => {
    const next = new URLSearchParams({ tab: tab.key, page: String(page), ...applied, ...patch });
    for (const [k, v] of [...next])
      if (!v || (k === 'page' && v === '1') || (k === 'tab' && v === 'all')) next.delete(k);
    setParams(next);
  };
  const applyFilters = (e: FormEvent) => {
    e.preventDefault();
    go({ ...Object.fromEntries(FILTERS.map((f) => [f, typed[f].trim()])), page: '1' });
  };
  const clearFilters = () => go({ ...Object.fromEntries(FILTERS.map((f) => [f, ''])), page: '1' });

  const continueOrder = () => {
    if (selected.length !== 1) {
      toast.error(POS_ORDERS_MSG.selectOne, { staff: true });
      return;
    }
    continuing.mutate(selected[0]!);
  };
  const remove = (url: string, orderId: number) => {
    if (!window.confirm(`Delete order #${orderId}? This cannot be undone.`)) return;
    removal.mutate(url);
  };
  const toggle = (id: number, on: boolean) => setSelected((s) => (on ? [...s, id] : s.filter((x) => x !== id)));

  return (
    <div className="pos-orders">
      <PageHeading title="POS Orders" description="Find an order, continue it at the counter, or open it.">
        <Button busy={continuing.isPending || continuing.isSuccess} onClick={continueOrder}>
          Continue Order
        </Button>
      </PageHeading>

      <nav className="pos-orders__tabs" aria-label="Order status">
        {POS_ORDER_TABS.map((t) => (
          <button
            key={t.key}
            type="button"
            className="pos-orders__tab"
            aria-current={t.key === tab.key ? 'page' : undefined}
            onClick={() => go({ tab: t.key, page: '1' })}
          >
            {t.label}
          </button>
        ))}
      </nav>

      <details className="pos-orders__filters" open={FILTERS.some((f) => applied[f]) || undefined}>
        <summary>Filter</summary>
        <form onSubmit={applyFilters} className="pos-orders__filter-form" aria-label="Filter orders">
          {(
            [
              ['filter_customer', 'Customer', 'search'],
              ['filter_order_id', 'Order ID', 'text'],
              ['filter_date_from', 'Date From', 'date'],
              ['filter_date_to', 'Date To', 'date'],
              ['filter_total_min', 'Total From', 'text'],
              ['filter_total_max', 'Total To', 'text'],
            ] as const
          ).map(([name, label, type]) => (
            <div className="field" key={name}>
              <label className="field__label" htmlFor={`orders-${name}`}>
                {label}
              </label>
              <input
                id={`orders-${name}`}
                className="field__input"
                type={type}
                inputMode={
                  name === 'filter_order_id' ? 'numeric' : name.startsWith('filter_total') ? 'decimal' : undefined
                }
                value={typed[name]}
                onChange={(e) => setTyped({ ...typed, [name]: e.target.value })}
              />
            </div>
          ))}
          <div className="pos-orders__filter-actions">
            <Button type="submit" variant="secondary">
              Filter
            </Button>
            <Button variant="ghost" onClick={clearFilters}>
              Clear
            </Button>
          </div>
        </form>
      </details>

      <StaffTable
        rows={data?.orders}
        error={error}
        onRetry={() => void list.refetch()}
        loadingLabel="Loading orders"
        emptyText={POS_ORDERS_MSG.noResults}
        busy={loading}
        className="customers-table pos-orders__table"
        caption={`${tab.label} orders, newest first`}
        head={
          <>
            <th scope="col">
              <span className="visually-hidden">Select</span>
            </th>
            <th scope="col">Order</th>
            <th scope="col">Date Added</th>
            <th scope="col">Customer</th>
            <th scope="col">Status</th>
            <th scope="col">Total</th>
            <th scope="col">Paid</th>
            <ActionsHeader />
          </>
        }
        row={(o) => {
          const paid = isPaid(o);
          return (
            <tr key={o.order_id}>
              <td>
                <input
                  type="checkbox"
                  aria-label={`Select order #${o.order_id}`}
                  checked={selected.includes(o.order_id)}
                  onChange={(e) => toggle(o.order_id, e.target.checked)}
                />
              </td>
              <td data-label="Order">
                <Link to={o.viewUrl}>#{o.order_id}</Link>
              </td>
              <td data-label="Date Added">{storeTime(o.date_added)}</td>
              <td data-label="Customer">{o.customer || 'Walk-in'}</td>
              <td data-label="Status">
                <span className="status-pill" style={{ background: o.status_color, color: o.status_text_color }}>
                  {o.status}
                </span>
              </td>
              <td data-label="Total">{o.total_text}</td>
              <td data-label="Paid">
                <span className={paid ? 'pos-orders__paid' : 'pos-orders__owing'}>
                  {paid ? 'Paid' : `${o.paid_amount_text} paid`}
                </span>
              </td>
              <td>
                <div className="customers-table__actions">
                  <Link className="btn btn--secondary btn--sm" to={o.viewUrl} aria-label={`View order #${o.order_id}`}>
                    View
                  </Link>
                  {showPace(o) && (
                    <a className="btn btn--secondary btn--sm" href={o.paceapi} target="_blank" rel="noopener">
                      PACE<span className="visually-hidden"> order #{o.order_id} (opens in a new tab)</span>
                    </a>
                  )}
                  {o.editUrl && (
                    <a className="btn btn--secondary btn--sm" href={o.editUrl} aria-label={`Edit order #${o.order_id}`}>
                      Edit
                    </a>
                  )}
                  {o.deleteUrl && (
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={`Delete order #${o.order_id}`}
                      onClick={() => remove(o.deleteUrl, o.order_id)}
                    >
                      Delete
                    </Button>
                  )}
                </div>
              </td>
            </tr>
          );
        }}
        pager={{
          page: data?.page ?? page,
          totalPages: data?.total_pages ?? 1,
          buttons: POS_PAGE_BUTTONS,
          onPage: (p) => go({ page: String(p) }),
          label: 'Order pages',
        }}
      />
    </div>
  );
}
