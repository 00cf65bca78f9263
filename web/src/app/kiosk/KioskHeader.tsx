import { Link, useNavigate } from 'react-router';
import { ArrowIcon, CartIcon } from '../../ui/icons';
import { KIOSK_TEXT } from '@parts/common/kiosk';
import { useKiosk } from '../../features/kiosk/kiosk-context';
import { useFlags } from '../flags-context';
import { SearchBox } from '../header/SearchBox';
import { VehicleSlot } from '../header/VehicleSlot';
import '../header/header.css';
import './kiosk.css';

/** Touch-only header: big targets, history buttons instead of the browser's, nothing that leaves the store. */
export function KioskHeader() {
  const { flags } = useFlags();
  const navigate = useNavigate();
  const kiosk = useKiosk();
  return (
    <header className="kiosk-header">
      <div className="kiosk-header__history">
        <button type="button" className="kiosk-button" onClick={() => void navigate(-1)}>
          <ArrowIcon back size={28} />
          Back
        </button>
        <button type="button" className="kiosk-button" onClick={() => void navigate(1)}>
          Forward
          <ArrowIcon size={28} />
        </button>
      </div>
      <Link to="/" className="kiosk-header__brand">
        {flags.store.name}
      </Link>
      <SearchBox className="kiosk-header__search" />
      <VehicleSlot />
      <Link
        to="/checkout/cart"
        className="kiosk-button kiosk-button--primary"
        aria-label={`Cart, ${flags.cart_count} items`}
      >
        <CartIcon size={28} />
        <span aria-hidden="true">Cart ({flags.cart_count})</span>
      </Link>
      {kiosk && (
        <button type="button" className="kiosk-button" disabled={kiosk.resetting} onClick={() => void kiosk.reset()}>
          {kiosk.resetting ? KIOSK_TEXT.resetting : KIOSK_TEXT.reset}
        </button>
      )}
    </header>
  );
}
