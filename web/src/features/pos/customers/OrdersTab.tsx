import { useState } from 'react';
import { CUSTOMER_MSG } from '@parts/common/customers';
import { customerOrdersSchema, customerReturnsSchema, orderDeleteAnswerSchema } from '@parts/common/customer-tabs';
import { api, errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { customerKeys, useCustomerQuery } from './customer-queries';
import { useToast } from '../../../ui/toast/toast-context';
import { ActionsHeader, StaffTable } from '../shared/StaffTable';

const when = (iso: string) => (iso.length > 10 ? new Date(iso).toLocaleDateString('en-US') : iso);

/** Orders: the summary figures and the customer's orders with View, and Edit and Delete when the server gives them. */
export function OrdersTab({ customerId }: { customerId: number }) {
  const toast = useToast();
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<number | null>(null);
  const { data, error, refresh, retry } = useCustomerQuery(
    customerKeys.tab(customerId, 'orders', page),
    `/api/customer_order?customerId=${customerId}&page=${page}`,
    customerOrdersSchema,
    customerKeys.customer(customerId),
  );
  const remove = async (orderId: number, url: string) => {
    if (!window.confirm(`Delete order #${orderId}? Its stock goes back to the shelves.`)) return;
    setBusy(orderId);
    try {
      const res = await api(url, { schema: orderDeleteAnswerSchema });
      toast.success(res.success);
      await refresh();
    } catch (err) {
      toast.error(errorMessage(err), { staff: true });
    } finally {
      setBusy(null);
    }
  };
  return (
    <StaffTable
      rows={data?.orders}
      error={error}
      onRetry={retry}
      loadingLabel="Loading orders"
      emptyText={CUSTOMER_MSG.noResults}
      caption="Orders"
      region={{
        label: 'Orders',
        summary: data && (
          <dl className="customer-summary">
            <div>
              <dt>Total Spent</dt>
              <dd>{data.total_spent_text}</dd>
            </div>
            <div>
              <dt>Total Orders</dt>
              <dd>{data.total_orders}</dd>
            </div>
            <div>
              <dt>Total Returns</dt>
              <dd>{data.total_returns}</dd>
            </div>
            <div>
              <dt>Outstanding Balance</dt>
              <dd>{data.outstanding_balance_text}</dd>
            </div>
          </dl>
        ),
      }}
      head={
        <>
          <th scope="col">Order</th>
          <th scope="col">Status</th>
          <th scope="col">Total</th>
          <th scope="col">Balance</th>
          <th scope="col">Date Added</th>
          <th scope="col">Date Modified</th>
          <ActionsHeader />
        </>
      }
      row={(o) => (
        <tr key={o.order_id}>
          <td data-label="Order">#{o.order_id}</td>
          <td data-label="Status">{o.status}</td>
          <td data-label="Total">{o.total_text}</td>
          <td data-label="Balance">{o.balance_text}</td>
          <td data-label="Date Added">{when(o.date_added)}</td>
          <td data-label="Date Modified">{when(o.date_modified)}</td>
          <td className="customers-table__actions">
            <a
              className="btn btn--secondary btn--sm"
              href={o.viewUrl}
              target="_blank"
              rel="noreferrer"
              aria-label={`View order ${o.order_id} (opens a new tab)`}
            >
              View
            </a>
            {o.editUrl && (
              <a
                className="btn btn--ghost btn--sm"
                href={o.editUrl}
                target="_blank"
                rel="noreferrer"
                aria-label={`Edit order ${o.order_id} (opens a new tab)`}
              >
                Edit
              </a>
            )}
            {o.deleteUrl && (
              <Button
                size="sm"
                variant="danger"
                busy={busy === o.order_id}
                onClick={() => void remove(o.order_id, o.deleteUrl)}
                aria-label={`Delete order ${o.order_id}`}
              >
                Delete
              </Button>
            )}
          </td>
        </tr>
      )}
      pager={{ page: data?.page ?? page, totalPages: data?.total_pages ?? 1, onPage: setPage, label: 'Order pages' }}
    />
  );
}

/** Returns: the products the customer brought back, with their order and status. */
export function ReturnsTab({ customerId }: { customerId: number }) {
  const [page, setPage] = useState(1);
  const { data, error, retry } = useCustomerQuery(
    customerKeys.tab(customerId, 'returns', page),
    `/api/customer_return?customerId=${customerId}&page=${page}`,
    customerReturnsSchema,
  );
  return (
    <StaffTable
      rows={data?.returns}
      error={error}
      onRetry={retry}
      loadingLabel="Loading returns"
      emptyText={CUSTOMER_MSG.noResults}
      caption="Returns"
      region={{ label: 'Returns' }}
      head={
        <>
          <th scope="col">Return</th>
          <th scope="col">Order</th>
          <th scope="col">Product</th>
          <th scope="col">Model</th>
          <th scope="col">Status</th>
          <th scope="col">Date Added</th>
          <th scope="col">Date Modified</th>
          <ActionsHeader />
        </>
      }
      row={(r) => (
        <tr key={r.return_id}>
          <td data-label="Return">#{r.return_id}</td>
          <td data-label="Order">#{r.order_id}</td>
          <td data-label="Product">{r.product}</td>
          <td data-label="Model">{r.model}</td>
          <td data-label="Status">{r.return_status.replace(/_/g, ' ')}</td>
          <td data-label="Date Added">{r.date_added}</td>
          <td data-label="Date Modified">{r.date_modified}</td>
          <td>
            <a
              className="btn btn--secondary btn--sm"
              href={r.editUrl}
              target="_blank"
              rel="noreferrer"
              aria-label={`Open order ${r.order_id} of return ${r.return_id} (opens a new tab)`}
            >
              Order
            </a>
          </td>
        </tr>
      )}
      pager={{ page: data?.page ?? page, totalPages: data?.total_pages ?? 1, onPage: setPage, label: 'Return pages' }}
    />
  );
}
