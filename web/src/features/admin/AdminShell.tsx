// The back office's frame (decision 0062): its own bar and menu, grouped as an owner thinks (Catalogue, Fitment,
// Imports, Store, Reports), each page listed only for staff with its permission. On a phone the menu folds into a
// button. Staff who are not logged in are sent to the staff login, which brings them back here.
import { Suspense, useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { useFlags } from '../../app/flags-context';
import { PageHeading } from '../../ui/PageHeading';
import { PageLoading } from '../../ui/Spinner';
import { ROLE_LABEL } from '../pos/shell/staff-session';
import { ADMIN_GROUPS, sectionsFor } from './sections';
// The page buttons' styles live with the staff lists they were first drawn for.
import '../pos/customers/customers.css';
import './admin.css';

export default function AdminShell() {
  const { flags } = useFlags();
  const staff = flags.staff;
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // A page chosen from the folded menu closes it.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  if (!staff) {
    const back = encodeURIComponent(location.pathname + location.search);
    return (
      <main id="main" className="admin-denied">
        <PageHeading title="Back office" description="Log in with a staff account to open the back office.">
          <p>
            <Link to={`/pos/login?redirect=${back}`} className="btn btn--primary btn--md">
              Go to staff login
            </Link>
          </p>
        </PageHeading>
      </main>
    );
  }
  const sections = sectionsFor(staff.permissions);
  const hasEntryBelow = (path: string) => sections.some((o) => !o.hidden && o.path.startsWith(`${path}/`));
  return (
    <div className="shell admin-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="admin-bar">
        <Link to="/admin" className="admin-bar__brand">
          {flags.store.name} <span className="admin-bar__tag">Back office</span>
        </Link>
        <p className="admin-bar__who">
          <span className="visually-hidden">Signed in as </span>
          <strong>{staff.name}</strong> <span className="role-badge">{ROLE_LABEL[staff.role]}</span>
        </p>
        <Link to="/checkout/cart" className="admin-bar__back">
          Back to the counter
        </Link>
        <button
          type="button"
          className="admin-bar__menu"
          aria-expanded={menuOpen}
          aria-controls="admin-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
      </header>
      <div className="admin-body">
        <nav id="admin-nav" aria-label="Back office" className={`admin-nav${menuOpen ? ' admin-nav--open' : ''}`}>
          <NavLink to="/admin" end className="admin-nav__home">
            Overview
          </NavLink>
          {ADMIN_GROUPS.map((group) => {
            const items = sections.filter((s) => s.group === group && !s.hidden);
            if (items.length === 0) return null;
            return (
              <section key={group} aria-labelledby={`admin-nav-${group}`}>
                <h2 id={`admin-nav-${group}`} className="admin-nav__group">
                  {group}
                </h2>
                <ul>
                  {items.map((s) => (
                    <li key={s.path}>
                      {/* Exact when another menu entry lies below it (Settings → Taxes): one entry is current. */}
                      <NavLink to={`/admin/${s.path}`} end={hasEntryBelow(s.path)}>
                        {s.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </nav>
        <main id="main" className="admin-main" tabIndex={-1}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
