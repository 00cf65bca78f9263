import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../ui/ErrorState';
import { CustomerEditor } from './CustomerEditor';

/** /pos/customer/edit?customer_id=: the customer editor with all its tabs. */
export default function CustomerEditPage() {
  const [params] = useSearchParams();
  const raw = params.get('customer_id') ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (!id) return <ErrorState title="No customer chosen" message="Open a customer from the customers list." />;
  return <CustomerEditor key={id} customerId={id} />;
}
