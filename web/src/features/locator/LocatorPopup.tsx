import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { LOCATOR, POPUP_COOKIE, readCookie, writeCookie } from './locator-api';
import { popupTextQuery } from './locator-queries';

/**
 * The locator popup (spec 000 section 4): opens once, unless its timer cookie (about 5 minutes) or a chosen store
 * exists; closing it sets the cookie.
 */
export function LocatorPopup({ storeChosen }: { storeChosen: boolean }) {
  const [open, setOpen] = useState(() => readCookie(POPUP_COOKIE) === null);
  const text = useQuery({ ...popupTextQuery(), enabled: open && !storeChosen });
  const close = () => {
    writeCookie(POPUP_COOKIE, '1', LOCATOR.popupCookieMinutes);
    setOpen(false);
  };
  if (!open || storeChosen || !text.data) return null;
  return (
    <Modal
      open
      onClose={close}
      title={text.data.dealer_locator_popup_heading_text}
      size="sm"
      footer={<Button onClick={close}>Find my store</Button>}
    >
      <p>{text.data.dealer_locator_popup_text}</p>
    </Modal>
  );
}
