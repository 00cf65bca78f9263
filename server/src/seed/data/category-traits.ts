// What makes each demo category believable (issue 10, decision 0029): the brands that really sell it, what one part
// weighs (pounds, as shoppers read it), how many parts it has next to others (share), and its option sizes.
// Every category of categories.ts has an entry here; the generator tests check it.

export interface CategoryTraits {
  /** Brand names (as in brands.ts) that sell this kind of part. */
  brands: string[];
  /** Shipping weight of one part, in pounds: [lightest, heaviest]. */
  weightLb: [number, number];
  /** How many parts the category has compared with an ordinary one (1): wear parts many, fluids few. */
  share?: number;
  /** The values of a "Size" option, when the category has one. */
  sizes?: string[];
}

const BRAKE_FRICTION = ['Wagner', 'Akebono', 'Bosch', 'Raybestos', 'Power Stop', 'ACDelco', 'Motorcraft', 'Centric', 'Brembo'];
const BRAKE_HARD = ['Raybestos', 'Power Stop', 'ACDelco', 'Motorcraft', 'Centric', 'Brembo', 'Wagner', 'Bosch'];
const SHOCKS = ['Monroe', 'KYB', 'Bilstein', 'ACDelco', 'Motorcraft', 'Rough Country'];
const CHASSIS = ['Moog', 'ACDelco', 'Motorcraft', 'Dorman', 'Delphi', 'Mevotech'];
const OIL = ['Mobil 1', 'Castrol', 'Pennzoil', 'Valvoline', 'Motorcraft', 'ACDelco'];
const FILTERS = ['Fram', 'Wix', 'K&N', 'Purolator', 'Bosch', 'ACDelco', 'Motorcraft', 'Mann-Filter'];
const ROTATING = ['Bosch', 'Denso', 'ACDelco', 'Remy', 'Motorcraft', 'Cardone', 'Duralast'];
const BULBS = ['Sylvania', 'Philips', 'Hella'];
const HEADLAMPS = ['Hella', 'Dorman', 'Anzo', 'Spyder', 'Morimoto'];
const FLOOR = ['WeatherTech', 'Husky Liners', 'Covercraft', 'Lund'];
const BED = ['Extang', 'BAK Industries', 'Lund', 'Rough Country', 'Bestop'];
const TOW = ['Curt', 'Draw-Tite', 'B&W'];
const FUEL = ['Bosch', 'Delphi', 'Denso', 'Carter', 'Airtex', 'Spectra Premium', 'ACDelco'];
const HVAC = ['Four Seasons', 'Denso', 'Spectra Premium', 'Dorman', 'ACDelco', 'Motorcraft'];
const TOOLS = ['GearWrench', 'Craftsman', 'Tekton', 'Arcan'];
const INTAKE = ['K&N', 'aFe Power', 'Airaid', 'Holley', 'Edelbrock'];
const TUNERS = ['Superchips', 'Hypertech', 'Holley', 'Edelbrock'];
const LIFT = ['Rough Country', 'Bilstein', 'Eibach', 'Moog'];
const FLUID_SIZES = ['12 oz', '32 oz', '1 gal'];
const OIL_SIZES = ['1 qt', '5 qt', '1 gal'];

export const CATEGORY_TRAITS: Record<string, CategoryTraits> = {
  'Brake Pads': { brands: BRAKE_FRICTION, weightLb: [2, 6], share: 4 },
  'Brake Rotors': { brands: BRAKE_HARD, weightLb: [15, 30], share: 4 },
  'Brake Calipers': { brands: ['Cardone', 'Raybestos', 'ACDelco', 'Motorcraft', 'Power Stop', 'Brembo', 'Centric'], weightLb: [6, 14] },
  'Brake Lines': { brands: ['Raybestos', 'Dorman', 'Power Stop', 'Centric', 'ACDelco'], weightLb: [0.5, 2] },
  'Brake Drums': { brands: ['Raybestos', 'ACDelco', 'Motorcraft', 'Centric', 'Wagner'], weightLb: [12, 30] },
  'Brake Shoes': { brands: ['Wagner', 'Raybestos', 'ACDelco', 'Bosch', 'Centric'], weightLb: [2, 5] },
  'Brake Master Cylinders': { brands: ['Cardone', 'Raybestos', 'ACDelco', 'Motorcraft', 'Dorman'], weightLb: [3, 8] },
  'Brake Fluid': { brands: ['Prestone', 'Valvoline', 'Castrol', 'ATE', 'Motorcraft', 'ACDelco'], weightLb: [0.8, 1.2], share: 0.3, sizes: FLUID_SIZES },
  'Brake Kits': { brands: BRAKE_FRICTION, weightLb: [35, 65] },
  'Big Brake Kits': { brands: ['Brembo', 'Power Stop', 'Centric'], weightLb: [40, 80], share: 0.5 },

  Shocks: { brands: SHOCKS, weightLb: [4, 12], share: 3 },
  Struts: { brands: ['Monroe', 'KYB', 'Bilstein', 'ACDelco', 'Motorcraft'], weightLb: [12, 30], share: 2 },
  'Coil Springs': { brands: ['Moog', 'Eibach', 'Monroe', 'Rough Country'], weightLb: [10, 25] },
  'Control Arms': { brands: CHASSIS, weightLb: [5, 20] },
  'Ball Joints': { brands: CHASSIS, weightLb: [1, 4] },
  'Tie Rod Ends': { brands: CHASSIS, weightLb: [1, 3] },
  'Sway Bar Links': { brands: CHASSIS, weightLb: [0.5, 3] },
  'Wheel Bearings': { brands: ['Timken', 'SKF', 'Moog', 'ACDelco', 'Motorcraft'], weightLb: [2, 12] },
  'Power Steering Pumps': { brands: ['Cardone', 'ACDelco', 'Motorcraft', 'Dorman'], weightLb: [5, 12] },
  'Steering Racks': { brands: ['Cardone', 'ACDelco', 'Motorcraft', 'Dorman'], weightLb: [20, 45] },
  'Suspension Kits': { brands: ['Moog', 'Mevotech', 'Rough Country', 'Delphi'], weightLb: [15, 45] },

  Gaskets: { brands: ['Fel-Pro', 'Victor Reinz', 'Mr. Gasket', 'ACDelco', 'Motorcraft'], weightLb: [0.2, 3] },
  'Engine Mounts': { brands: ['Anchor', 'Dorman', 'ACDelco', 'Motorcraft', 'Westar'], weightLb: [2, 8] },
  'Timing Chains': { brands: ['Cloyes', 'Melling', 'ACDelco', 'Motorcraft', 'Edelbrock'], weightLb: [1, 5] },
  'Oil Pumps': { brands: ['Melling', 'ACDelco', 'Motorcraft', 'Edelbrock'], weightLb: [2, 7] },
  'Valve Covers': { brands: ['Dorman', 'Edelbrock', 'Holley', 'Mr. Gasket', 'ACDelco'], weightLb: [2, 8] },
  'Motor Oil': { brands: OIL, weightLb: [2, 10], share: 0.3, sizes: OIL_SIZES },
  'Oxygen Sensors': { brands: ['Bosch', 'Denso', 'NGK', 'ACDelco', 'Motorcraft', 'Standard Motor Products'], weightLb: [0.3, 0.8] },
  'Engine Rebuild Kits': { brands: ['Fel-Pro', 'Melling', 'Cloyes', 'Edelbrock'], weightLb: [10, 40], share: 0.5 },

  'Spark Plugs': { brands: ['NGK', 'Denso', 'Champion', 'Autolite', 'Bosch', 'ACDelco', 'Motorcraft'], weightLb: [0.1, 0.3], share: 3 },
  'Ignition Coils': { brands: ['Delphi', 'Denso', 'ACDelco', 'Motorcraft', 'Standard Motor Products', 'Bosch'], weightLb: [0.5, 2] },
  'Spark Plug Wires': { brands: ['NGK', 'ACDelco', 'Motorcraft', 'Standard Motor Products', 'Holley'], weightLb: [0.5, 2] },
  Distributors: { brands: ['Cardone', 'Holley', 'Standard Motor Products', 'ACDelco'], weightLb: [3, 7] },
  'Crankshaft Position Sensors': { brands: ['Standard Motor Products', 'Bosch', 'Denso', 'ACDelco', 'Motorcraft', 'Delphi'], weightLb: [0.1, 0.5] },
  'Ignition Tune-Up Kits': { brands: ['NGK', 'Denso', 'ACDelco', 'Motorcraft'], weightLb: [1, 4] },

  'Oil Filters': { brands: FILTERS, weightLb: [0.5, 1.5], share: 3 },
  'Air Filters': { brands: FILTERS, weightLb: [0.5, 2.5], share: 3 },
  'Cabin Air Filters': { brands: ['Fram', 'Wix', 'Purolator', 'Bosch', 'K&N', 'ACDelco', 'Motorcraft', 'Mann-Filter'], weightLb: [0.3, 1], share: 3 },
  'Fuel Filters': { brands: FILTERS, weightLb: [0.5, 2] },
  'Transmission Filters': { brands: ['Wix', 'Fram', 'ACDelco', 'Motorcraft', 'Purolator'], weightLb: [0.5, 3] },
  'Filter Kits': { brands: ['Fram', 'Wix', 'K&N', 'Purolator'], weightLb: [1.5, 5] },

  Mufflers: { brands: ['Walker', 'MagnaFlow', 'Borla', 'Flowmaster'], weightLb: [10, 30] },
  'Catalytic Converters': { brands: ['Walker', 'MagnaFlow', 'Bosal'], weightLb: [8, 25] },
  'Exhaust Manifolds': { brands: ['Dorman', 'Walker', 'ACDelco', 'Motorcraft'], weightLb: [10, 25] },
  Headers: { brands: ['Flowmaster', 'Edelbrock', 'Holley', 'aFe Power', 'Borla'], weightLb: [15, 35] },
  'Exhaust Tips': { brands: ['MagnaFlow', 'Borla', 'Flowmaster', 'Walker'], weightLb: [1, 4] },
  'Cat-Back Exhaust Systems': { brands: ['Borla', 'MagnaFlow', 'Flowmaster', 'aFe Power'], weightLb: [30, 60] },

  Alternators: { brands: ROTATING, weightLb: [12, 25], share: 3 },
  Starters: { brands: ROTATING, weightLb: [8, 18], share: 3 },
  Batteries: { brands: ['Interstate', 'Optima', 'DieHard', 'Duralast', 'ACDelco', 'Motorcraft', 'Bosch'], weightLb: [35, 55], share: 3 },
  'Wiring Harnesses': { brands: ['Dorman', 'Standard Motor Products', 'ACDelco', 'Motorcraft'], weightLb: [0.3, 3] },
  'Switches & Relays': { brands: ['Standard Motor Products', 'Dorman', 'Bosch', 'Hella', 'ACDelco'], weightLb: [0.1, 1] },
  'Battery Cables': { brands: ['Dorman', 'ACDelco', 'Standard Motor Products', 'Duralast'], weightLb: [0.5, 3], sizes: ['24 in.', '36 in.', '48 in.'] },

  Headlights: { brands: HEADLAMPS, weightLb: [4, 12], share: 3 },
  'Tail Lights': { brands: HEADLAMPS, weightLb: [2, 6], share: 2 },
  'Fog Lights': { brands: ['Hella', 'Sylvania', 'Rough Country', 'Anzo'], weightLb: [1, 4] },
  'LED Bulbs': { brands: BULBS, weightLb: [0.1, 0.5] },
  'Halogen Bulbs': { brands: BULBS, weightLb: [0.1, 0.3] },
  'Light Bars': { brands: ['Rough Country', 'Hella', 'Anzo'], weightLb: [2, 15], sizes: ['20 in.', '30 in.', '50 in.'] },

  Radiators: { brands: ['Spectra Premium', 'Mishimoto', 'ACDelco', 'Motorcraft', 'Four Seasons'], weightLb: [10, 25] },
  'Water Pumps': { brands: ['Gates', 'Airtex', 'ACDelco', 'Motorcraft', 'Cardone'], weightLb: [3, 10] },
  Thermostats: { brands: ['Stant', 'Gates', 'ACDelco', 'Motorcraft', 'Dorman'], weightLb: [0.2, 1.5] },
  'Radiator Hoses': { brands: ['Gates', 'Dayco', 'ACDelco', 'Motorcraft', 'Mishimoto'], weightLb: [0.5, 2] },
  'Cooling Fans': { brands: ['Four Seasons', 'Dorman', 'Spectra Premium', 'Mishimoto'], weightLb: [6, 18] },
  'Serpentine Belts': { brands: ['Gates', 'Dayco', 'ACDelco', 'Motorcraft', 'Continental'], weightLb: [0.3, 1.5], share: 2 },
  'Timing Belt Kits': { brands: ['Gates', 'Dayco', 'Continental', 'Aisin'], weightLb: [3, 10] },

  'CV Axles': { brands: ['GKN', 'Cardone', 'Dorman', 'ACDelco', 'Motorcraft'], weightLb: [12, 25] },
  'Clutch Kits': { brands: ['LuK', 'Exedy', 'Aisin', 'ACDelco'], weightLb: [15, 35] },
  Driveshafts: { brands: ['Dorman', 'Spicer', 'Cardone'], weightLb: [20, 45] },
  'U-Joints': { brands: ['Spicer', 'Moog', 'Dorman', 'ACDelco'], weightLb: [0.5, 2] },
  'Differential Gear Sets': { brands: ['Spicer', 'Motive Gear', 'Yukon Gear'], weightLb: [12, 30] },
  'Transmission Fluid': { brands: ['Valvoline', 'Castrol', 'Mobil 1', 'Pennzoil', 'Motorcraft', 'ACDelco'], weightLb: [2, 8], share: 0.3, sizes: OIL_SIZES },

  'Floor Mats': { brands: FLOOR, weightLb: [4, 15] },
  'Seat Covers': { brands: ['Covercraft', 'Rough Country', 'Husky Liners'], weightLb: [2, 8] },
  'Steering Wheel Covers': { brands: ['Covercraft', 'Lund'], weightLb: [0.3, 1], share: 0.3 },
  'Dash Covers': { brands: ['Covercraft', 'Lund'], weightLb: [1, 3] },
  'Cargo Liners': { brands: FLOOR, weightLb: [5, 15] },

  Mirrors: { brands: ['Dorman', 'Motorcraft', 'ACDelco', 'Lund'], weightLb: [3, 10] },
  'Door Handles': { brands: ['Dorman', 'Motorcraft', 'ACDelco'], weightLb: [0.3, 1.5] },
  'Wiper Blades': { brands: ['Bosch', 'Rain-X', 'Trico', 'ACDelco', 'Motorcraft', 'Michelin'], weightLb: [0.3, 1], share: 3 },
  'Tonneau Covers': { brands: BED, weightLb: [25, 70] },
  'Running Boards': { brands: ['AMP Research', 'Lund', 'Rough Country', 'Westin'], weightLb: [20, 50] },
  Bumpers: { brands: ['Rough Country', 'Westin', 'Dorman', 'Bestop'], weightLb: [40, 120] },
  Grilles: { brands: ['Dorman', 'Rough Country', 'Lund', 'Westin'], weightLb: [6, 20] },
  'Mud Flaps': { brands: ['WeatherTech', 'Husky Liners', 'Rough Country', 'Dorman'], weightLb: [2, 6] },
  'Car Covers': { brands: ['Covercraft', 'WeatherTech'], weightLb: [3, 10], sizes: ['Sedan', 'SUV', 'Truck'] },

  'Trailer Hitches': { brands: TOW, weightLb: [30, 70] },
  'Hitch Balls': { brands: TOW, weightLb: [2, 6], share: 0.3, sizes: ['1-7/8 in.', '2 in.', '2-5/16 in.'] },
  'Ball Mounts': { brands: TOW, weightLb: [8, 25], share: 0.5, sizes: ['2 in. Drop', '4 in. Drop', '6 in. Drop'] },
  'Trailer Wiring': { brands: ['Curt', 'Draw-Tite', 'Hopkins'], weightLb: [0.5, 2] },
  'Brake Controllers': { brands: ['Curt', 'Draw-Tite', 'Hopkins'], weightLb: [1, 3], share: 0.5 },
  'Towing Packages': { brands: TOW, weightLb: [40, 90] },

  'Fuel Pumps': { brands: FUEL, weightLb: [2, 8] },
  'Fuel Injectors': { brands: ['Bosch', 'Delphi', 'Denso', 'Standard Motor Products', 'ACDelco'], weightLb: [0.2, 0.6] },
  'Fuel Tanks': { brands: ['Spectra Premium', 'Dorman'], weightLb: [20, 50] },
  'Fuel Pressure Regulators': { brands: ['Standard Motor Products', 'Bosch', 'Holley', 'ACDelco'], weightLb: [0.3, 1] },
  'Gas Caps': { brands: ['Stant', 'Motorcraft', 'ACDelco', 'Dorman'], weightLb: [0.2, 0.5] },

  'Blower Motors': { brands: HVAC, weightLb: [3, 8] },
  'AC Compressors': { brands: ['Denso', 'Four Seasons', 'ACDelco', 'Motorcraft'], weightLb: [12, 25] },
  'AC Condensers': { brands: HVAC, weightLb: [6, 15] },
  'Heater Cores': { brands: ['Spectra Premium', 'Four Seasons', 'Dorman'], weightLb: [2, 6] },
  'Blower Motor Resistors': { brands: ['Dorman', 'Standard Motor Products', 'Four Seasons', 'ACDelco'], weightLb: [0.2, 0.5] },
  'AC Compressor Kits': { brands: ['Four Seasons', 'Denso'], weightLb: [25, 50] },

  'Socket Sets': { brands: TOOLS, weightLb: [3, 25], share: 0.5, sizes: ['1/4 in. Drive', '3/8 in. Drive', '1/2 in. Drive'] },
  Jacks: { brands: ['Arcan', 'Craftsman', 'Pittsburgh'], weightLb: [15, 80], share: 0.5, sizes: ['2 Ton', '3 Ton', '3.5 Ton'] },
  'Jack Stands': { brands: ['Arcan', 'Craftsman', 'Pittsburgh'], weightLb: [10, 35], share: 0.5, sizes: ['2 Ton', '3 Ton', '6 Ton'] },
  'Torque Wrenches': { brands: ['Tekton', 'GearWrench', 'Craftsman'], weightLb: [1.5, 6], share: 0.5, sizes: ['1/4 in. Drive', '3/8 in. Drive', '1/2 in. Drive'] },
  'OBD-II Scanners': { brands: ['Innova', 'Bosch', 'Autel'], weightLb: [0.5, 3], share: 0.5 },
  Creepers: { brands: ['Craftsman', 'Arcan', 'Pittsburgh'], weightLb: [10, 25], share: 0.3 },
  'Mechanic Tool Kits': { brands: TOOLS, weightLb: [15, 60], share: 0.5 },

  'Lug Nuts': { brands: ['Gorilla Automotive', 'McGard', 'Dorman'], weightLb: [1, 4] },
  'Wheel Spacers': { brands: ['Rough Country', 'Gorilla Automotive', 'McGard'], weightLb: [3, 10], sizes: ['1 in.', '1.25 in.', '1.5 in.'] },
  Wheels: { brands: ['Fuel Off-Road', 'Method Race Wheels', 'American Racing', 'Dorman'], weightLb: [20, 45] },
  'TPMS Sensors': { brands: ['Schrader', 'Dorman', 'ACDelco', 'Motorcraft'], weightLb: [0.1, 0.3] },
  'Tire Inflators': { brands: ['Viair', 'Craftsman'], weightLb: [2, 10], share: 0.3 },

  'Cold Air Intakes': { brands: INTAKE, weightLb: [6, 15] },
  'Performance Chips': { brands: TUNERS, weightLb: [0.5, 2] },
  'Throttle Bodies': { brands: ['Edelbrock', 'Holley', 'Dorman', 'ACDelco'], weightLb: [2, 6] },
  Superchargers: { brands: ['Edelbrock', 'Holley', 'Roush'], weightLb: [60, 110], share: 0.3 },
  'Lift Kits': { brands: LIFT, weightLb: [40, 150] },
  'Leveling Kits': { brands: LIFT, weightLb: [5, 20] },
  'Lowering Kits': { brands: ['Eibach', 'Bilstein', 'Moog'], weightLb: [20, 60] },
};
