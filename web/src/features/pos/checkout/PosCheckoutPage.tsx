import { PageHeading } from '../../../ui/PageHeading';

export default function PosCheckoutPage() {
  return <PageHeading title="Check Out" description="Payment methods, the transactions taken so far, the balance due and the order to your distributor." />;
}
