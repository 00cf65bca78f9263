import type { ReactNode } from 'react';
import { Skeleton } from '../../ui/Skeleton';

const CATEGORY_TILES = 8;
const PRODUCT_CARDS = 8;

/** The shapes of the sections to come, sized like them so the page does not jump when the data lands. */
export function HomeSkeleton() {
  return (
    <div aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading categories and featured parts
      </p>
      <HomeSection title={<Skeleton width="12rem" height="1.5rem" />}>
        <ul className="category-grid">
          {Array.from({ length: CATEGORY_TILES }, (_, i) => (
            <li key={i} className="category-tile category-tile--skeleton">
              <Skeleton width={96} height={96} />
              <Skeleton width="70%" height="1rem" />
            </li>
          ))}
        </ul>
      </HomeSection>
      <HomeSection title={<Skeleton width="14rem" height="1.5rem" />}>
        <ul className="product-grid">
          {Array.from({ length: PRODUCT_CARDS }, (_, i) => (
            <li key={i} className="product-card product-card--skeleton">
              <Skeleton className="product-card__media" height={160} />
              <Skeleton width="40%" height="0.875rem" />
              <Skeleton width="60%" height="0.875rem" />
              <Skeleton width="90%" height="2.5rem" />
              <Skeleton width="50%" height="1.75rem" />
            </li>
          ))}
        </ul>
      </HomeSection>
    </div>
  );
}

function HomeSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="home-section">
      <div className="home-section__title">{title}</div>
      {children}
    </section>
  );
}
