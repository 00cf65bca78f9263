import { PageHeading } from '../../../ui/PageHeading';

export default function OrderDonePage() {
  return <PageHeading title="Sale Complete" description="Confirmation that the sale is finished, with the way back to a fresh cart." />;
}
