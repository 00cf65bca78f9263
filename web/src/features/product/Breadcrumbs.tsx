import { Link } from 'react-router';
import type { ProductPage } from '@parts/common/catalog';

/** Home › category levels (category_levels) › the product. */
export function Breadcrumbs({ product }: { product: ProductPage }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        {product.category_levels.map((l) => (
          <li key={l.category_id}>
            <Link to={l.href}>{l.name}</Link>
          </li>
        ))}
        <li aria-current="page">{product.name}</li>
      </ol>
    </nav>
  );
}
