import { useSearchParams } from 'react-router';
import { ErrorState } from '../../ui/ErrorState';
import { ListingView } from '../listing/ListingView';

/** /product/category?path=12 (or OpenCart's 1_12: the last id is the category). */
export function CategoryPage() {
  const [params] = useSearchParams();
  const id = (params.get('path') ?? params.get('category_id') ?? '').split('_').pop() ?? '';
  if (!/^\d+$/.test(id)) return <ErrorState title="No such category" message="This link does not name a category." />;
  return <ListingView endpoint="/api/products" query={new URLSearchParams({ category_id: id })} />;
}
