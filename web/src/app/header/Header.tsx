import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BREAKPOINTS } from '@parts/common/constants';
import { MenuIcon } from '../../ui/icons';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { useFlags } from '../flags-context';
import { AlertBars } from '../../features/content/AlertBars';
import { HeroNav } from '../../features/content/HeroNav';
import { LocaleSwitch } from '../../features/content/LocaleSwitch';
import { AccountLinks } from './AccountLinks';
import { CartLink } from './CartLink';
import { SearchBox } from './SearchBox';
import { StoreLocation } from './StoreLocation';
import { VehicleSlot } from './VehicleSlot';
import './header.css';

export function Header() {
  const { flags } = useFlags();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const mobile = useMediaQuery(`(max-width: ${BREAKPOINTS.mobileNav - 0.02}px)`);
  // Remembering the page the menu was opened on closes it on navigation without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const navOpen = openOn === pathname;

  return (
    <header className="site-header">
      <AlertBars />
      <div className="utility-bar">
        <div className="container utility-bar__inner">
          <StoreLocation />
          <nav aria-label="Account" className="utility-bar__links">
            <AccountLinks />
            <Link to="/account/wishlist">{t('nav.wishlist')}</Link>
            <Link to="/product/compare">{t('nav.compare')}</Link>
            {!mobile && <LocaleSwitch />}
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
            aria-label={t('nav.menu')}
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
        <HeroNav mobile={mobile} />
        {mobile && (
          <>
            {/* The utility bar is hidden on phones: its account links live in the menu instead. */}
            <div className="container main-nav__account" role="group" aria-label="Account">
              <AccountLinks />
              <Link to="/account/wishlist">{t('nav.wishlist')}</Link>
              <Link to="/product/compare">{t('nav.compare')}</Link>
            </div>
            <div className="container main-nav__locale">
              <LocaleSwitch />
            </div>
          </>
        )}
      </nav>
    </header>
  );
}
