import { Skeleton } from '../../ui/Skeleton';

/** The product page's shape while it loads, sized like the real thing so nothing jumps. */
export function ProductSkeleton() {
  return (
    <div className="product-page" aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading the product
      </p>
      <div className="product-page__main">
        <Skeleton className="product-page__media" height={320} />
        <div className="product-page__info">
          <Skeleton width="8rem" height="0.875rem" />
          <Skeleton width="80%" height="2.25rem" />
          <Skeleton width="10rem" height="1rem" />
          <Skeleton width="7rem" height="2rem" />
          <Skeleton width="12rem" height="1.75rem" />
          <Skeleton width="100%" height="3rem" />
        </div>
        <Skeleton className="product-page__aside" height={220} />
      </div>
    </div>
  );
}
