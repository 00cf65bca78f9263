import { PageHeading } from '../../../ui/PageHeading';

export default function OrdersPage() {
  return <PageHeading title="POS Orders" description="All, saved, kiosk, outstanding-balance and paid orders, with filters and Continue Order." />;
}
