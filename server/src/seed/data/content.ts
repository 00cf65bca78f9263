// Words for the demo store's content: blog posts, banners, alert bars and countdowns of a Texas parts store.

export interface BlogSeed {
  title: string;
  category: string;
  /** What the post is about, in a sentence; the body is written from it. */
  lead: string;
  tips: string[];
}

export const BLOG_POSTS: BlogSeed[] = [
  { title: 'How to Tell When Your Brake Pads Are Worn', category: 'Brakes', lead: 'Squeals, a soft pedal and a pulsing stop are your brakes asking for attention.', tips: ['Listen for the wear indicator: a high squeal that stops when you press the pedal.', 'Look through the wheel spokes: less than 3 mm of friction material means it is time.', 'A pulsing pedal points at warped rotors; replace or resurface them with the pads.'] },
  { title: 'Ceramic vs. Semi-Metallic Brake Pads', category: 'Brakes', lead: 'Both stop your truck; they differ in dust, noise, heat and price.', tips: ['Ceramic pads run quiet and clean, and suit daily drivers.', 'Semi-metallic pads take more heat: pick them for towing and hard use.', 'Match the pad to the rotor and bed them in with ten moderate stops.'] },
  { title: 'Choosing the Right Motor Oil for Texas Heat', category: 'Maintenance', lead: 'Summer in Central Texas is hard on oil; the right grade keeps bearings alive.', tips: ['Use the viscosity in your owner’s manual; 5W-30 and 0W-20 cover most late models.', 'Full synthetic resists breakdown above 100 °F and on long idles.', 'Check the level every other fill-up: hot engines burn more.'] },
  { title: 'Five Signs Your Battery Is About to Quit', category: 'Electrical', lead: 'Batteries rarely die without a warning; heat shortens their life more than cold.', tips: ['A slow crank on a warm morning.', 'A swollen case or white crust on the terminals.', 'A battery older than three summers: bring it in for a free load test.'] },
  { title: 'Spark Plug Gapping Made Simple', category: 'How-To', lead: 'A correct gap gives a clean burn, easy starts and the mileage you paid for.', tips: ['Find the gap on the emissions label under the hood.', 'Use a wire gauge, not a coin gauge, for iridium and platinum tips.', 'Torque to spec: too tight cracks the insulator, too loose leaks compression.'] },
  { title: 'Picking a Hitch for Your First Trailer', category: 'Towing', lead: 'Class, tongue weight and wiring decide which hitch is right.', tips: ['Class III covers most half-ton trucks and SUVs up to 8,000 lb.', 'Tongue weight should be 10–15% of the loaded trailer.', 'Add a 7-way connector if the trailer has electric brakes.'] },
  { title: 'When to Replace Shocks and Struts', category: 'Suspension', lead: 'Worn dampers lengthen stopping distance and wear tires unevenly.', tips: ['Do the bounce test: more than one rebound means the damper is done.', 'Look for oil on the shock body.', 'Replace in pairs and get an alignment afterwards.'] },
  { title: 'Cabin Air Filters: The Five-Minute Job', category: 'How-To', lead: 'Most cabin filters sit behind the glove box and need no tools.', tips: ['Empty the glove box and unhook its stops.', 'Note the airflow arrow before you pull the old filter.', 'Choose a carbon filter if you drive behind trucks on I-35.'] },
  { title: 'Keeping Your Cooling System Ready for Summer', category: 'Maintenance', lead: 'Overheating is the most common roadside call in Texas summers.', tips: ['Check coolant at the reservoir with the engine cold.', 'Squeeze the upper hose: soft or cracked means replace.', 'A stuck thermostat costs little and saves a head gasket.'] },
  { title: 'LED Headlight Upgrades: What to Know', category: 'Lighting', lead: 'LED bulbs light farther and last longer, if the housing is right for them.', tips: ['Projector housings control glare best with LED bulbs.', 'Check whether your truck needs a CANbus decoder.', 'Aim the beams after the swap; a wall test takes ten minutes.'] },
  { title: 'Reading a Check Engine Code', category: 'How-To', lead: 'A P-code tells you where to start looking, not which part to buy.', tips: ['We read codes for free at every store.', 'P0420 is often an O2 sensor, not the converter.', 'Clear the code only after the fix, then drive a full cycle.'] },
  { title: 'Serpentine Belt Replacement Step by Step', category: 'How-To', lead: 'A chirping belt is cheap to fix before it leaves you without power steering.', tips: ['Photograph the routing before you remove the old belt.', 'Use a long breaker bar on the tensioner.', 'Check the idler pulleys for play while the belt is off.'] },
  { title: 'Tire Pressure and Fuel Economy', category: 'Maintenance', lead: 'Every 1 psi under spec costs fuel and tread.', tips: ['Use the door-jamb placard, not the number on the tire.', 'Check cold, before you drive.', 'Pressure drops about 1 psi for every 10 °F.'] },
  { title: 'Lift Kits and Leveling Kits Compared', category: 'Suspension', lead: 'A leveling kit raises the nose; a lift kit raises the whole truck.', tips: ['Leveling kits fit bigger tires for little money.', 'Lift kits need longer brake lines and sometimes a driveshaft.', 'Plan for an alignment and a headlight re-aim.'] },
  { title: 'Winter Prep for Hill Country Drivers', category: 'Maintenance', lead: 'Freezes are rare here, which is why they catch drivers unready.', tips: ['Test the battery before the first cold front.', 'Top up washer fluid rated below freezing.', 'Carry a blanket and a charged jump pack.'] },
  { title: 'Our New Round Rock Store Is Open', category: 'Store News', lead: 'Our third store opened on Palm Valley Blvd with the same parts counter and more bays.', tips: ['Free battery testing and code reading.', 'Same-day pickup for orders placed by 2 pm.', 'Installer accounts welcome: ask at the counter.'] },
  { title: 'Fleet Accounts: How Pricing Works', category: 'Store News', lead: 'Fleet customers get their own price on every part, shown as soon as they log in.', tips: ['Quantity tiers stack with fleet pricing where marked.', 'Invoices are kept in your account for seven years.', 'Ask any store to set up a fleet account.'] },
  { title: 'Replacing a Wheel Bearing Hub Assembly', category: 'How-To', lead: 'A growl that changes with steering usually means a bearing.', tips: ['Lift and spin the wheel: roughness or play confirms it.', 'Hub assemblies bolt on; pressed bearings need a press.', 'Torque the axle nut to spec with the wheel on the ground.'] },
  { title: 'Fuel Pump Failure: Symptoms and Fixes', category: 'Fuel System', lead: 'Hard starts and stalls when hot often trace back to the pump.', tips: ['Listen for the two-second hum at key-on.', 'Check the fuse and relay before the pump.', 'Replace the strainer and filter with the pump.'] },
  { title: 'Wiper Blades: Beam or Conventional?', category: 'Maintenance', lead: 'Texas sun cooks rubber; most blades last six months here.', tips: ['Beam blades hold the glass better at highway speed.', 'Measure both sides; they are often different lengths.', 'Wipe the glass with washer fluid before the first use.'] },
  { title: 'Brake Fluid: Why It Needs Changing', category: 'Brakes', lead: 'Brake fluid takes on water and boils sooner as it ages.', tips: ['Change DOT 3 and DOT 4 every two to three years.', 'Never mix DOT 5 silicone with glycol fluids.', 'Bleed from the wheel farthest from the master cylinder.'] },
  { title: 'Exhaust Leaks: Find Them Before They Find You', category: 'Exhaust', lead: 'An exhaust leak is loud, wastes fuel and can bring fumes into the cabin.', tips: ['Ticking at cold start often means a manifold gasket.', 'Look for black soot around joints.', 'Use new hardware: old studs snap.'] },
  { title: 'Alternator or Battery? How to Tell', category: 'Electrical', lead: 'Both leave you stranded; a voltmeter tells them apart.', tips: ['Engine off: 12.6 V means a charged battery.', 'Engine running: 13.8–14.7 V means the alternator charges.', 'Dim lights at idle point at the alternator.'] },
  { title: 'Holiday Hours at All Three Stores', category: 'Store News', lead: 'Our stores keep short hours on Thanksgiving and Christmas Day.', tips: ['Thanksgiving: 9 am to 2 pm.', 'Christmas Eve: close at 4 pm; Christmas Day: closed.', 'Online orders are taken every day for pickup the next.'] },
];

export const BLOG_TEXT_COLOR = '#1f2a44';

export interface BannerSeed {
  title: string;
  subtitle: string;
  link: string;
  linkText: string;
  newTab: boolean;
  colors: [string, string];
}

export const BANNERS: BannerSeed[] = [
  { title: 'Brake Season Savings', subtitle: 'Pads, rotors and calipers that fit your truck, ready for pickup today.', link: '/product/special', linkText: 'Shop specials', newTab: false, colors: ['#7f1d1d', '#b91c1c'] },
  { title: 'Tow With Confidence', subtitle: 'Hitches, wiring and brake controllers from the brands installers trust.', link: '/product/catalog', linkText: 'Shop towing', newTab: false, colors: ['#0c4a6e', '#0369a1'] },
  { title: 'Free Battery Testing', subtitle: 'Stop by any of our three stores: results in five minutes.', link: '/module/dealer_locator', linkText: 'Find a store', newTab: true, colors: ['#14532d', '#15803d'] },
];

export const ALERTS = [
  { alertId: 'alert-free-pickup', message: 'Free same-day store pickup on orders placed by 2 pm.', link: '/module/dealer_locator', linkText: 'Find your store', tone: 'promo' as const, days: 7 },
  { alertId: 'alert-holiday-hours', message: 'Thanksgiving hours: all stores open 9 am to 2 pm.', link: null, linkText: null, tone: 'info' as const, days: 3 },
];

/** Sunday 23:59:59 in Austin (CST); the sale repeats weekly, so the demo clock never runs out. */
export const COUNTDOWN = { title: 'Weekly deals end in', endsAt: new Date('2026-11-30T05:59:59Z'), repeatDays: 7, link: '/product/special', linkText: 'See the deals' };

export const CURRENCIES = [
  { code: 'USD', title: 'US Dollar', symbol: '$', rateMicros: 1_000_000, isDefault: true },
  { code: 'EUR', title: 'Euro', symbol: '€', rateMicros: 920_000 },
  { code: 'CAD', title: 'Canadian Dollar', symbol: 'CA$', rateMicros: 1_390_000 },
  { code: 'MXN', title: 'Mexican Peso', symbol: 'MX$', rateMicros: 18_200_000 },
];
