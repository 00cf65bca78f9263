import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { vehicleKey } from '@parts/common/fitment';
import { homeSchema } from '@parts/common/catalog';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFlags } from '../../app/flags-context';
import { ErrorState } from '../../ui/ErrorState';
import { apiQuery } from '../../ui/query/api-query';
import { queryErrorMessage } from '../../ui/query/errors';
import { ProductCard } from '../catalog/ProductCard';
import { BrandStrip } from './BrandStrip';
import { CategoryGrid } from './CategoryGrid';
import { HomePromos, HomeStory } from '../content/HomeContent';
import { HomeHero } from './HomeHero';
import { HomeSkeleton } from './HomeSkeleton';
import { HomeStats } from './HomeStats';
import './home.css';

/** The home page's catalogue modules. Card badges are judged against the session vehicle, so it is part of the key:
 * a new vehicle is a new query (no reload on a vehicle change). */
const homeQuery = (vehicle: string) => apiQuery(['home', vehicle], '/api/home', homeSchema);

export function HomePage() {
  const { flags } = useFlags();
  const { t } = useTranslation();
  const home = useQuery(homeQuery(vehicleKey(flags.vehicle)));
  const { data } = home;
  const loading = home.isPending;
  const error = queryErrorMessage(home.error);
  const reload = () => void home.refetch();

  return (
    <div className="home">
      <title>{flags.store.name}</title>
      {/* The hero and vehicle panel need no data, so they paint before /api/home answers. */}
      <HomeHero />
      <HomePromos />
      {loading && <HomeSkeleton />}
      {error && <ErrorState message={error} onRetry={reload} />}
      {data && !loading && (
        <>
          {data.categories.length > 0 && (
            <HomeSection
              id="home-categories"
              title={t('home.categories')}
              more={{ to: '/product/catalog', label: t('home.allCategories') }}
            >
              <CategoryGrid categories={data.categories} />
            </HomeSection>
          )}
          {data.featured.length > 0 && (
            <HomeSection id="home-featured" title={t('home.featured')}>
              <ul className="product-grid">
                {data.featured.map((p) => (
                  <li key={p.product_id}>
                    <ProductCard product={p} />
                  </li>
                ))}
              </ul>
            </HomeSection>
          )}
          {data.brands.length > 0 && (
            <HomeSection
              id="home-brands"
              title={t('home.brands')}
              more={{ to: '/product/manufacturer', label: t('home.allBrands') }}
            >
              <BrandStrip brands={data.brands} />
            </HomeSection>
          )}
          <HomeSection id="home-stats" title={t('home.stats')}>
            <HomeStats stats={data.stats} />
          </HomeSection>
        </>
      )}
      {/* Below the catalogue sections, so it appears once they have their height. */}
      {data && !loading && <HomeStory />}
    </div>
  );
}

function HomeSection({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className="home-section" aria-labelledby={`${id}-title`}>
      <div className="home-section__title">
        <h2 id={`${id}-title`}>{title}</h2>
        {more && <Link to={more.to}>{more.label}</Link>}
      </div>
      {children}
    </section>
  );
}
