import { useSearchParams } from 'react-router';
import { PageHeading } from '../../ui/PageHeading';

export function ProductPage() {
  const [params] = useSearchParams();
  const id = params.get('product_id');
  return (
    <PageHeading
      title={id ? `Product #${id}` : 'Product'}
      description="This part's price, stock at each store, fit for your vehicle, options and add to cart."
    />
  );
}
