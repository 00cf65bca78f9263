import { PageHeading } from '../../ui/PageHeading';

export function WishlistPage() {
  return <PageHeading title="My Wishlist" description="Parts you saved for later, with their price, stock and a quick add to cart." />;
}
