// Demo review texts (issue 10, decision 0029): each kind of part has its own, so a review talks about what was bought.
// Only vehicle-specific parts get the texts about fit (FIT_TEXTS); a universal part is never "did not fit my vehicle".
// good: ratings 4-5, mid: 3, bad: 1-2. The kind is the category's name when listed here, else its group's.

export interface ReviewTexts {
  good: string[];
  mid: string[];
  bad: string[];
}

const FLUIDS: ReviewTexts = {
  good: ['Good fluid at a fair price. The seal under the cap was intact and it pours cleanly.', 'Been using this brand for years. Exactly what the owner\'s manual calls for.', 'Arrived well packed, no leaks. Will keep a spare bottle in the garage.'],
  mid: ['Does the job. Costs a little more than the store brand.', 'Fine product, but the bottle is awkward to pour without a funnel.'],
  bad: ['The bottle arrived dented and had leaked into the box.', 'Cap seal was broken when it arrived. Would not trust it.'],
};

export const REVIEW_TEXTS: Record<string, ReviewTexts> = {
  'Brake Fluid': FLUIDS,
  'Motor Oil': FLUIDS,
  'Transmission Fluid': FLUIDS,
  'Brake Pads': {
    good: ['Quiet and low dust. Pedal feels firm again after bedding them in.', 'Stops straight with no squeal. Hardware clips were in the box.', 'Much less brake dust than the pads I took off.'],
    mid: ['Stop well but squeak a little when cold.', 'Decent pads. Dust is about the same as the originals.'],
    bad: ['Started squealing after two weeks.', 'Wore out much faster than I expected.'],
  },
  'Brake Rotors': {
    good: ['Smooth stops, no pulsing in the pedal. The coating keeps them from rusting.', 'Heavy, well-machined rotors. Cleaned off the oil and they went right on.', 'Pedal vibration is gone. Good quality casting.'],
    mid: ['Work fine, but the coating wore off the hat in a few months.', 'Good rotors, a little rust on them out of the box.'],
    bad: ['Warped within a few thousand miles.', 'One rotor arrived with a chipped edge.'],
  },
  Brakes: {
    good: ['Solid quality, and the brakes feel like new again.', 'Well made and well packed. Would buy this brand again.', 'Good part for the money; the brake job went smoothly.'],
    mid: ['Works, but the finish is not as nice as the original part.', 'Average quality for the price.'],
    bad: ['Not impressed with the quality for the price.', 'Failed after a few months.'],
  },
  'Suspension & Steering': {
    good: ['Ride is tight again and the clunk over bumps is gone.', 'Heavy-duty build, better than the part that came off.', 'Steering feels precise again. Alignment shop said everything was in spec.'],
    mid: ['Rides a little firmer than stock, which takes some getting used to.', 'Fine part, though the boot looks a bit thin.'],
    bad: ['Started knocking again after a few months.', 'The grease fitting was missing.'],
  },
  Engine: {
    good: ['OE quality at a better price. No leaks since the install.', 'Well made, the castings are clean and the machining is good.', 'Engine runs smooth again.'],
    mid: ['Does the job. Instructions were thin.', 'Fine part, packaging could be better.'],
    bad: ['Started leaking within a month.', 'Quality control was poor on the one I got.'],
  },
  Ignition: {
    good: ['Idle is smooth again and the misfire code is gone.', 'Engine starts quicker and pulls better. Pre-gapped out of the box.', 'Same as the factory part at half the dealer price.'],
    mid: ['Works, but no noticeable difference from the old ones.', 'Fine, though one had a slightly different gap than the rest.'],
    bad: ['Misfire came back after a few weeks.', 'One of them was dead on arrival.'],
  },
  Filters: {
    good: ['Well built filter, good pleats and a solid gasket.', 'Good filtration at a fair price. I buy them in pairs now.', 'Quality filter; the media looks better than the cheap ones.'],
    mid: ['A filter is a filter. Price was fair.', 'Fine, though the box was crushed in shipping.'],
    bad: ['The gasket was torn out of the box.', 'Media looked thin compared with the brand I used before.'],
  },
  Exhaust: {
    good: ['Nice deep tone without drone on the highway.', 'Heavy gauge steel and clean welds.', 'Good quality, quieter than I expected.'],
    mid: ['Sounds fine, a bit louder than I wanted.', 'Decent, but the clamps that came with it are cheap.'],
    bad: ['Rusted through within a year.', 'Rattles at idle no matter what I try.'],
  },
  Batteries: {
    good: ['Cranks hard even on cold mornings.', 'Arrived fully charged with a fresh date code.', 'Strong battery; it has had no trouble through a winter.'],
    mid: ['Works fine so far. Heavy to carry, as expected.', 'Good battery, the posts were a little dirty.'],
    bad: ['Died after eight months. Warranty claim in progress.', 'Arrived half discharged and needed a full charge.'],
  },
  Alternators: {
    good: ['Charging voltage is steady again. The store tested it good.', 'Quality unit, works like the original. Battery light is off.', 'Strong output, the lights no longer dim at idle.'],
    mid: ['Works, but the core charge refund took a while.', 'Fine part, a little whine at idle.'],
    bad: ['Stopped charging after a few months.', 'Dead on arrival. The replacement works.'],
  },
  Starters: {
    good: ['Cranks fast and strong, even when hot.', 'Quality unit, starts every time now.', 'Good remanufacture, looks and works like new.'],
    mid: ['Works, but the core charge refund took a while.', 'Fine part, a little louder than the old one.'],
    bad: ['Started clicking again after a few months.', 'Dead on arrival. The replacement works.'],
  },
  Electrical: {
    good: ['Quality part, works like the original.', 'Solid part, everything works as it should.', 'Good connectors and clean wiring.'],
    mid: ['Works, but the connectors are a bit stiff.', 'Fine part, instructions were thin.'],
    bad: ['Failed after a few months.', 'Dead on arrival. The replacement works.'],
  },
  Lighting: {
    good: ['Much brighter than the old ones, and a clean beam pattern.', 'Clear lens and bright light. Looks great at night.', 'Good quality, the light output is excellent.'],
    mid: ['Bright enough, but the color is a little blue.', 'Decent light; it is not as bright as advertised.'],
    bad: ['Moisture got inside after the first rain.', 'Burned out within a month.'],
  },
  Cooling: {
    good: ['Temperature gauge sits right in the middle again.', 'Well made, no leaks after a summer of use.', 'Good quality, better than the factory part.'],
    mid: ['Works, but the fittings were a bit tight.', 'Fine part, packaging was minimal.'],
    bad: ['Started leaking after two months.', 'Cracked at the seam within a year.'],
  },
  Drivetrain: {
    good: ['Smooth and quiet. The clicking on turns is gone.', 'Heavy-duty construction, excellent quality.', 'Good quality part, no vibration at highway speed.'],
    mid: ['Works well enough. The boot clamp was flimsy.', 'Fine part, took longer to install than I expected.'],
    bad: ['Started clicking again within a month.', 'Vibrates at highway speed.'],
  },
  Interior: {
    good: ['Good material, easy to clean, looks sharp.', 'Heavy material and the edges are finished nicely.', 'Looks great and has held up well.'],
    mid: ['Decent quality, the color is a little different from the pictures.', 'Fine, but it had a strong smell out of the box.'],
    bad: ['Material started cracking within months.', 'Cheap feel, not worth the price.'],
  },
  Exterior: {
    good: ['Good quality and the finish matches well.', 'Solid construction. Looks factory.', 'Nicely made, very happy with it.'],
    mid: ['Decent, but the finish is not perfect.', 'Fine product, the hardware is a bit cheap.'],
    bad: ['The finish started peeling within a year.', 'Arrived scratched.'],
  },
  'Wiper Blades': {
    good: ['Wipes clean without streaks or chatter.', 'Quiet and clear, even in heavy rain.', 'Good blades, they have lasted a full year.'],
    mid: ['Fine blades, a little chatter at low speed.', 'Wipe well, but the adapter is fiddly.'],
    bad: ['Streaking after a month.', 'The rubber split in the first cold snap.'],
  },
  Towing: {
    good: ['Solid, heavy steel and a good powder coat.', 'Towed a loaded trailer across the state without a problem.', 'Well made, strong welds.'],
    mid: ['Does the job. The finish scratches easily.', 'Works fine, the instructions could be clearer.'],
    bad: ['Started rusting after one winter.', 'Hardware was missing from the box.'],
  },
  'Fuel System': {
    good: ['Engine starts right up again and runs smooth.', 'Quality part, quiet operation.', 'Good replacement, works like the original.'],
    mid: ['Works, but a little louder than the old one.', 'Fine, the connector was stiff.'],
    bad: ['Failed within three months.', 'Leaked at the seal.'],
  },
  HVAC: {
    good: ['Ice cold air again.', 'Blows strong on every speed now.', 'Good quality, quiet operation.'],
    mid: ['Works, a little noisy on high.', 'Fine part, took a while to install.'],
    bad: ['Quit after a few weeks.', 'Noisy from day one.'],
  },
  'Tools & Garage': {
    good: ['Solid and well made. Has handled everything I have thrown at it.', 'Great value for the quality. The case is sturdy too.', 'Smooth action, feels like a pro tool.'],
    mid: ['Good for the home garage, not sure about daily shop use.', 'Decent, but the case latches are flimsy.'],
    bad: ['Broke the first time I used it hard.', 'Poor finish, and the markings wore off quickly.'],
  },
  'Wheels & Tires': {
    good: ['Good quality and the finish looks great.', 'Accurate and easy to use.', 'Solid build, very happy with the purchase.'],
    mid: ['Decent, but the finish is not as shown.', 'Works fine; it is a bit slow.'],
    bad: ['The finish chipped quickly.', 'Stopped working after a few uses.'],
  },
  Performance: {
    good: ['Noticeable gain in throttle response. Quality parts in the box.', 'Well engineered and the instructions were clear.', 'Great sound and a nice bump in power.'],
    mid: ['Small gain, but it looks good under the hood.', 'Works as described, though the instructions were vague.'],
    bad: ['No difference I can feel for the money.', 'Check engine light came on after the install.'],
  },
};

/** Texts about fit: only for a part made for particular vehicles. */
export const FIT_TEXTS: ReviewTexts = {
  good: ['Exact match for the part I took off. Bolted right on.', 'Checked my vehicle on the site and it was right; went on without any trouble.'],
  mid: ['Needed a little adjustment to line up, works now.'],
  bad: ['Did not fit my vehicle even though the listing said it would. Returned it.'],
};

export const REVIEW_AUTHORS = ['Mike R.', 'Dana', 'Tony G.', 'Shop Foreman', 'Rosa M.', 'J. Nguyen', 'Weekend Wrench', 'Carla', 'Big Earl', 'Pat S.', 'Luis', 'Fleet Tech'];

export const tierOf = (rating: number): keyof ReviewTexts => (rating >= 4 ? 'good' : rating === 3 ? 'mid' : 'bad');
