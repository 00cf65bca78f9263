import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BREAKPOINTS } from '@parts/common/constants';
import type { BannerModule } from '@parts/common/content';
import { AppLink } from '../../ui/AppLink';

const ratio = (r: string) => r.replace(':', ' / ');

/**
 * A banner module as a carousel: slides turn every banner_speed ms (paused while hovered or focused, and by the
 * pause button), the mobile image under 768px through <picture>, the box sized by the ratio (or the fixed height)
 * so nothing shifts while images load.
 */
export function BannerCarousel({ module: m }: { module: BannerModule }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const count = m.banners.length;
  useEffect(() => {
    if (count < 2 || paused || held) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), m.banner_speed);
    return () => window.clearTimeout(timer);
  }, [index, count, paused, held, m.banner_speed]);
  if (count === 0) return null;
  const go = (i: number) => setIndex((i + count) % count);
  const style = {
    '--banner-ratio': ratio(m.banner_ratio),
    '--banner-mobile-ratio': ratio(m.banner_mobile_ratio),
    ...(m.banner_height > 0 ? { '--banner-height': `${m.banner_height}px` } : {}),
  } as React.CSSProperties;

  return (
    <section
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label={t('content.banners')}
      style={style}
      data-speed={m.banner_speed}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="banner-carousel__viewport">
        {m.banners.map((b, i) => (
          <div
            key={b.image}
            className="banner-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${count}: ${b.title}`}
            hidden={i !== index}
            data-active={i === index || undefined}
          >
            <picture>
              <source media={`(max-width: ${BREAKPOINTS.mobileNav - 0.02}px)`} srcSet={b.mobile_image} />
              <img
                className="banner-slide__image"
                src={b.image}
                alt=""
                width={1920}
                height={560}
                loading={i === 0 ? 'eager' : 'lazy'}
              />
            </picture>
            {b.show_banner_title && (
              <div className="banner-slide__copy">
                <h2 className="banner-slide__title">{b.title}</h2>
                <p className="banner-slide__subtitle">{b.subtitle}</p>
                {b.link && (
                  <AppLink
                    className="btn btn--primary banner-slide__link"
                    to={b.link}
                    {...(b.open_in_new_tab ? { target: '_blank', rel: 'noopener' } : {})}
                  >
                    {b.link_text || b.title}
                  </AppLink>
                )}
              </div>
            )}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="banner-carousel__controls">
          <button
            type="button"
            className="banner-carousel__arrow"
            aria-label={t('content.previous')}
            onClick={() => go(index - 1)}
          >
            ‹
          </button>
          <ol className="banner-carousel__dots">
            {m.banners.map((b, i) => (
              <li key={b.image}>
                <button
                  type="button"
                  className="banner-carousel__dot"
                  aria-label={t('content.goTo', { n: i + 1 })}
                  aria-current={i === index || undefined}
                  onClick={() => go(i)}
                />
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="banner-carousel__arrow"
            aria-label={t('content.next')}
            onClick={() => go(index + 1)}
          >
            ›
          </button>
          <button
            type="button"
            className="banner-carousel__pause"
            aria-label={paused ? t('content.play') : t('content.pause')}
            aria-pressed={paused}
            onClick={() => setPaused((p) => !p)}
          >
            {paused ? '▶' : '❚❚'}
          </button>
        </div>
      )}
    </section>
  );
}
