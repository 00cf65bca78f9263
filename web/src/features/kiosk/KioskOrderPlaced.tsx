import { useEffect, useState } from 'react';
import { KIOSK_CONFIRM_SECONDS, KIOSK_TEXT } from '@parts/common/kiosk';
import { Button } from '../../ui/Button';

/**
 * After Submit to Buy (issue 31, decision 0052): the order number, large, for KIOSK_CONFIRM_SECONDS (or until Done),
 * then the kiosk resets to the splash with nothing of the shopper left.
 */
export function KioskOrderPlaced({ orderId, onDone }: { orderId: number; onDone: () => void }) {
  const [deadline] = useState(() => Date.now() + KIOSK_CONFIRM_SECONDS * 1000);
  const [left, setLeft] = useState(KIOSK_CONFIRM_SECONDS);
  useEffect(() => {
    const id = window.setInterval(() => {
      const seconds = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(seconds);
      if (seconds === 0) {
        window.clearInterval(id);
        onDone();
      }
    }, 500);
    return () => window.clearInterval(id);
  }, [deadline, onDone]);
  return (
    <div className="kiosk-placed" role="region" aria-labelledby="kiosk-placed-title">
      <div className="kiosk-placed__card">
        <h1 id="kiosk-placed-title">{KIOSK_TEXT.orderHeading}</h1>
        <p className="kiosk-placed__number">{KIOSK_TEXT.orderNumber(orderId)}</p>
        <p>{KIOSK_TEXT.orderNext}</p>
        <p className="kiosk-placed__closes">{KIOSK_TEXT.orderCloses(left)}</p>
        <Button size="lg" block onClick={onDone}>
          {KIOSK_TEXT.done}
        </Button>
      </div>
    </div>
  );
}
