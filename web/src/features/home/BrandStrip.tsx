import type { HomeData } from '@parts/common/catalog';
import { Link } from 'react-router';

export function BrandStrip({ brands }: { brands: HomeData['brands'] }) {
  return (
    <ul className="brand-strip">
      {brands.map((b) => (
        <li key={b.manufacturer_id}>
          <Link to={`/product/manufacturer?manufacturer_id=${b.manufacturer_id}`} className="brand-strip__item">
            {b.image ? <img src={b.image} alt={b.name} width={120} height={48} loading="lazy" decoding="async" /> : <span>{b.name}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
