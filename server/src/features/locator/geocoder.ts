// Turning what a shopper types (a US ZIP code) into coordinates. Behind an interface so a store could plug in a real
// geocoding service; the default answers from the zipcodes package's bundled data, with no network at all.

export interface Geocoder {
  /** Coordinates of a US ZIP code (5 digits, or ZIP+4), or null when it is not one. */
  zip(address: string): Promise<{ lat: number; lng: number; city: string; state: string } | null>;
}

const ZIP = /^\s*(\d{5})(?:-\d{4})?\s*$/;

export const offlineGeocoder: Geocoder = {
  async zip(address) {
    const m = ZIP.exec(address);
    if (!m) return null;
    // Loaded on first use: the data is a few megabytes and most requests never need it.
    const { default: zipcodes } = await import('zipcodes');
    const hit = zipcodes.lookup(m[1]!);
    return hit && Number.isFinite(hit.latitude)
      ? { lat: hit.latitude, lng: hit.longitude, city: hit.city, state: hit.state }
      : null;
  },
};
