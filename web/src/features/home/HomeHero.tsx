import { useFlags } from '../../app/flags-context';

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
      <section id="shop-by-vehicle" className="vehicle-panel" aria-labelledby="shop-by-vehicle-title" tabIndex={-1}>
        <h2 id="shop-by-vehicle-title" className="vehicle-panel__title">
          Shop by vehicle
        </h2>
        {/* Mounting point of the Year/Make/Model and Engine widget (fitment feature). */}
        <div id="vehicle-widget-slot" className="vehicle-panel__slot" role="group" aria-label="Vehicle selector">
          <span>Year</span>
          <span>Make</span>
          <span>Model</span>
          <span>Engine</span>
        </div>
      </section>
    </section>
  );
}
