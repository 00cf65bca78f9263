import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../ui/PageHeading';

export default function ReceiptPage() {
  const [params] = useSearchParams();
  const id = params.get('order_id');
  return (
    <PageHeading
      title={id ? `Receipt for order #${id}` : 'Receipt'}
      description="Totals, payments and change due, with email, text or print and appointment booking."
    />
  );
}
