import { subscribe } from '@betfront/remote-kit';
import type { ChannelEvents } from '@betfront/remote-kit';
import { useEffect, useState } from 'react';
import { useShell } from '../app/shell-context';
import styles from './notifications.module.css';

const AUTO_CLOSE_MS = 10_000;
const DEFAULT_TITLE_KEY = { error: 'main_error', done: 'main_done', info: 'main_ok' } as const;

interface ShownNotification extends Readonly<ChannelEvents['notify']> {
  id: number;
}

/** Notifications published on the channel; each closes itself after 10 s. */
export function Notifications() {
  const { t } = useShell();
  const [items, setItems] = useState<readonly ShownNotification[]>([]);

  useEffect(() => {
    let nextId = 0;
    return subscribe('notify', (notification) => {
      const id = ++nextId;
      setItems((current) => [...current, { ...notification, id }]);
      setTimeout(() => setItems((current) => current.filter((item) => item.id !== id)), AUTO_CLOSE_MS);
    });
  }, []);

  return (
    <div className={styles.stack} aria-live="polite">
      {items.map((item) => (
        <div key={item.id} role={item.kind === 'error' ? 'alert' : 'status'} className={styles[item.kind]}>
          <strong>{item.title ?? t(DEFAULT_TITLE_KEY[item.kind])}</strong>
          <span>{item.text}</span>
          <button
            type="button"
            aria-label={t('shell.notifications.close')}
            onClick={() => setItems((current) => current.filter((other) => other.id !== item.id))}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
