import { PageHeading } from '../../ui/PageHeading';

export function CheckoutPage() {
  return <PageHeading title="Checkout" description="Your details, store pickup or delivery, payment and the order confirmation." />;
}
