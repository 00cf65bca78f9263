import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../ui/PageHeading';

export default function CustomerEditPage() {
  const [params] = useSearchParams();
  const id = params.get('customer_id');
  return (
    <PageHeading
      title={id ? `Customer #${id}` : 'Edit Customer'}
      description="General details, addresses, orders, vehicles, returns, history, credits, IP addresses and tags."
    />
  );
}
