import type { HomeData } from '@parts/common/catalog';
import { Link } from 'react-router';

export function BrandStrip({ brands }: { brands: HomeData['brands'] }) {
  return (
    <ul className="brand-strip">
      {brands.map((b) => (
        <li key={b.manufacturer_id}>
          <Link to={`/product/manufacturer?manufacturer_id=${b.manufacturer_id}`} className="brand-strip__item">
            {/* The logo is decoration: the name under it, in full, is what the link says (issue 10). */}
            {b.image && <img src={b.image} alt="" width={120} height={48} loading="lazy" decoding="async" />}
            <span className="brand-strip__name">{b.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
