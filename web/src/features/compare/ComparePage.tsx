import { PageHeading } from '../../ui/PageHeading';

export function ComparePage() {
  return <PageHeading title="Product Comparison" description="The parts you chose to compare, side by side: specifications, price, stock and fit." />;
}
