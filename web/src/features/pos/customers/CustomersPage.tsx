import { PageHeading } from '../../../ui/PageHeading';

export default function CustomersPage() {
  return <PageHeading title="POS Customers" description="Customers with the date added, email, order count and outstanding balance, and Add Customer." />;
}
