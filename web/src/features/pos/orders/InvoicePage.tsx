import { PageHeading } from '../../../ui/PageHeading';

export default function InvoicePage() {
  return <PageHeading title="Invoice" description="A printable invoice for this order, laid out for letter and A4 paper." />;
}
