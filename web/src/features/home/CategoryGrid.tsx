import { partCount } from '@parts/common/listing';
import type { CategoryCard } from '@parts/common/catalog';
import { AppLink } from '../../ui/AppLink';

const IMAGE_SIZE = 96;

export function CategoryGrid({ categories }: { categories: readonly CategoryCard[] }) {
  return (
    <ul className="category-grid">
      {categories.map((c) => (
        <li key={c.category_id}>
          <AppLink to={c.href} className="category-tile">
            {c.image ? (
              <img src={c.image} alt="" width={IMAGE_SIZE} height={IMAGE_SIZE} loading="lazy" decoding="async" />
            ) : (
              <span className="category-tile__no-image" />
            )}
            <span className="category-tile__name">{c.name}</span>
            <span className="category-tile__count">{partCount(c.product_count)}</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
