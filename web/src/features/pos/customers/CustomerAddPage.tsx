import { CustomerEditor } from './CustomerEditor';

/** /pos/customer/add: the editor's General tab for a new customer; saving it goes on to /pos/customer/edit. */
export default function CustomerAddPage() {
  return <CustomerEditor customerId={null} />;
}
