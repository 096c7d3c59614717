import { useEffect } from 'react';
import { mdiClose } from '@mdi/js';
import { Icon } from '../media/icon';
import styles from './overlays.module.css';

export type ToastTone = 'info' | 'success' | 'danger';

interface ToastProps {
  message: string;
  tone?: ToastTone;
  closeLabel: string;
  onClose: () => void;
  /** Closes itself after this long; 0 keeps it until closed. */
  durationMs?: number;
}

/** A short message over the bottom of the page that needs no answer, read out politely by screen readers. */
export function Toast({ message, tone = 'info', closeLabel, onClose, durationMs = 5000 }: ToastProps) {
  useEffect(() => {
    if (durationMs <= 0) return;
    const timer = setTimeout(onClose, durationMs);
    return () => clearTimeout(timer);
  }, [durationMs, onClose, message]);
  return (
    <div className={styles.toast} data-tone={tone} role={tone === 'danger' ? 'alert' : 'status'}>
      <span className={styles.toastText}>{message}</span>
      <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
        <Icon path={mdiClose} size={18} />
      </button>
    </div>
  );
}
