import { PageHeading } from '../../ui/PageHeading';

export function KioskPage() {
  return <PageHeading title="Kiosk" description="The self-service welcome screen: looping videos and a button to start shopping." />;
}
