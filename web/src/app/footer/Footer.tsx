import { Link } from 'react-router';
import { useFlags } from '../flags-context';
import { CHOOSE_STORE } from '../header/StoreLocation';
import { FooterSection, type FooterLink } from './FooterSection';
import './footer.css';

const SHOP: FooterLink[] = [
  { to: '/product/catalog', label: 'Parts Catalog' },
  { to: '/product/manufacturer', label: 'Brands' },
  { to: '/product/compare', label: 'Compare Parts' },
];

const SERVICE: FooterLink[] = [
  { to: '/information/contact', label: 'Contact Us' },
  { to: '/module/dealer_locator', label: 'Store Locator' },
  { to: '/information/information?slug=fleet-accounts', label: 'Fleet Accounts' },
  { to: '/checkout/cart', label: 'Shopping Cart' },
];

const accountLinks = (loggedIn: boolean): FooterLink[] => [
  loggedIn ? { to: '/account/account', label: 'My Account' } : { to: '/account/login', label: 'Sign In' },
  ...(loggedIn ? [{ to: '/account/order', label: 'Order History' }] : []),
  { to: '/account/wishlist', label: 'Wishlist' },
  { to: '/pos/login', label: 'Staff Login' },
];

export function Footer() {
  const { flags } = useFlags();
  const location = flags.store.current_location;
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="footer-store" aria-labelledby="footer-store-title">
          <h2 id="footer-store-title" className="footer-section__title">
            {flags.store.name}
          </h2>
          {location ? (
            <address>
              <strong>{location.location_name}</strong>
              <br />
              {location.address}
              {location.telephone && (
                <>
                  <br />
                  <a href={`tel:${location.telephone.replace(/[^\d+]/g, '')}`}>
                    {location.formatted_telephone || location.telephone}
                  </a>
                </>
              )}
            </address>
          ) : (
            <Link to="/module/dealer_locator">{CHOOSE_STORE}</Link>
          )}
        </section>
        <FooterSection title="Shop" links={SHOP} />
        <FooterSection title="Customer Service" links={SERVICE} />
        <FooterSection title="Account" links={accountLinks(flags.customer !== null)} />
      </div>
      <p className="container site-footer__legal">
        © {new Date().getFullYear()} {flags.store.name}
      </p>
    </footer>
  );
}
