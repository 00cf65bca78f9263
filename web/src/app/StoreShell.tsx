import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { KioskController } from '../features/kiosk/KioskController';
import { GeoStore } from '../features/locator/GeoStore';
import { LocatorPopup } from '../features/locator/LocatorPopup';
import { PageLoading } from '../ui/Spinner';
import { Footer } from './footer/Footer';
import { Header } from './header/Header';
import { KioskHeader } from './kiosk/KioskHeader';
import { useBlockExternalLinks } from './kiosk/useBlockExternalLinks';

/** The storefront around every page; the kiosk variant swaps in a touch header and stays inside the store. */
export function StoreShell({ kiosk = false }: { kiosk?: boolean }) {
  useBlockExternalLinks(kiosk);
  const shell = (
    <div className={kiosk ? 'shell shell--kiosk' : 'shell'}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {kiosk ? <KioskHeader /> : <Header />}
      <main id="main" className="shell__main" tabIndex={-1}>
        <div className="container">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
      {!kiosk && <Footer />}
      {!kiosk && <GeoStore />}
      {!kiosk && <LocatorPopup />}
    </div>
  );
  return kiosk ? <KioskController>{shell}</KioskController> : shell;
}
