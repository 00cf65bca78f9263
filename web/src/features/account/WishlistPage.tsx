import { useQuery } from '@tanstack/react-query';
import { MSG } from '@parts/common/messages';
import { useFlags } from '../../app/flags-context';
import { Button } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { PageHeading } from '../../ui/PageHeading';
import { Skeleton } from '../../ui/Skeleton';
import { queryErrorMessage } from '../../ui/query/errors';
import { ProductCard } from '../catalog/ProductCard';
import { useListRemoval, wishlistQuery } from './account-queries';
import './account.css';

export function WishlistPage() {
  const { flags } = useFlags();
  const list = useQuery(wishlistQuery());
  const { data } = list;
  const { busy, remove } = useListRemoval('wishlist');
  const products = data?.products ?? [];

  return (
    <div className="list-page">
      <PageHeading
        title="My Wishlist"
        description={
          flags.customer
            ? undefined
            : 'Your wishlist is kept on this device until you log in; then it moves to your account.'
        }
      />
      {list.error && !data ? (
        <ErrorState message={queryErrorMessage(list.error) ?? ''} onRetry={() => void list.refetch()} />
      ) : !data ? (
        <div aria-busy="true" aria-label="Loading your wishlist" className="wishlist-grid">
          <Skeleton height={260} />
          <Skeleton height={260} />
          <Skeleton height={260} />
        </div>
      ) : products.length === 0 ? (
        <p className="empty-state">{MSG.wishlistEmpty}</p>
      ) : (
        <ul className="wishlist-grid" aria-label="Wishlist products">
          {products.map((p) => (
            <li key={p.product_id} className="wishlist-item">
              {/* The card carries the cart action (Add to Cart, or Choose options for a part that needs them). */}
              <ProductCard product={p} />
              <div className="wishlist-item__actions">
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => remove(p.product_id)}
                  busy={busy === p.product_id}
                  aria-label={`Remove ${p.name} from wishlist`}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
