import { PageHeading } from '../../ui/PageHeading';

export function CatalogPage() {
  return <PageHeading title="Parts Catalog" description="Every part category, narrowed to the parts that fit the vehicle you have selected." />;
}
