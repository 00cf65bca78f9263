import { useFlags } from '../../app/flags-context';
import { VehicleWidget } from '../fitment/VehicleWidget';

/** Vehicle first (SCREENS.md): picking a vehicle is the first thing the home page offers. */
export function HomeHero() {
  const { flags } = useFlags();
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="home-hero__copy">
        <p className="home-hero__eyebrow">{flags.store.name}</p>
        <h1 id="home-hero-title">The right part for your vehicle</h1>
        <p>Choose your vehicle to see only the parts that fit, or search by part number, brand or keyword.</p>
      </div>
      {flags.fitment.ymm_enabled && (
        <section id="shop-by-vehicle" className="vehicle-panel" aria-labelledby="shop-by-vehicle-title" tabIndex={-1}>
          <VehicleWidget headingId="shop-by-vehicle-title" />
        </section>
      )}
    </section>
  );
}
