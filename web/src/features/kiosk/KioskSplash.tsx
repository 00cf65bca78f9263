import { useEffect, useRef, useState } from 'react';
import { KIOSK_TEXT, type KioskVideo } from '@parts/common/kiosk';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { recordPlay } from './kiosk-api';

interface Props {
  videos: KioskVideo[];
  buttonText: string;
  storeName: string;
  onStart: () => Promise<void>;
}

/**
 * The idle screen (spec 000 sections 2 and 4): the videos loop, each muted with autoplay, the next on end, stall or
 * error; the button opens "Customize your ride!", whose Get Started warms up and goes to the kiosk homepage.
 */
export function KioskSplash({ videos, buttonText, storeName, onStart }: Props) {
  const [open, setOpen] = useState(false);
  const [starting, setStarting] = useState(false);
  const start = async () => {
    setStarting(true);
    try {
      await onStart();
    } finally {
      setStarting(false);
    }
  };
  return (
    <div className="kiosk-splash" role="region" aria-label="Welcome">
      <VideoLoop videos={videos} />
      <div className="kiosk-splash__overlay">
        <p className="kiosk-splash__store">{storeName}</p>
        <button type="button" className="kiosk-splash__button" onClick={() => setOpen(true)}>
          {buttonText || KIOSK_TEXT.button}
        </button>
      </div>
      <Modal
        open={open}
        onClose={() => !starting && setOpen(false)}
        title={starting ? KIOSK_TEXT.warmingUp : KIOSK_TEXT.modalHeading}
        dismissible={!starting}
      >
        <p className="kiosk-splash__lead">
          Pick your vehicle, find the parts that fit, and send your order to the counter. We will have it ready for you.
        </p>
        <Button size="lg" block busy={starting} busyText={KIOSK_TEXT.warmingUp} onClick={() => void start()}>
          {KIOSK_TEXT.getStarted}
        </Button>
      </Modal>
    </div>
  );
}

type Playing = { current: { id: string; at: Date } | null };

/** Ends the current play: the record goes to the server (failures are logged only). */
function endPlay(playing: Playing) {
  if (playing.current) recordPlay(playing.current.id, playing.current.at, new Date());
  playing.current = null;
}

function VideoLoop({ videos }: { videos: KioskVideo[] }) {
  const [{ index, round, failures }, setLoop] = useState({ index: 0, round: 0, failures: 0 });
  const playing = useRef<{ id: string; at: Date } | null>(null);
  // The splash closing ends the current play (spec 000 section 4).
  useEffect(() => () => endPlay(playing), []);

  const video = videos[index % Math.max(videos.length, 1)];
  // Every video failing would spin through them for ever: after a full round of failures, stay on the backdrop.
  if (!video || failures >= videos.length) return <div className="kiosk-splash__backdrop" aria-hidden="true" />;
  const next = (failed: boolean) => {
    endPlay(playing);
    setLoop((l) => ({
      index: (l.index + 1) % videos.length,
      round: l.round + 1,
      failures: failed ? l.failures + 1 : 0,
    }));
  };
  return (
    <video
      key={`${round}:${video.id}`}
      className="kiosk-splash__video"
      src={video.url}
      title={video.title}
      data-video-id={video.id}
      autoPlay
      muted
      playsInline
      preload="auto"
      onLoadedData={() => {
        playing.current = { id: video.id, at: new Date() };
      }}
      onEnded={() => next(false)}
      onStalled={() => next(true)}
      onError={() => next(true)}
    />
  );
}
