import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { StoreMapProps } from './StoreMap';

/** Leaflet over the tile URL the store configured (settings locator_tile_url); circle markers need no image files. */
export default function LeafletStoreMap({
  stores,
  center,
  selectedId,
  tileUrl,
  attribution,
}: StoreMapProps & { tileUrl: string; attribution: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const map = L.map(box.current, { scrollWheelZoom: false });
    L.tileLayer(tileUrl, { attribution }).addTo(map);
    const points: L.LatLngExpression[] = [];
    for (const s of stores) {
      points.push([s.lat, s.lng]);
      L.circleMarker([s.lat, s.lng], {
        radius: 10,
        color: s.location_id === selectedId ? '#d9480f' : '#0b4a8b',
        fillOpacity: 0.9,
      })
        .bindTooltip(s.location_name)
        .addTo(map);
    }
    if (center) {
      points.push([center.lat, center.lng]);
      L.circleMarker([center.lat, center.lng], { radius: 6, color: '#1a1f26' }).addTo(map);
    }
    if (points.length) map.fitBounds(L.latLngBounds(points), { padding: [24, 24], maxZoom: 12 });
    else map.setView([39.8, -98.6], 4);
    return () => {
      map.remove();
    };
  }, [stores, center, selectedId, tileUrl, attribution]);
  return <div ref={box} className="store-map store-map--leaflet" role="region" aria-label="Map of stores" />;
}
