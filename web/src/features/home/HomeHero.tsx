import { useTranslation } from 'react-i18next';
import { useFlags } from '../../app/flags-context';
import { VehicleWidget } from '../fitment/VehicleWidget';

/** Vehicle first (SCREENS.md): picking a vehicle is the first thing the home page offers. */
export function HomeHero() {
  const { flags } = useFlags();
  const { t } = useTranslation();
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="home-hero__copy">
        <p className="home-hero__eyebrow">{flags.store.name}</p>
        <h1 id="home-hero-title">{t('home.heroTitle')}</h1>
        <p>{t('home.heroText')}</p>
      </div>
      {flags.fitment.ymm_enabled && (
        <section id="shop-by-vehicle" className="vehicle-panel" aria-labelledby="shop-by-vehicle-title" tabIndex={-1}>
          <VehicleWidget headingId="shop-by-vehicle-title" />
        </section>
      )}
    </section>
  );
}
