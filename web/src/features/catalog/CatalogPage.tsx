import { useQuery } from '@tanstack/react-query';
import { AppLink } from '../../ui/AppLink';
import { ErrorState } from '../../ui/ErrorState';
import { Skeleton } from '../../ui/Skeleton';
import { queryErrorMessage } from '../../ui/query/errors';
import { catalogHomeQuery } from '../listing/listing-queries';
import { ListingModule } from '../listing/ListingView';
import '../listing/listing.css';

/** /product/catalog, the catalogue home: every category group, then the featured and specials modules. */
export function CatalogPage() {
  const { data, error, isPending, refetch } = useQuery(catalogHomeQuery());
  return (
    <div className="listing">
      <h1 className="listing__title">Parts Catalog</h1>
      <p>
        <AppLink to="/product/bestseller">Bestsellers</AppLink> · <AppLink to="/product/latest">Latest</AppLink> ·{' '}
        <AppLink to="/product/special">Specials</AppLink> · <AppLink to="/product/manufacturer">All brands</AppLink>
      </p>
      {error && <ErrorState message={queryErrorMessage(error) ?? ''} onRetry={() => void refetch()} />}
      {isPending && <Skeleton height="20rem" style={{ display: 'block' }} />}
      {data && (
        <ul className="catalog-groups">
          {data.groups.map((g) => (
            <li key={g.category_id}>
              <h2>
                <AppLink to={g.href}>{g.name}</AppLink>
              </h2>
              <ul>
                {g.children.map((c) => (
                  <li key={c.category_id}>
                    <AppLink to={c.href}>{c.name}</AppLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <ListingModule title="Featured" query={new URLSearchParams({ list: 'featured' })} />
      <ListingModule title="Specials" query={new URLSearchParams({ list: 'specials' })} />
    </div>
  );
}
