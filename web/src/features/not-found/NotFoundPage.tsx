import { Link } from 'react-router';
import { PageHeading } from '../../ui/PageHeading';

export function NotFoundPage() {
  return (
    <PageHeading
      title="Page not found"
      description="We could not find that page. It may have moved, or the address may be mistyped."
    >
      <p>
        <Link to="/">Go to the home page</Link> or <Link to="/product/catalog">browse the parts catalog</Link>.
      </p>
    </PageHeading>
  );
}
