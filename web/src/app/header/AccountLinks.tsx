import { Link } from 'react-router';
import { useLogout } from '../../features/account/useLogout';
import { useFlags } from '../flags-context';

/** Login and Register for a guest; My Account and Logout for a logged-in customer (flags.customer). */
export function AccountLinks() {
  const { flags } = useFlags();
  const { logout, busy } = useLogout();
  if (!flags.customer) {
    return (
      <>
        <Link to="/account/login">Login</Link>
        <Link to="/account/register">Register</Link>
      </>
    );
  }
  return (
    <>
      <Link to="/account/account" title={`Logged in as ${flags.customer.email}`}>
        My Account
      </Link>
      <button type="button" className="utility-bar__logout" onClick={logout} disabled={busy}>
        Logout
      </button>
    </>
  );
}
