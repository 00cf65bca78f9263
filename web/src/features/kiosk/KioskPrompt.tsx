import { KIOSK_TEXT } from '@parts/common/kiosk';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

/** "Are you still there?" with the countdown the controller redraws every 500 ms. */
export function KioskPrompt({ secondsLeft, onStay }: { secondsLeft: number; onStay: () => void }) {
  return (
    <Modal
      open
      onClose={onStay}
      title={KIOSK_TEXT.promptHeading}
      size="sm"
      footer={
        <Button size="lg" onClick={onStay}>
          {KIOSK_TEXT.stillHere}
        </Button>
      }
    >
      <p className="kiosk-prompt__count" aria-live="polite">
        {KIOSK_TEXT.countdown(secondsLeft)}
      </p>
    </Modal>
  );
}
