import { Link } from 'react-router';
import { PinIcon } from '../../ui/icons';
import { useFlags } from '../flags-context';

export const CHOOSE_STORE = 'Choose your store';

/** The current store (spec 000 section 4, geolocation) with its phone, or an invitation to pick one. */
export function StoreLocation() {
  const { flags } = useFlags();
  const location = flags.store.current_location;
  if (!location) {
    return (
      <Link to="/module/dealer_locator" className="store-location">
        <PinIcon size={16} />
        {CHOOSE_STORE}
      </Link>
    );
  }
  return (
    <p className="store-location">
      <PinIcon size={16} />
      <span className="visually-hidden">Your store: </span>
      <Link to="/module/dealer_locator" className="store-location__name" title="Change store">
        {location.location_name}
      </Link>
      {location.telephone && (
        <a href={`tel:${location.telephone.replace(/[^\d+]/g, '')}`}>
          {location.formatted_telephone || location.telephone}
        </a>
      )}
    </p>
  );
}
