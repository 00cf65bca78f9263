import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useFlags } from '../../app/flags-context';
import { ErrorState } from '../../ui/ErrorState';
import { queryErrorMessage } from '../../ui/query/errors';
import { BannerCarousel } from './BannerCarousel';
import { BlogCards } from './BlogCards';
import { homeContentQuery } from './content-queries';
import { Countdown } from './Countdown';
import { ImageGrid } from './ImageGrid';
import { ReadMore } from './ReadMore';
import './content.css';

/** The home page's banner carousels and countdowns (top), from the database; a box holds their place while loading. */
export function HomePromos() {
  const { data, error, isPending, refetch } = useQuery(homeContentQuery());
  if (isPending) return <div className="banner-carousel banner-carousel--placeholder" aria-hidden="true" />;
  if (error) return <ErrorState message={queryErrorMessage(error) ?? ''} onRetry={() => void refetch()} />;
  return (
    <>
      {data.banners.map((m) => (
        <BannerCarousel key={m.module_id} module={m} />
      ))}
      {data.countdowns.map((c) => (
        <Countdown key={c.countdown_id} countdown={c} />
      ))}
      {data.grids.map((g) => (
        <ImageGrid key={g.grid_id} grid={g} />
      ))}
    </>
  );
}

/** The blog teaser and the store's about text, at the foot of the home page. */
export function HomeStory() {
  const { t } = useTranslation();
  const { flags } = useFlags();
  return (
    <>
      <section className="home-section" aria-labelledby="home-blog-title">
        <div className="home-section__title">
          <h2 id="home-blog-title">{t('home.blog')}</h2>
          <Link to="/blog">{t('home.allPosts')}</Link>
        </div>
        <BlogCards max={3} />
      </section>
      <section className="home-section home-about" aria-labelledby="home-about-title">
        <h2 id="home-about-title">{t('home.aboutTitle', { store: flags.store.name })}</h2>
        <ReadMore text={t('home.about')} />
      </section>
    </>
  );
}
