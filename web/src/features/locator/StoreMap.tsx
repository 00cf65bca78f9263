import { lazy, Suspense } from 'react';
import type { StoreLocation } from '@parts/common/locator';
import { useQuery } from '@tanstack/react-query';
import { tileSettingsQuery } from './locator-queries';

export interface StoreMapProps {
  stores: StoreLocation[];
  center: { lat: number; lng: number } | null;
  selectedId: number | null;
}

// Leaflet is fetched only when the store has configured a tile server: with none, nothing on the page calls out.
const LeafletStoreMap = lazy(() => import('./LeafletStoreMap'));

/** The locator's map: Leaflet over the store's tile URL, or a static layout of the stores drawn here (no network). */
export function StoreMap(props: StoreMapProps) {
  const { data } = useQuery(tileSettingsQuery());
  if (data?.tile_url) {
    return (
      <Suspense fallback={<StaticStoreMap {...props} />}>
        <LeafletStoreMap {...props} tileUrl={data.tile_url} attribution={data.attribution} />
      </Suspense>
    );
  }
  return <StaticStoreMap {...props} />;
}

/** The stores and the searched point placed by longitude and latitude in a box around them (equirectangular). */
export function StaticStoreMap({ stores, center, selectedId }: StoreMapProps) {
  const points = [...stores.map((s) => ({ lat: s.lat, lng: s.lng })), ...(center ? [center] : [])];
  if (points.length === 0) return null;
  const pad = 0.05;
  const minLat = Math.min(...points.map((p) => p.lat)) - pad;
  const maxLat = Math.max(...points.map((p) => p.lat)) + pad;
  const minLng = Math.min(...points.map((p) => p.lng)) - pad;
  const maxLng = Math.max(...points.map((p) => p.lng)) + pad;
  const w = 400;
  const h = 240;
  const scale = Math.min(w / (maxLng - minLng), h / (maxLat - minLat));
  const x = (lng: number) => (w - (maxLng - minLng) * scale) / 2 + (lng - minLng) * scale;
  const y = (lat: number) => (h - (maxLat - minLat) * scale) / 2 + (maxLat - lat) * scale;
  return (
    <figure className="store-map">
      <svg
        viewBox={`0 0 ${w} ${h}`}
        role="img"
        aria-label={`Map of ${stores.length} ${stores.length === 1 ? 'store' : 'stores'}`}
      >
        <rect width={w} height={h} className="store-map__ground" />
        {center && <circle cx={x(center.lng)} cy={y(center.lat)} r={7} className="store-map__you" />}
        {stores.map((s, i) => (
          <g key={s.location_id} transform={`translate(${x(s.lng)} ${y(s.lat)})`}>
            <circle
              r={13}
              className={s.location_id === selectedId ? 'store-map__pin store-map__pin--mine' : 'store-map__pin'}
            />
            <text textAnchor="middle" dy="5" className="store-map__label">
              {i + 1}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="store-map__caption">
        {center ? 'Numbered pins match the list; the dot is your search.' : 'Numbered pins match the list.'}
      </figcaption>
    </figure>
  );
}
