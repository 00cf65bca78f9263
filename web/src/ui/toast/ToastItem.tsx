import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Toast } from './toast-queue';

/** Holding the pointer over or focusing a toast pauses its timer, so nobody has to race it to read or click. */
export function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const [paused, setPaused] = useState(false);
  // Stable per toast, so a new toast arriving (a provider re-render) does not restart this one's timer.
  const onClose = useCallback(() => onDismiss(toast.id), [onDismiss, toast.id]);

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(onClose, toast.ms);
    return () => window.clearTimeout(timer);
  }, [paused, toast.ms, onClose]);

  return (
    <div
      className={`toast toast--${toast.kind}`}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="toast__body">
        {toast.title && <p className="toast__title">{toast.title}</p>}
        <p className="toast__message">{toast.message}</p>
        {toast.links.length > 0 && (
          <p className="toast__links">
            {toast.links.map((l) => (
              <Link key={l.to} to={l.to} onClick={onClose}>
                {l.label}
              </Link>
            ))}
          </p>
        )}
      </div>
      <button type="button" className="toast__close" aria-label="Close notification" onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
