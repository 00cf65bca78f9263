import { useEffect } from 'react';
import { useFlags } from '../../app/flags-context';
import { makeMyStore, nearestStores } from './locator-api';

const ASKED_KEY = 'geo_asked';

/**
 * Spec 000 section 4: the browser's position is asked once; the nearest store becomes the shopper's store unless they
 * chose one already, and the header and footer follow it. Failures are logged only.
 */
export function GeoStore() {
  const { refresh } = useFlags();
  useEffect(() => {
    if (!('geolocation' in navigator) || localStorage.getItem(ASKED_KEY)) return;
    localStorage.setItem(ASKED_KEY, '1');
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        nearestStores(pos.coords.latitude, pos.coords.longitude)
          .then(async (answer) => {
            const nearest = answer.locations[0];
            if (answer.selected_store !== null || !nearest) return;
            await makeMyStore(nearest.location_id);
            await refresh();
          })
          .catch((err: unknown) => console.warn('nearest store not set', err));
      },
      (err) => console.warn('geolocation not available', err.message),
      { maximumAge: 3_600_000, timeout: 10_000 },
    );
  }, [refresh]);
  return null;
}
