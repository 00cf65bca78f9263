import { useSearchParams } from 'react-router';
import { ErrorState } from '../../ui/ErrorState';
import { ListingView } from './ListingView';

/** /product/bestseller, /product/latest, /product/special: store-wide listings. */
export function KindPage({ list }: { list: 'bestsellers' | 'latest' | 'specials' }) {
  return <ListingView key={list} endpoint="/api/products" query={new URLSearchParams({ list })} />;
}

/** /product/series?series_id=: a brand's product line. */
export function SeriesPage() {
  const [params] = useSearchParams();
  const id = params.get('series_id') ?? '';
  if (!/^\d+$/.test(id)) return <ErrorState title="No such series" message="This link does not name a series." />;
  return <ListingView endpoint="/api/products" query={new URLSearchParams({ series_id: id })} />;
}
