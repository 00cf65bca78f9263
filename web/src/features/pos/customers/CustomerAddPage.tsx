import { PageHeading } from '../../../ui/PageHeading';

export default function CustomerAddPage() {
  return <PageHeading title="Add Customer" description="Name, contact details, texting consent, tax exemption and addresses for a new customer." />;
}
