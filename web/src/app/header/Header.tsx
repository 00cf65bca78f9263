import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { BREAKPOINTS } from '@parts/common/constants';
import { MenuIcon } from '../../ui/icons';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { useFlags } from '../flags-context';
import { AccountLinks } from './AccountLinks';
import { CartLink } from './CartLink';
import { SearchBox } from './SearchBox';
import { StoreLocation } from './StoreLocation';
import { VehicleSlot } from './VehicleSlot';
import './header.css';

const MAIN_LINKS = [
  { to: '/product/catalog', label: 'Shop Parts' },
  { to: '/product/manufacturer', label: 'Brands' },
  { to: '/module/dealer_locator', label: 'Store Locator' },
  { to: '/information/contact', label: 'Contact Us' },
];

export function Header() {
  const { flags } = useFlags();
  const { pathname } = useLocation();
  const mobile = useMediaQuery(`(max-width: ${BREAKPOINTS.mobileNav - 0.02}px)`);
  // Remembering the page the menu was opened on closes it on navigation without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const navOpen = openOn === pathname;

  return (
    <header className="site-header">
      <div className="utility-bar">
        <div className="container utility-bar__inner">
          <StoreLocation />
          <nav aria-label="Account" className="utility-bar__links">
            <AccountLinks />
            <Link to="/account/wishlist">Wishlist</Link>
            <Link to="/product/compare">Compare</Link>
          </nav>
        </div>
      </div>
      <div className="container masthead">
        {mobile && (
          <button
            type="button"
            className="nav-toggle"
            aria-expanded={navOpen}
            aria-controls="main-nav"
            aria-label="Menu"
            onClick={() => setOpenOn(navOpen ? null : pathname)}
          >
            <MenuIcon size={24} />
          </button>
        )}
        <Link to="/" className="masthead__brand">
          {flags.store.name}
        </Link>
        <SearchBox className="masthead__search" />
        <VehicleSlot />
        <CartLink />
      </div>
      <nav id="main-nav" aria-label="Main" className="main-nav" hidden={mobile && !navOpen}>
        <ul className="container main-nav__list">
          {MAIN_LINKS.map((l) => (
            <li key={l.label}>
              <NavLink to={l.to}>{l.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
