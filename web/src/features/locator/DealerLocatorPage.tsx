import { PageHeading } from '../../ui/PageHeading';

export function DealerLocatorPage() {
  return (
    <PageHeading
      title="Store Locator"
      description="Find the stores nearest to a ZIP code or your location, see how far they are and make one your store."
    />
  );
}
