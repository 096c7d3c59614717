import type { Translate } from '@betfront/remote-kit';
import { useId } from 'react';
import styles from './login-form.module.css';

interface SubmitRowProps {
  t: Translate;
  remember: boolean;
  onRememberChange(remember: boolean): void;
  busy: boolean;
  label?: string;
}

/** "Remember me" and the submit button that end every login form. */
export function SubmitRow({ t, remember, onRememberChange, busy, label }: SubmitRowProps) {
  const id = useId();
  return (
    <div className={styles.submitRow}>
      <label htmlFor={id} className={styles.remember}>
        <input
          id={id}
          type="checkbox"
          checked={remember}
          onChange={(event) => onRememberChange(event.target.checked)}
        />
        {t('login.remember')}
      </label>
      <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy}>
        {busy ? t('login.busy') : (label ?? t('login.submit'))}
      </button>
    </div>
  );
}
