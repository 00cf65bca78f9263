import { useSearchParams } from 'react-router';
import { PageHeading } from '../../ui/PageHeading';

export function ManufacturerPage() {
  const [params] = useSearchParams();
  return params.get('manufacturer_id') ? (
    <PageHeading title="Brand" description="Every part from this brand, with its fit for your vehicle, price and stock." />
  ) : (
    <PageHeading title="Brands" description="All the brands we carry, A to Z; choose one to see its parts." />
  );
}
