import { Suspense, useState } from 'react';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { useFlags } from '../../../app/flags-context';
import { SearchBox } from '../../../app/header/SearchBox';
import { errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { LockIcon } from '../../../ui/icons';
import { PageLoading } from '../../../ui/Spinner';
import { useToast } from '../../../ui/toast/toast-context';
import { sectionsFor } from '../../admin/sections';
import { lockRegister, logoutStaff, ROLE_LABEL } from './staff-session';
import '../pos.css';

const NAV = [
  { to: '/checkout/cart', label: 'Cart' },
  { to: '/pos/order', label: 'Orders' },
  { to: '/pos/returns', label: 'Returns' },
  { to: '/pos/customer', label: 'Customers' },
  { to: '/pos/accounts', label: 'Accounts' },
  { to: '/pos/appointments', label: 'Appointments' },
  { to: '/product/catalog', label: 'Catalog' },
  { to: '/pos/kiosk', label: 'Kiosk' },
  { to: '/pos/forms', label: 'Forms' },
  { to: '/pos/till', label: 'Drawer' },
  { to: '/pos/lost-sales', label: 'Lost sales' },
];

/** The counter's frame: who is on the register, which store, the four places a cashier moves between, lock and log out. */
export default function PosShell() {
  const { flags, refresh } = useFlags();
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState<'lock' | 'logout' | null>(null);
  const staff = flags.staff;
  const store = flags.store.current_location;

  const run = async (action: 'lock' | 'logout') => {
    if (busy) return;
    setBusy(action);
    try {
      if (action === 'lock') {
        await lockRegister();
        await refresh();
      } else {
        await logoutStaff();
        await refresh();
        await navigate('/');
      }
    } catch (err) {
      toast.error(errorMessage(err), { staff: true });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="shell shell--pos">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="pos-bar">
        <div className="pos-bar__row">
          <Link to="/checkout/cart" className="pos-bar__brand">
            {flags.store.name} <span className="pos-bar__tag">POS</span>
          </Link>
          <p className="pos-bar__who">
            <span className="visually-hidden">Signed in as </span>
            <strong>{staff?.name ?? 'Staff'}</strong>
            {staff && <span className="role-badge">{ROLE_LABEL[staff.role]}</span>}
          </p>
          <p className="pos-bar__store">
            <span className="visually-hidden">Store: </span>
            {store?.location_name ?? 'No store selected'}
          </p>
          <div className="pos-bar__actions">
            <Button
              variant="secondary"
              size="sm"
              busy={busy === 'lock'}
              disabled={busy !== null}
              onClick={() => void run('lock')}
            >
              <LockIcon size={16} /> Lock
            </Button>
            <Button
              variant="ghost"
              size="sm"
              busy={busy === 'logout'}
              disabled={busy !== null}
              onClick={() => void run('logout')}
            >
              Log out
            </Button>
          </div>
        </div>
        <div className="pos-bar__row">
          <nav aria-label="Point of sale" className="pos-bar__nav">
            {[
              ...NAV,
              ...(staff?.role === 'admin' ? [{ to: '/pos/outbox', label: 'Outbox' }] : []),
              // The back office, for staff with any of its pages' permissions (decision 0062).
              ...(sectionsFor(staff?.permissions ?? []).length > 0 ? [{ to: '/admin', label: 'Back office' }] : []),
            ].map((item) => (
              <NavLink key={item.to} to={item.to} end>
                {item.label}
                {item.to === '/checkout/cart' && flags.cart_count > 0 && (
                  <span className="pos-bar__count">({flags.cart_count})</span>
                )}
              </NavLink>
            ))}
          </nav>
          <SearchBox className="pos-bar__search" />
        </div>
      </header>
      <main id="main" className="shell__main pos-main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
