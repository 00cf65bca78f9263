import { wishlistSchema } from '@parts/common/account';
import { MSG } from '@parts/common/messages';
import { useFlags } from '../../app/flags-context';
import { Button } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { PageHeading } from '../../ui/PageHeading';
import { Skeleton } from '../../ui/Skeleton';
import { useApi } from '../../ui/useApi';
import { ProductCard } from '../catalog/ProductCard';
import { useListRemoval } from './useListRemoval';
import './account.css';

export function WishlistPage() {
  const { flags } = useFlags();
  const { data, error, loading, reload } = useApi('/account/wishlist/getWishlist', wishlistSchema);
  const { removed, busy, remove } = useListRemoval('wishlist');
  const products = (data?.products ?? []).filter((p) => !removed.has(p.product_id));

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
      {error && !data ? (
        <ErrorState message={error} onRetry={reload} />
      ) : loading && !data ? (
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
