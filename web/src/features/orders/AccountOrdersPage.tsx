import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../ui/api';
import { ErrorState } from '../../ui/ErrorState';
import { PageHeading } from '../../ui/PageHeading';
import { PageLoading } from '../../ui/Spinner';
import { queryErrorMessage } from '../../ui/query/errors';
import { orderQuery, ordersQuery } from '../account/account-queries';
import { OrderView, statusLabel } from './OrderView';
import '../checkout/checkout.css';
import { useStoreTime } from '../../app/store-time';

/** A shopper who is not logged in (401) is asked to; any other failure can be retried. */
function NeedsLogin({ error, reload }: { error: unknown; reload: () => void }) {
  if (error instanceof ApiError && error.status === 401) {
    return (
      <p>
        Please <Link to="/account/login">log in</Link> to see your orders.
      </p>
    );
  }
  return <ErrorState message={queryErrorMessage(error) ?? ''} onRetry={reload} />;
}

/** /account/order (contract 5): the logged-in customer's orders, newest first. */
export function AccountOrdersPage() {
  const storeTime = useStoreTime();
  const { data, error, refetch } = useQuery(ordersQuery());
  const reload = () => void refetch();
  return (
    <>
      <PageHeading title="Order History" />
      {error ? (
        <NeedsLogin error={error} reload={reload} />
      ) : !data ? (
        <PageLoading label="Loading your orders" />
      ) : data.orders.length === 0 ? (
        <p>You have not made any previous orders!</p>
      ) : (
        <table className="order-table">
          <caption className="visually-hidden">Your orders</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Date</th>
              <th scope="col">Status</th>
              <th scope="col" className="num">
                Items
              </th>
              <th scope="col" className="num">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {data.orders.map((o) => (
              <tr key={o.order_id}>
                <td>
                  <Link to={`/account/order/info?order_id=${o.order_id}`}>#{o.order_id}</Link>
                </td>
                <td>{storeTime(o.date_added, 'date')}</td>
                <td>{statusLabel(o.status)}</td>
                <td className="num">{o.products}</td>
                <td className="num">{o.total_text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/** /account/order/info?order_id=: one of the customer's orders. */
export function AccountOrderInfoPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('order_id'));
  const { data, error, refetch } = useQuery({ ...orderQuery(id), enabled: id > 0 });
  const reload = () => void refetch();
  return (
    <>
      <PageHeading title={id > 0 ? `Order #${id}` : 'Order'} />
      {!(id > 0) ? (
        <p>That order was not found.</p>
      ) : error ? (
        <NeedsLogin error={error} reload={reload} />
      ) : !data ? (
        <PageLoading label="Loading the order" />
      ) : (
        <OrderView order={data} />
      )}
      <p>
        <Link to="/account/order">Back to your orders</Link>
      </p>
    </>
  );
}
