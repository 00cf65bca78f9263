import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { MSG } from '@parts/common/messages';
import { useFlags } from '../../app/flags-context';
import { ErrorState } from '../../ui/ErrorState';
import { PageHeading } from '../../ui/PageHeading';
import { PageLoading } from '../../ui/Spinner';
import { queryErrorMessage } from '../../ui/query/errors';
import { placedOrderQuery } from '../checkout/checkout-queries';
import { OrderView } from './OrderView';

/** /checkout/success?order_id=: the order number and what happens next. */
export function OrderSuccessPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('order_id'));
  const { flags } = useFlags();
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data, error, refetch } = useQuery({ ...placedOrderQuery(id), enabled: valid });
  if (!valid) return <ErrorState title="Order not found" message="That order was not found." />;
  if (error)
    return <ErrorState message={queryErrorMessage(error) ?? MSG.somethingWentWrong} onRetry={() => void refetch()} />;
  if (!data) return <PageLoading label="Loading your order" />;
  return (
    <>
      <PageHeading title="Your order has been placed!" />
      <p className="order-number">Order #{data.order_id}</p>
      <p>
        A confirmation has been sent to {data.email}.{' '}
        {data.pickup_location
          ? 'We will let you know when it is ready for pickup.'
          : 'We will let you know when it ships.'}
      </p>
      <OrderView order={data} />
      <p>
        {flags.customer ? <Link to="/account/order">Your order history</Link> : null}{' '}
        <Link to="/">Continue Shopping</Link>
      </p>
    </>
  );
}
