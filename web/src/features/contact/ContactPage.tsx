import { PageHeading } from '../../ui/PageHeading';

export function ContactPage() {
  return <PageHeading title="Contact Us" description="Our stores' addresses and phone numbers, and a form to send us your question." />;
}
