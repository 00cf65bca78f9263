import { useSearchParams } from 'react-router';
import { PageHeading } from '../../ui/PageHeading';

export function SearchPage() {
  const [params] = useSearchParams();
  const term = params.get('search')?.trim() ?? '';
  return (
    <PageHeading
      title={term ? `Search: ${term}` : 'Search'}
      description="Parts matching your search by part number, brand, category or keyword, each with its fit for your vehicle."
    />
  );
}
