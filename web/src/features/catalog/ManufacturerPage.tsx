import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { AppLink } from '../../ui/AppLink';
import { ErrorState } from '../../ui/ErrorState';
import { Skeleton } from '../../ui/Skeleton';
import { queryErrorMessage } from '../../ui/query/errors';
import { catalogHomeQuery } from '../listing/listing-queries';
import { ListingView } from '../listing/ListingView';
import '../listing/listing.css';

/** /product/manufacturer: the brand index; with ?manufacturer_id= that brand's listing. */
export function ManufacturerPage() {
  const [params] = useSearchParams();
  const id = params.get('manufacturer_id');
  if (id)
    return /^\d+$/.test(id) ? (
      <ListingView endpoint="/api/products" query={new URLSearchParams({ manufacturer_id: id })} />
    ) : (
      <ErrorState title="No such brand" message="This link does not name a brand." />
    );
  return <BrandIndex />;
}

function BrandIndex() {
  const { data, error, isPending, refetch } = useQuery(catalogHomeQuery());
  return (
    <section className="listing">
      <h1 className="listing__title">Brands</h1>
      {error && <ErrorState message={queryErrorMessage(error) ?? ''} onRetry={() => void refetch()} />}
      {isPending && <Skeleton height="20rem" style={{ display: 'block' }} />}
      {data && (
        <ul className="brand-index">
          {data.brands.map((b) => (
            <li key={b.manufacturer_id}>
              <AppLink to={b.href}>{b.name}</AppLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
