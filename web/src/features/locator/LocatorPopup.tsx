import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { LOCATOR, PICKUP_COOKIE, POPUP_COOKIE, readCookie, writeCookie } from './locator-api';
import { popupTextQuery } from './locator-queries';

/** Pages the popup never covers: the locator it leads to, and the staff and kiosk screens (decision 0053). */
const NOT_ON = /^\/(module\/dealer_locator|pos(\/|$)|kiosk(\/|$))/;
const LOCATOR_PATH = '/module/dealer_locator';

/**
 * The locator popup (spec 000 section 4): on the storefront's pages, once, unless its timer cookie (about 5 minutes)
 * or a chosen store (the pickup cookie "Make this my store" sets) exists; closing it sets the cookie, and "Find my
 * store" leads to the locator. Never over the locator page itself (issue 31).
 */
export function LocatorPopup() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(() => readCookie(POPUP_COOKIE) === null && readCookie(PICKUP_COOKIE) === null);
  const shown = open && !NOT_ON.test(pathname);
  const text = useQuery({ ...popupTextQuery(), enabled: shown });
  const close = () => {
    writeCookie(POPUP_COOKIE, '1', LOCATOR.popupCookieMinutes);
    setOpen(false);
  };
  if (!shown || !text.data) return null;
  return (
    <Modal
      open
      onClose={close}
      title={text.data.dealer_locator_popup_heading_text}
      size="sm"
      footer={
        <Button
          onClick={() => {
            close();
            void navigate(LOCATOR_PATH);
          }}
        >
          Find my store
        </Button>
      }
    >
      <p>{text.data.dealer_locator_popup_text}</p>
    </Modal>
  );
}
