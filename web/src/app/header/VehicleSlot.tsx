import { Link } from 'react-router';
import { MSG } from '@parts/common/messages';
import { CarIcon } from '../../ui/icons';

/**
 * Where the header's vehicle selector ("My Garage") mounts once the fitment feature lands; until then it leads to
 * the home page's Shop by vehicle panel. The id is the mounting point that work will look for.
 */
export const VEHICLE_SLOT_ID = 'vehicle-selector-slot';

export function VehicleSlot() {
  return (
    <div id={VEHICLE_SLOT_ID} className="vehicle-slot">
      <Link to={{ pathname: '/', hash: '#shop-by-vehicle' }} className="vehicle-slot__button">
        <CarIcon />
        <span className="vehicle-slot__label">{MSG.fitSelectVehicle}</span>
      </Link>
    </div>
  );
}
