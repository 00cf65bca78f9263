import { PageHeading } from '../../ui/PageHeading';

export function LoginPage() {
  return (
    <PageHeading
      title="Account Login"
      description="Sign in to see your prices, order history, saved vehicles and wishlist, or create a new account."
    />
  );
}
