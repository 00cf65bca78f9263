import { useQuery } from '@tanstack/react-query';
import type { CompareProduct } from '@parts/common/account';
import { MSG } from '@parts/common/messages';
import { AppLink } from '../../ui/AppLink';
import { Button } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { PageHeading } from '../../ui/PageHeading';
import { Price } from '../../ui/Price';
import { Skeleton } from '../../ui/Skeleton';
import { queryErrorMessage } from '../../ui/query/errors';
import { compareQuery, useListRemoval } from '../account/account-queries';
import { FitBadge } from '../fitment/FitBadge';
import '../account/account.css';

export function ComparePage() {
  const list = useQuery(compareQuery());
  const { data } = list;
  const { busy, remove } = useListRemoval('compare');
  const products = data?.products ?? [];

  return (
    <div className="list-page">
      <PageHeading
        title="Product Comparison"
        description={data && products.length > 0 ? `Up to ${data.limit} parts side by side.` : undefined}
      />
      {list.error && !data ? (
        <ErrorState message={queryErrorMessage(list.error) ?? ''} onRetry={() => void list.refetch()} />
      ) : !data ? (
        <div aria-busy="true" aria-label="Loading the comparison">
          <Skeleton height={360} />
        </div>
      ) : products.length === 0 ? (
        <p className="empty-state">{MSG.compareEmpty}</p>
      ) : (
        <div className="compare-scroll">
          <table className="compare-table">
            <caption className="visually-hidden">Products compared side by side</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                {products.map((p) => (
                  <th key={p.product_id} scope="col">
                    <ProductHead product={p} onRemove={() => remove(p.product_id)} busy={busy === p.product_id} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.attributes.map((a) => (
                <tr key={a.key}>
                  <th scope="row">{a.label}</th>
                  {products.map((p) => (
                    <td key={p.product_id}>
                      <Cell product={p} attribute={a.key} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function ProductHead({ product, onRemove, busy }: { product: CompareProduct; onRemove: () => void; busy: boolean }) {
  return (
    <div className="compare-head">
      <img src={product.image} alt="" width={96} height={96} loading="lazy" />
      <AppLink to={product.links.view}>{product.name}</AppLink>
      <Button
        size="sm"
        variant="ghost"
        onClick={onRemove}
        busy={busy}
        aria-label={`Remove ${product.name} from comparison`}
      >
        Remove
      </Button>
    </div>
  );
}

function Cell({ product, attribute }: { product: CompareProduct; attribute: string }) {
  const a = product.attributes;
  switch (attribute) {
    case 'price':
      return <Price text={product.price_text} was={[product.price_before_discounts_text]} />;
    case 'part_number':
      return <span className="part-number">{a.part_number}</span>;
    case 'availability':
      return <span className={product.in_stock > 0 ? 'stock stock--in' : 'stock stock--out'}>{a.availability}</span>;
    case 'rating':
      if (a.rating <= 0) return <>Not rated</>;
      return (
        <span role="img" aria-label={`Rated ${a.rating} out of 5`}>
          {'★'.repeat(Math.min(5, a.rating)) + '☆'.repeat(Math.max(0, 5 - a.rating))}
        </span>
      );
    case 'fitment':
      return (
        <>
          {product.universal && <span className="tag tag--universal">Universal part</span>}{' '}
          <FitBadge result={product.fit.result} label={product.fit.label} size="sm" />
        </>
      );
    case 'description':
      return <p className="compare-description">{a.description || '—'}</p>;
    default:
      return <>{String((a as Record<string, unknown>)[attribute] ?? '')}</>;
  }
}
