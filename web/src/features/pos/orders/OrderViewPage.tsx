import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../ui/PageHeading';

export default function OrderViewPage() {
  const [params] = useSearchParams();
  const id = params.get('order_id');
  return (
    <PageHeading
      title={id ? `Order #${id}` : 'Order'}
      description="Customer, vehicle, cashier, payments, distributor orders, items and history for this order."
    />
  );
}
