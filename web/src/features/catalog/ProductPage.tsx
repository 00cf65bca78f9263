import { vehicleKey } from '@parts/common/fitment';
import { Link, useSearchParams } from 'react-router';
import { useFlags } from '../../app/flags-context';
import { ErrorState } from '../../ui/ErrorState';
import { ProductDetails } from './ProductDetails';
import { parseProductId } from './product-schema';
import { ProductSkeleton } from './ProductSkeleton';
import { useProduct } from './useProduct';
import './product-page.css';

export const PRODUCT_NOT_FOUND = 'Product not found';
const NOT_IN_CATALOGUE = 'That product is not in the catalogue.';

/** /product/product?product_id= : one request for the page (fit verdict included); skeleton, error with Retry, 404. */
export function ProductPage() {
  const [params] = useSearchParams();
  const id = parseProductId(params.get('product_id'));
  const { flags } = useFlags();
  const { data, error, reload } = useProduct(id, vehicleKey(flags.vehicle));

  if (id === null) return <ProductMissing message={NOT_IN_CATALOGUE} />;
  if (error?.status === 404) return <ProductMissing message={error.message} />;
  if (error) return <ErrorState title="We could not load this product" message={error.message} onRetry={reload} />;
  if (!data) return <ProductSkeleton />;
  return <ProductDetails key={data.product_id} product={data} />;
}

function ProductMissing({ message }: { message: string }) {
  const { flags } = useFlags();
  return (
    <div className="product-missing">
      <title>{`${PRODUCT_NOT_FOUND} | ${flags.store.name}`}</title>
      <h1>{PRODUCT_NOT_FOUND}</h1>
      <p>{message}</p>
      <Link to="/product/catalog" className="btn btn--secondary">
        Browse the catalog
      </Link>
    </div>
  );
}
