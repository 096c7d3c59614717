import { track } from '@betfront/remote-kit';
import type { Translate } from '@betfront/remote-kit';
import { useEffect, useId, useRef, useState } from 'react';
import type { LogoutScope } from '../session/log-out';
import styles from './logout-dialog.module.css';

interface LogoutDialogProps {
  t: Translate;
  onChoose: (scope: LogoutScope) => Promise<void>;
  onClose: () => void;
}

/** Asks before logging out: this device only, or every device the player is logged in on. */
export function LogoutDialog({ t, onChoose, onClose }: LogoutDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const [chosen, setChosen] = useState<LogoutScope | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const choose = (scope: LogoutScope) => {
    setChosen(scope);
    track({ name: 'logout_confirm', choice: scope === 'device' ? 'device' : 'all_devices' });
    void onChoose(scope);
  };

  const cancel = () => {
    track({ name: 'logout_confirm', choice: 'cancel' });
    onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        if (chosen === null) cancel();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {t('shell.logout.title')}
      </h2>
      <p id={textId} className={styles.text}>
        {t('shell.logout.text')}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} disabled={chosen !== null} onClick={() => choose('device')}>
          {t('shell.logout.this_device')}
        </button>
        <button
          type="button"
          className={styles.secondary}
          disabled={chosen !== null}
          onClick={() => choose('all-devices')}
        >
          {t('shell.logout.all_devices')}
        </button>
        <button type="button" className={styles.plain} disabled={chosen !== null} onClick={cancel}>
          {t('shell.logout.cancel')}
        </button>
      </div>
    </dialog>
  );
}
