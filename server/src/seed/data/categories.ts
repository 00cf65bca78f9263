// Static part-category catalogue used by the deterministic demo-catalogue generator.
export interface CategorySeed {
  name: string;
  group: string;
  priceCents: [number, number];
  positions?: string[];
  universal?: number;
  options?: 'color' | 'size' | 'finish' | 'none';
  kitOf?: string[];
  series: string[];
  /** Grades a part's name states after its type (motor oil's SAE viscosity: "Castrol Full Synthetic Motor Oil 5W-30"). */
  grades?: string[];
}

export const GROUPS: string[] = [
  'Brakes',
  'Suspension & Steering',
  'Engine',
  'Ignition',
  'Filters',
  'Exhaust',
  'Electrical',
  'Lighting',
  'Cooling',
  'Drivetrain',
  'Interior',
  'Exterior',
  'Towing',
  'Fuel System',
  'HVAC',
  'Tools & Garage',
  'Wheels & Tires',
  'Performance',
];

export const CATEGORIES: CategorySeed[] = [
  { name: 'Brake Pads', group: 'Brakes', priceCents: [2499, 12999], positions: ['Front', 'Rear'], universal: 0, options: 'none', series: ['Ceramic', 'Semi-Metallic', 'Performance', 'Severe Duty'] },
  { name: 'Brake Rotors', group: 'Brakes', priceCents: [3499, 24999], positions: ['Front', 'Rear'], universal: 0, options: 'finish', series: ['Standard', 'Drilled & Slotted', 'Coated', 'Heavy Duty'] },
  { name: 'Brake Calipers', group: 'Brakes', priceCents: [3999, 29999], positions: ['Front Left', 'Front Right', 'Rear Left', 'Rear Right'], universal: 0, options: 'color', series: ['Remanufactured', 'New', 'Performance'] },
  { name: 'Brake Lines', group: 'Brakes', priceCents: [1499, 14999], positions: ['Front', 'Rear'], universal: 0, options: 'none', series: ['Stainless Braided', 'OE Replacement', 'Nickel-Copper'] },
  { name: 'Brake Drums', group: 'Brakes', priceCents: [3499, 15999], positions: ['Rear'], universal: 0, options: 'none', series: ['Standard', 'Heavy Duty'] },
  { name: 'Brake Shoes', group: 'Brakes', priceCents: [1999, 7999], positions: ['Rear'], universal: 0, options: 'none', series: ['Organic', 'Semi-Metallic', 'Bonded'] },
  { name: 'Brake Master Cylinders', group: 'Brakes', priceCents: [4999, 24999], universal: 0, options: 'none', series: ['New', 'Remanufactured'] },
  { name: 'Brake Fluid', group: 'Brakes', priceCents: [699, 3499], universal: 1, options: 'size', series: ['DOT 3', 'DOT 4', 'DOT 5.1', 'Racing'] },
  { name: 'Brake Kits', group: 'Brakes', priceCents: [12999, 89999], positions: ['Front', 'Rear'], universal: 0, options: 'none', kitOf: ['Brake Pads', 'Brake Rotors'], series: ['Daily Driver', 'Performance', 'Truck & Tow'] },
  { name: 'Big Brake Kits', group: 'Brakes', priceCents: [89999, 399999], positions: ['Front', 'Rear'], universal: 0, options: 'color', kitOf: ['Brake Calipers', 'Brake Rotors', 'Brake Pads', 'Brake Lines'], series: ['4-Piston', '6-Piston', 'Track'] },

  { name: 'Shocks', group: 'Suspension & Steering', priceCents: [2999, 24999], positions: ['Front', 'Rear'], universal: 0, options: 'none', series: ['OE Replacement', 'Gas-Charged', 'Monotube', 'Adjustable'] },
  { name: 'Struts', group: 'Suspension & Steering', priceCents: [3999, 29999], positions: ['Front Left', 'Front Right', 'Rear Left', 'Rear Right'], universal: 0, options: 'none', series: ['Quick-Strut', 'Bare Strut', 'Sport'] },
  { name: 'Coil Springs', group: 'Suspension & Steering', priceCents: [3999, 19999], positions: ['Front', 'Rear'], universal: 0, options: 'none', series: ['OE Replacement', 'Lowering', 'Heavy Duty'] },
  { name: 'Control Arms', group: 'Suspension & Steering', priceCents: [2999, 34999], positions: ['Front Upper', 'Front Lower', 'Rear Upper', 'Rear Lower'], universal: 0, options: 'none', series: ['OE Replacement', 'Problem Solver', 'Tubular'] },
  { name: 'Ball Joints', group: 'Suspension & Steering', priceCents: [1499, 8999], positions: ['Front Upper', 'Front Lower'], universal: 0, options: 'none', series: ['Greasable', 'Sealed', 'Heavy Duty'] },
  { name: 'Tie Rod Ends', group: 'Suspension & Steering', priceCents: [1299, 6999], positions: ['Inner', 'Outer'], universal: 0, options: 'none', series: ['OE Replacement', 'Greasable', 'Heavy Duty'] },
  { name: 'Sway Bar Links', group: 'Suspension & Steering', priceCents: [999, 5999], positions: ['Front', 'Rear'], universal: 0, options: 'none', series: ['OE Replacement', 'Adjustable', 'Heavy Duty'] },
  { name: 'Wheel Bearings', group: 'Suspension & Steering', priceCents: [1999, 19999], positions: ['Front', 'Rear'], universal: 0, options: 'none', series: ['Hub Assembly', 'Bearing Only', 'Heavy Duty'] },
  { name: 'Power Steering Pumps', group: 'Suspension & Steering', priceCents: [4999, 29999], universal: 0, options: 'none', series: ['New', 'Remanufactured'] },
  { name: 'Steering Racks', group: 'Suspension & Steering', priceCents: [9999, 59999], universal: 0, options: 'none', series: ['New', 'Remanufactured'] },
  { name: 'Suspension Kits', group: 'Suspension & Steering', priceCents: [14999, 129999], positions: ['Front', 'Rear'], universal: 0, options: 'none', kitOf: ['Control Arms', 'Ball Joints', 'Tie Rod Ends', 'Sway Bar Links'], series: ['Complete Front End', 'Steering & Suspension', 'Heavy Duty'] },

  { name: 'Gaskets', group: 'Engine', priceCents: [499, 14999], universal: 0.1, options: 'none', series: ['Head Gasket', 'Valve Cover', 'Intake Manifold', 'Oil Pan'] },
  { name: 'Engine Mounts', group: 'Engine', priceCents: [1999, 12999], positions: ['Front', 'Rear', 'Left', 'Right'], universal: 0, options: 'none', series: ['OE Replacement', 'Hydraulic', 'Performance'] },
  { name: 'Timing Chains', group: 'Engine', priceCents: [2999, 29999], universal: 0, options: 'none', series: ['Single Row', 'Double Roller'] },
  { name: 'Oil Pumps', group: 'Engine', priceCents: [2999, 19999], universal: 0, options: 'none', series: ['Standard Volume', 'High Volume'] },
  { name: 'Valve Covers', group: 'Engine', priceCents: [3999, 34999], universal: 0, options: 'finish', series: ['OE Replacement', 'Cast Aluminum', 'Fabricated'] },
  { name: 'Motor Oil', group: 'Engine', priceCents: [799, 5999], universal: 1, options: 'size', series: ['Conventional', 'Synthetic Blend', 'Full Synthetic', 'High Mileage'], grades: ['0W-20', '5W-20', '5W-30', '10W-30', '10W-40', '15W-40'] },
  { name: 'Oxygen Sensors', group: 'Engine', priceCents: [2499, 14999], positions: ['Upstream', 'Downstream'], universal: 0.15, options: 'none', series: ['Direct Fit', 'Universal', 'Air/Fuel Ratio'] },
  { name: 'Engine Rebuild Kits', group: 'Engine', priceCents: [19999, 149999], universal: 0, options: 'none', kitOf: ['Gaskets', 'Timing Chains', 'Oil Pumps'], series: ['Master', 'Re-Ring', 'Performance'] },

  { name: 'Spark Plugs', group: 'Ignition', priceCents: [299, 2499], universal: 0, options: 'none', series: ['Copper', 'Platinum', 'Iridium', 'Double Platinum'] },
  { name: 'Ignition Coils', group: 'Ignition', priceCents: [2499, 12999], universal: 0, options: 'none', series: ['OE Replacement', 'High Output', 'Coil Pack'] },
  { name: 'Spark Plug Wires', group: 'Ignition', priceCents: [2499, 14999], universal: 0, options: 'color', series: ['OE Replacement', '8mm Performance', 'Spiral Core'] },
  { name: 'Distributors', group: 'Ignition', priceCents: [4999, 39999], universal: 0, options: 'none', series: ['Remanufactured', 'Ready-to-Run', 'HEI'] },
  { name: 'Crankshaft Position Sensors', group: 'Ignition', priceCents: [1499, 8999], universal: 0, options: 'none', series: ['OE Replacement', 'Intermotor'] },
  { name: 'Ignition Tune-Up Kits', group: 'Ignition', priceCents: [4999, 24999], universal: 0, options: 'none', kitOf: ['Spark Plugs', 'Ignition Coils', 'Spark Plug Wires'], series: ['Standard', 'Premium'] },

  { name: 'Oil Filters', group: 'Filters', priceCents: [399, 2499], universal: 0, options: 'none', series: ['Standard', 'Extended Life', 'Synthetic', 'High Mileage'] },
  { name: 'Air Filters', group: 'Filters', priceCents: [999, 7999], universal: 0, options: 'none', series: ['Standard', 'Extra Guard', 'Washable', 'Heavy Duty'] },
  { name: 'Cabin Air Filters', group: 'Filters', priceCents: [999, 3999], universal: 0, options: 'none', series: ['Particulate', 'Activated Carbon', 'Fresh Breeze'] },
  { name: 'Fuel Filters', group: 'Filters', priceCents: [799, 5999], universal: 0.1, options: 'none', series: ['In-Line', 'Cartridge', 'Water Separator'] },
  { name: 'Transmission Filters', group: 'Filters', priceCents: [999, 4999], universal: 0, options: 'none', series: ['Filter Only', 'Filter & Gasket'] },
  { name: 'Filter Kits', group: 'Filters', priceCents: [2499, 8999], universal: 0, options: 'none', kitOf: ['Oil Filters', 'Air Filters', 'Cabin Air Filters'], series: ['Service Kit', 'Complete Maintenance'] },

  { name: 'Mufflers', group: 'Exhaust', priceCents: [3999, 29999], universal: 0.5, options: 'finish', series: ['OE Replacement', 'Chambered', 'Straight-Through', 'Turbo'] },
  { name: 'Catalytic Converters', group: 'Exhaust', priceCents: [14999, 129999], positions: ['Front', 'Rear', 'Left', 'Right'], universal: 0.2, options: 'none', series: ['Direct Fit', 'CARB Compliant', 'EPA Compliant', 'Universal'] },
  { name: 'Exhaust Manifolds', group: 'Exhaust', priceCents: [7999, 39999], positions: ['Left', 'Right'], universal: 0, options: 'none', series: ['Cast Iron', 'Stainless'] },
  { name: 'Headers', group: 'Exhaust', priceCents: [19999, 129999], universal: 0, options: 'finish', series: ['Shorty', 'Long Tube', 'Mid-Length'] },
  { name: 'Exhaust Tips', group: 'Exhaust', priceCents: [1999, 14999], universal: 0.9, options: 'finish', series: ['Polished', 'Black Chrome', 'Burnt Titanium'] },
  { name: 'Cat-Back Exhaust Systems', group: 'Exhaust', priceCents: [39999, 249999], universal: 0, options: 'finish', kitOf: ['Mufflers', 'Exhaust Tips'], series: ['Touring', 'Sport', 'Race', 'S-Type'] },

  { name: 'Alternators', group: 'Electrical', priceCents: [12999, 49999], universal: 0, options: 'none', series: ['New', 'Remanufactured', 'High Output'] },
  { name: 'Starters', group: 'Electrical', priceCents: [9999, 39999], universal: 0, options: 'none', series: ['New', 'Remanufactured', 'Gear Reduction'] },
  { name: 'Batteries', group: 'Electrical', priceCents: [9999, 34999], universal: 0, options: 'none', series: ['Standard Flooded', 'AGM', 'Deep Cycle', 'Marine'] },
  { name: 'Wiring Harnesses', group: 'Electrical', priceCents: [999, 19999], universal: 0.3, options: 'none', series: ['Repair Pigtail', 'Plug & Play', 'Custom Fit'] },
  { name: 'Switches & Relays', group: 'Electrical', priceCents: [499, 7999], universal: 0.25, options: 'none', series: ['OE Replacement', 'Heavy Duty'] },
  { name: 'Battery Cables', group: 'Electrical', priceCents: [999, 5999], universal: 0.6, options: 'size', series: ['Top Post', 'Side Post', 'Marine'] },

  { name: 'Headlights', group: 'Lighting', priceCents: [4999, 89999], positions: ['Left', 'Right'], universal: 0, options: 'finish', series: ['OE Replacement', 'Projector', 'LED', 'Halo'] },
  { name: 'Tail Lights', group: 'Lighting', priceCents: [3999, 59999], positions: ['Left', 'Right'], universal: 0, options: 'finish', series: ['OE Replacement', 'LED', 'Smoked'] },
  { name: 'Fog Lights', group: 'Lighting', priceCents: [2999, 29999], positions: ['Left', 'Right'], universal: 0.4, options: 'finish', series: ['Halogen', 'LED', 'Selective Yellow'] },
  { name: 'LED Bulbs', group: 'Lighting', priceCents: [999, 12999], universal: 0.8, options: 'color', series: ['Headlight Conversion', 'Interior', 'Signal', 'Fog'] },
  { name: 'Halogen Bulbs', group: 'Lighting', priceCents: [699, 5999], universal: 0.8, options: 'none', series: ['Basic', 'XtraVision', 'SilverStar', 'Night Breaker'] },
  { name: 'Light Bars', group: 'Lighting', priceCents: [4999, 99999], universal: 0.9, options: 'size', series: ['Single Row', 'Dual Row', 'Curved'] },

  { name: 'Radiators', group: 'Cooling', priceCents: [7999, 59999], universal: 0, options: 'none', series: ['OE Replacement', 'Aluminum Performance', 'Heavy Duty'] },
  { name: 'Water Pumps', group: 'Cooling', priceCents: [2999, 24999], universal: 0, options: 'none', series: ['OE Replacement', 'High Flow', 'Electric'] },
  { name: 'Thermostats', group: 'Cooling', priceCents: [999, 6999], universal: 0, options: 'none', series: ['OE Temperature', 'Low Temperature', 'Housing Assembly'] },
  { name: 'Radiator Hoses', group: 'Cooling', priceCents: [999, 6999], positions: ['Upper', 'Lower'], universal: 0.1, options: 'none', series: ['Molded', 'Silicone', 'Flexible'] },
  { name: 'Cooling Fans', group: 'Cooling', priceCents: [4999, 39999], universal: 0.2, options: 'none', series: ['OE Replacement', 'Electric Conversion', 'Dual Fan'] },
  { name: 'Serpentine Belts', group: 'Cooling', priceCents: [1499, 7999], universal: 0, options: 'none', series: ['Micro-V', 'Poly Rib', 'Heavy Duty'] },
  { name: 'Timing Belt Kits', group: 'Cooling', priceCents: [7999, 49999], universal: 0, options: 'none', kitOf: ['Water Pumps', 'Thermostats'], series: ['Belt & Tensioner', 'With Water Pump', 'Complete'] },

  { name: 'CV Axles', group: 'Drivetrain', priceCents: [5999, 39999], positions: ['Front Left', 'Front Right', 'Rear Left', 'Rear Right'], universal: 0, options: 'none', series: ['New', 'Remanufactured', 'Heavy Duty'] },
  { name: 'Clutch Kits', group: 'Drivetrain', priceCents: [12999, 99999], universal: 0, options: 'none', series: ['OE Replacement', 'Stage 1', 'Stage 2', 'Heavy Duty'] },
  { name: 'Driveshafts', group: 'Drivetrain', priceCents: [19999, 99999], positions: ['Front', 'Rear'], universal: 0, options: 'none', series: ['Steel', 'Aluminum', 'Carbon Fiber'] },
  { name: 'U-Joints', group: 'Drivetrain', priceCents: [999, 6999], universal: 0.2, options: 'none', series: ['Greasable', 'Sealed', 'Heavy Duty'] },
  { name: 'Differential Gear Sets', group: 'Drivetrain', priceCents: [19999, 69999], positions: ['Front', 'Rear'], universal: 0, options: 'none', series: ['Ring & Pinion', 'Install Kit', 'Locker'] },
  { name: 'Transmission Fluid', group: 'Drivetrain', priceCents: [799, 4999], universal: 1, options: 'size', series: ['ATF', 'CVT', 'Manual Gear Oil', 'Dual Clutch'] },

  { name: 'Floor Mats', group: 'Interior', priceCents: [2999, 21999], positions: ['Front', 'Rear', 'Cargo'], universal: 0.6, options: 'color', series: ['All-Weather', 'Carpet', 'Laser-Measured'] },
  { name: 'Seat Covers', group: 'Interior', priceCents: [3999, 49999], positions: ['Front', 'Rear'], universal: 0.5, options: 'color', series: ['Neoprene', 'Canvas', 'Leatherette'] },
  { name: 'Steering Wheel Covers', group: 'Interior', priceCents: [999, 4999], universal: 1, options: 'color', series: ['Leather', 'Sport Grip', 'Heated'] },
  { name: 'Dash Covers', group: 'Interior', priceCents: [2999, 9999], universal: 0, options: 'color', series: ['Carpet', 'Velour', 'Suede'] },
  { name: 'Cargo Liners', group: 'Interior', priceCents: [4999, 19999], positions: ['Cargo'], universal: 0.3, options: 'color', series: ['All-Weather', 'Heavy Duty', 'Custom Fit'] },

  { name: 'Mirrors', group: 'Exterior', priceCents: [2999, 39999], positions: ['Left', 'Right'], universal: 0, options: 'finish', series: ['Power', 'Manual', 'Towing', 'Heated'] },
  { name: 'Door Handles', group: 'Exterior', priceCents: [999, 7999], positions: ['Front Left', 'Front Right', 'Rear Left', 'Rear Right'], universal: 0, options: 'finish', series: ['Exterior', 'Interior', 'Chrome'] },
  { name: 'Wiper Blades', group: 'Exterior', priceCents: [999, 3999], positions: ['Driver', 'Passenger', 'Rear'], universal: 0, options: 'none', series: ['Conventional', 'Beam', 'Hybrid', 'Winter'] },
  { name: 'Tonneau Covers', group: 'Exterior', priceCents: [19999, 159999], universal: 0, options: 'none', series: ['Soft Roll-Up', 'Tri-Fold', 'Hard Folding', 'Retractable'] },
  { name: 'Running Boards', group: 'Exterior', priceCents: [14999, 89999], universal: 0, options: 'finish', series: ['Nerf Bars', 'Running Boards', 'Power Steps'] },
  { name: 'Bumpers', group: 'Exterior', priceCents: [14999, 199999], positions: ['Front', 'Rear'], universal: 0, options: 'finish', series: ['OE Replacement', 'Off-Road', 'Winch Ready'] },
  { name: 'Grilles', group: 'Exterior', priceCents: [7999, 59999], universal: 0, options: 'finish', series: ['OE Replacement', 'Mesh', 'Billet'] },
  { name: 'Mud Flaps', group: 'Exterior', priceCents: [1999, 9999], positions: ['Front', 'Rear'], universal: 0.4, options: 'none', series: ['Molded', 'Universal', 'Heavy Duty'] },
  { name: 'Car Covers', group: 'Exterior', priceCents: [4999, 39999], universal: 0.5, options: 'size', series: ['Indoor', 'Outdoor', 'All-Weather'] },

  { name: 'Trailer Hitches', group: 'Towing', priceCents: [12999, 49999], positions: ['Rear', 'Front'], universal: 0, options: 'none', series: ['Class I', 'Class II', 'Class III', 'Class IV'] },
  { name: 'Hitch Balls', group: 'Towing', priceCents: [999, 4999], universal: 1, options: 'size', series: ['Chrome', 'Stainless', 'Raw Steel'] },
  { name: 'Ball Mounts', group: 'Towing', priceCents: [1999, 19999], universal: 0.9, options: 'size', series: ['Fixed Drop', 'Adjustable', 'Tri-Ball'] },
  { name: 'Trailer Wiring', group: 'Towing', priceCents: [1999, 9999], universal: 0.3, options: 'none', series: ['4-Way Flat', '7-Way', 'T-Connector'] },
  { name: 'Brake Controllers', group: 'Towing', priceCents: [4999, 29999], universal: 0.9, options: 'none', series: ['Time Delayed', 'Proportional', 'Wireless'] },
  { name: 'Towing Packages', group: 'Towing', priceCents: [17999, 69999], universal: 0, options: 'none', kitOf: ['Trailer Hitches', 'Trailer Wiring', 'Ball Mounts', 'Hitch Balls'], series: ['Class III Towing Kit', 'Complete Tow Package'] },

  { name: 'Fuel Pumps', group: 'Fuel System', priceCents: [4999, 44999], universal: 0.1, options: 'none', series: ['Module Assembly', 'In-Tank', 'High Performance'] },
  { name: 'Fuel Injectors', group: 'Fuel System', priceCents: [2999, 19999], universal: 0, options: 'none', series: ['Remanufactured', 'New', 'High Flow'] },
  { name: 'Fuel Tanks', group: 'Fuel System', priceCents: [14999, 79999], universal: 0, options: 'none', series: ['Steel', 'Polyethylene', 'Aluminum'] },
  { name: 'Fuel Pressure Regulators', group: 'Fuel System', priceCents: [1999, 14999], universal: 0.2, options: 'none', series: ['OE Replacement', 'Adjustable'] },
  { name: 'Gas Caps', group: 'Fuel System', priceCents: [699, 3999], universal: 0.4, options: 'none', series: ['Standard', 'Locking'] },

  { name: 'Blower Motors', group: 'HVAC', priceCents: [3999, 19999], universal: 0, options: 'none', series: ['OE Replacement', 'Heavy Duty'] },
  { name: 'AC Compressors', group: 'HVAC', priceCents: [14999, 69999], universal: 0, options: 'none', series: ['New', 'Remanufactured', 'With Clutch'] },
  { name: 'AC Condensers', group: 'HVAC', priceCents: [7999, 39999], universal: 0, options: 'none', series: ['Parallel Flow', 'OE Replacement'] },
  { name: 'Heater Cores', group: 'HVAC', priceCents: [3999, 19999], universal: 0, options: 'none', series: ['Copper-Brass', 'Aluminum'] },
  { name: 'Blower Motor Resistors', group: 'HVAC', priceCents: [1499, 7999], universal: 0, options: 'none', series: ['OE Replacement', 'With Harness'] },
  { name: 'AC Compressor Kits', group: 'HVAC', priceCents: [24999, 89999], universal: 0, options: 'none', kitOf: ['AC Compressors', 'AC Condensers'], series: ['Compressor Kit', 'Complete System Kit'] },

  { name: 'Socket Sets', group: 'Tools & Garage', priceCents: [2999, 49999], universal: 1, options: 'size', series: ['SAE', 'Metric', 'Impact', 'Master'] },
  { name: 'Jacks', group: 'Tools & Garage', priceCents: [3999, 49999], universal: 1, options: 'size', series: ['Floor Jack', 'Bottle Jack', 'Low Profile'] },
  { name: 'Jack Stands', group: 'Tools & Garage', priceCents: [2999, 14999], universal: 1, options: 'size', series: ['2 Ton', '3 Ton', '6 Ton'] },
  { name: 'Torque Wrenches', group: 'Tools & Garage', priceCents: [2999, 39999], universal: 1, options: 'size', series: ['Click', 'Digital', 'Beam'] },
  { name: 'OBD-II Scanners', group: 'Tools & Garage', priceCents: [1999, 59999], universal: 1, options: 'none', series: ['Code Reader', 'Bluetooth', 'Professional'] },
  { name: 'Creepers', group: 'Tools & Garage', priceCents: [2999, 19999], universal: 1, options: 'none', series: ['Padded', 'Convertible', 'Low Profile'] },
  { name: 'Mechanic Tool Kits', group: 'Tools & Garage', priceCents: [9999, 99999], universal: 1, options: 'none', kitOf: ['Socket Sets', 'Torque Wrenches'], series: ['Starter', 'Pro', 'Master'] },

  { name: 'Lug Nuts', group: 'Wheels & Tires', priceCents: [999, 8999], universal: 0.5, options: 'finish', series: ['Acorn', 'Spline', 'Locking', 'Tuner'] },
  { name: 'Wheel Spacers', group: 'Wheels & Tires', priceCents: [2999, 19999], universal: 0.2, options: 'size', series: ['Hub-Centric', 'Bolt-On', 'Slip-On'] },
  { name: 'Wheels', group: 'Wheels & Tires', priceCents: [8999, 59999], universal: 0, options: 'finish', series: ['Cast Aluminum', 'Forged', 'Steel', 'Off-Road'] },
  { name: 'TPMS Sensors', group: 'Wheels & Tires', priceCents: [2499, 8999], universal: 0.3, options: 'none', series: ['Programmable', 'Direct Fit', 'Service Kit'] },
  { name: 'Tire Inflators', group: 'Wheels & Tires', priceCents: [2499, 14999], universal: 1, options: 'none', series: ['12V Portable', 'Cordless', 'Heavy Duty'] },

  { name: 'Cold Air Intakes', group: 'Performance', priceCents: [14999, 59999], universal: 0, options: 'finish', series: ['Oiled', 'Dry', 'Short Ram', 'Closed Box'] },
  { name: 'Performance Chips', group: 'Performance', priceCents: [19999, 89999], universal: 0, options: 'none', series: ['Handheld Tuner', 'Plug-In Module', 'Custom Tune'] },
  { name: 'Throttle Bodies', group: 'Performance', priceCents: [9999, 59999], universal: 0, options: 'finish', series: ['Ported', 'Oversized', 'OE Replacement'] },
  { name: 'Superchargers', group: 'Performance', priceCents: [399999, 899999], universal: 0, options: 'finish', series: ['Roots', 'Twin-Screw', 'Centrifugal'] },
  { name: 'Lift Kits', group: 'Performance', priceCents: [29999, 499999], universal: 0, options: 'none', kitOf: ['Shocks', 'Coil Springs', 'Control Arms'], series: ['2 in.', '3.5 in.', '4 in.', '6 in.'] },
  { name: 'Leveling Kits', group: 'Performance', priceCents: [4999, 49999], universal: 0, options: 'none', series: ['Strut Spacer', 'Torsion Key', 'Coilover'] },
  { name: 'Lowering Kits', group: 'Performance', priceCents: [19999, 149999], universal: 0, options: 'none', kitOf: ['Coil Springs', 'Shocks'], series: ['Sport', 'Drop', 'Coilover'] },
];
