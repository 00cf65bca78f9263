import { Link, Outlet } from 'react-router';
import { STAFF_MSG } from '@parts/common/messages';
import { useFlags } from '../../app/flags-context';
import { PageHeading } from '../../ui/PageHeading';

/** Spec 001 section 6: every /pos page needs POS mode; without it the visitor is sent to the staff login. */
export function PosGate() {
  const { flags } = useFlags();
  if (flags.in_pos_mode) return <Outlet />;
  return (
    <PageHeading title="Staff only" description={STAFF_MSG.loginRequired}>
      <p>
        <Link to="/pos/login" className="btn btn--primary btn--md">
          Go to staff login
        </Link>
      </p>
    </PageHeading>
  );
}
